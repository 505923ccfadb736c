import "server-only";
import { blogPageCount } from "@/domain/blog/blog-paging";
import { countArticles, listArticles } from "./blog";

/*
 * The values the blog's two `dynamicParams = false` segments take, outside preview: their pages'
 * generateStaticParams, and the set src/proxy.ts checks RSC requests against (one list, so the
 * proxy's idea of "known" cannot drift from what was prerendered).
 */

/** `/blog/[...slug]`: the published articles. */
export function blogArticleParams(): { slug: string[] }[] {
  return listArticles({ skip: 0, limit: countArticles(false), preview: false }).map((article) => ({
    slug: article.slug.split("/"),
  }));
}

/** `/blog/page/[page]`: pages 2 to the last of the published articles (page 1 is /blog). */
export function blogListParams(): { page: string }[] {
  return Array.from({ length: Math.max(0, blogPageCount(countArticles(false)) - 1) }, (_, index) => ({
    page: String(index + 2),
  }));
}

/** The static routes beside those segments, which Next matches before them. */
const STATIC_BLOG_ROUTES = ["/blog/page/1", "/blog/rss.xml"];

let known: ReadonlySet<string> | undefined;

/** Every path under /blog/ that is a route, decoded (the articles are read once per process). */
export function knownBlogPaths(): ReadonlySet<string> {
  known ??= new Set([
    ...STATIC_BLOG_ROUTES,
    ...blogArticleParams().map(({ slug }) => `/blog/${slug.join("/")}`),
    ...blogListParams().map(({ page }) => `/blog/page/${page}`),
  ]);
  return known;
}
