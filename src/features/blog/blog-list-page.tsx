import { FirstPaintMark } from "@/features/shell/first-paint-mark";
import type { ArticleCardData } from "./article-card";
import { BlogList } from "./blog-list";
import { PreviewBanner } from "./preview-banner";

/** /blog and /blog/page/{page}: the heading, then one page of articles (src/server/content/blog-pages.ts builds it). */
export function BlogListPage({
  page,
  preview,
  articles,
  pageCount,
}: {
  page: number;
  preview: boolean;
  articles: ArticleCardData[];
  pageCount: number;
}) {
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
        <FirstPaintMark />
      </p>
      <div className="mt-10">
        <BlogList articles={articles} page={page} pageCount={pageCount} />
      </div>
    </main>
  );
}
