import { notFound, permanentRedirect } from "next/navigation";
import { decideBlogPage } from "@/domain/blog/blog-paging";
import { BlogListPage } from "@/features/blog/blog-list-page";
import { countArticles } from "@/server/content/blog";
import { blogListMetadata, blogListView, isPreview } from "@/server/content/blog-pages";
import { blogListParams } from "@/server/content/blog-static-params";

type Props = { params: Promise<{ page: string }> };

/** Any other page number is a 404 answered without a render, so unknown URLs never write a cached copy. */
export const dynamicParams = false;

/**
 * Pages 2 to the last of the published articles. A page that exists only with drafts is an unknown
 * value outside preview (the global 404 page, which names the path in its HTML); Next's draft mode
 * renders any value per request.
 */
export function generateStaticParams(): { page: string }[] {
  return blogListParams();
}

export async function generateMetadata({ params }: Props) {
  const decision = decideBlogPage((await params).page, countArticles(await isPreview()));
  return decision.kind === "page" ? blogListMetadata(decision.page) : {};
}

/** Spec sections 4 and 5: a positive integer up to the last page; page 1 is /blog (301, blog/page/1/route.ts). */
export default async function BlogListPageRoute({ params }: Props) {
  const decision = decideBlogPage((await params).page, countArticles(await isPreview()));
  if (decision.kind === "redirect") permanentRedirect(decision.location);
  if (decision.kind === "not-found") notFound();
  return <BlogListPage {...(await blogListView(decision.page))} />;
}
