import type { Metadata } from "next";
import { cookies, draftMode } from "next/headers";
import { BLOG_PAGE_SIZE, blogPageCount } from "@/domain/blog/blog-paging";
import type { ArticleCardData } from "@/features/blog/article-card";
import { BlogList } from "@/features/blog/blog-list";
import { PreviewBanner } from "@/features/blog/preview-banner";
import { type ArticleMeta, countArticles, listArticles } from "@/server/content/blog";
import { isCurrentPreviewSession, PREVIEW_SESSION_COOKIE } from "@/server/content/preview-session";

/* Shared by /blog and /blog/page/{page} (private folder: not a route). */

export function toCard(article: ArticleMeta): ArticleCardData {
  return {
    slug: article.slug,
    title: article.title,
    description: article.description,
    date: article.date,
    cover: article.cover,
    tags: article.tags,
    readingMinutes: article.readingMinutes,
    draft: article.draft,
  };
}

/**
 * Drafts show only in draft mode opened with the current PREVIEW_TOKEN (a rotated token ends the
 * sessions opened with the old one). Cookies are read only in draft mode, which renders per
 * request anyway, so prerendering is untouched.
 */
export async function isPreview(): Promise<boolean> {
  if (!(await draftMode()).isEnabled) return false;
  return isCurrentPreviewSession((await cookies()).get(PREVIEW_SESSION_COOKIE)?.value);
}

export function blogListMetadata(page: number): Metadata {
  const title = page === 1 ? "OSRS Guides and News" : `OSRS Guides and News, page ${page}`;
  const description =
    "Guides for Old School RuneScape players: bosses, capes, raids, quests, skills, diaries and staying safe.";
  const path = page === 1 ? "/blog" : `/blog/page/${page}`;
  return {
    title,
    description,
    alternates: { canonical: path, types: { "application/rss+xml": "/blog/rss.xml" } },
    openGraph: { type: "website", title, description, url: path },
  };
}

export async function BlogListPage({ page }: { page: number }) {
  const preview = await isPreview();
  const articles = listArticles({ skip: (page - 1) * BLOG_PAGE_SIZE, limit: BLOG_PAGE_SIZE, preview });
  return (
    <main
      id="main"
      className="mx-auto w-full max-w-7xl flex-1 px-4 pb-16 pt-28 sm:px-6 lg:pt-32"
      data-testid="blog-page"
    >
      {preview && <PreviewBanner path={page === 1 ? "/blog" : `/blog/page/${page}`} />}
      <h1 className="font-display text-4xl font-bold text-parchment sm:text-5xl">OSRS guides and news</h1>
      <p className="mt-3 max-w-2xl text-lg text-parchment-muted">
        Written by the players who do this every day: bossing, capes, quests, skills and keeping your account safe.
      </p>
      <div className="mt-10">
        <BlogList articles={articles.map(toCard)} page={page} pageCount={blogPageCount(countArticles(preview))} />
      </div>
    </main>
  );
}
