import { notFound, permanentRedirect } from "next/navigation";
import { BlogListPage, blogListMetadata, isPreview } from "@/app/_blog/blog-pages";
import { blogPageCount, decideBlogPage } from "@/domain/blog/blog-paging";
import { countArticles } from "@/server/content/blog";

type Props = { params: Promise<{ page: string }> };

/** Pages 2 to the last are prerendered; anything else is decided on request (a 404, or a draft-mode count). */
export function generateStaticParams(): { page: string }[] {
  return Array.from({ length: Math.max(0, blogPageCount(countArticles(false)) - 1) }, (_, index) => ({
    page: String(index + 2),
  }));
}

export async function generateMetadata({ params }: Props) {
  const decision = decideBlogPage((await params).page, countArticles(await isPreview()));
  return decision.kind === "page" ? blogListMetadata(decision.page) : {};
}

/** Spec sections 4 and 5: a positive integer up to the last page; page 1 is /blog (301, in next.config). */
export default async function BlogListPageRoute({ params }: Props) {
  const decision = decideBlogPage((await params).page, countArticles(await isPreview()));
  if (decision.kind === "redirect") permanentRedirect(decision.location);
  if (decision.kind === "not-found") notFound();
  return <BlogListPage page={decision.page} />;
}
