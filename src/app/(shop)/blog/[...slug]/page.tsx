import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BLOG_PAGE_SIZE, blogPagePath } from "@/domain/blog/blog-paging";
import { decodePathSegment } from "@/domain/http/percent-encoding";
import { buildArticleJsonLd } from "@/domain/seo/structured-data";
import { ArticleView } from "@/features/blog/article-view";
import { PreviewBanner } from "@/features/blog/preview-banner";
import { JsonLd } from "@/features/seo/json-ld";
import { getArticle, listPageOf, relatedArticles } from "@/server/content/blog";
import { isPreview, toCard } from "@/server/content/blog-pages";
import { blogArticleParams } from "@/server/content/blog-static-params";
import { renderArticleMarkdown } from "@/server/content/markdown";
import { siteConfig } from "@/server/site-config";

type Props = { params: Promise<{ slug: string[] }> };

/**
 * Only the articles' own slugs are pages: any other slug is a 404 answered without a render, so a
 * visitor asking for unknown URLs never makes the server write a cached copy of one (disk growth).
 */
export const dynamicParams = false;

/**
 * The published articles. A draft is not among them, so outside preview its URL is an unknown value
 * answered by the global 404 page, which names the path in its HTML (a page that calls notFound()
 * is sent as an empty shell filled in by script); Next's draft mode renders any value per request.
 */
export function generateStaticParams(): { slug: string[] }[] {
  return blogArticleParams();
}

async function find({ params }: Props) {
  const segments = (await params).slug.map(decodePathSegment);
  if (segments.some((segment) => segment === null)) return undefined;
  return getArticle(segments.join("/"), await isPreview());
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const article = await find(props);
  if (!article) return {};
  const path = `/blog/${article.slug}`;
  return {
    title: article.title,
    description: article.description,
    alternates: { canonical: path },
    openGraph: {
      type: "article",
      title: article.title,
      description: article.description,
      url: path,
      publishedTime: article.date,
      authors: [article.author],
      images: [{ url: article.cover }],
    },
    ...(article.draft ? { robots: { index: false } } : {}),
  };
}

export default async function ArticlePage(props: Props) {
  const article = await find(props);
  if (!article) notFound();
  const preview = await isPreview();
  const url = new URL(`/blog/${article.slug}`, siteConfig.siteUrl).toString();
  const html = await renderArticleMarkdown(article.markdown);
  return (
    <main id="main" className="w-full flex-1 px-4 pb-16 pt-28 sm:px-6 lg:pt-32" data-testid="article-page">
      <JsonLd
        data={buildArticleJsonLd({
          title: article.title,
          description: article.description,
          url,
          imageUrl: new URL(article.cover, siteConfig.siteUrl).toString(),
          datePublished: article.date,
          author: article.author,
          publisher: siteConfig.siteName,
          logoUrl: new URL("/brand/logo.svg", siteConfig.siteUrl).toString(),
        })}
      />
      <div className="mx-auto max-w-3xl">{preview && <PreviewBanner path={`/blog/${article.slug}`} />}</div>
      <ArticleView
        article={{ ...toCard(article), author: article.author }}
        html={html}
        related={relatedArticles(article).map(toCard)}
        backHref={blogPagePath(listPageOf(article.slug, BLOG_PAGE_SIZE, preview))}
      />
    </main>
  );
}
