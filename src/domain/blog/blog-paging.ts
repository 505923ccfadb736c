/** Spec sections 4, 5 and 9: 12 articles a page; page 1 is /blog itself. */
export const BLOG_PAGE_SIZE = 12;

export function blogPageCount(totalArticles: number): number {
  return Math.max(1, Math.ceil(totalArticles / BLOG_PAGE_SIZE));
}

export type BlogPageDecision =
  | { kind: "page"; page: number }
  | { kind: "redirect"; location: "/blog" }
  | { kind: "not-found" };

/**
 * A page segment is valid only as a positive integer written plainly ("2", not "02", "2.0" or "+2")
 * and not past the last page; "1" redirects to /blog.
 */
export function decideBlogPage(segment: string, totalArticles: number): BlogPageDecision {
  if (!/^[1-9]\d{0,5}$/.test(segment)) return { kind: "not-found" };
  const page = Number(segment);
  if (page > blogPageCount(totalArticles)) return { kind: "not-found" };
  if (page === 1) return { kind: "redirect", location: "/blog" };
  return { kind: "page", page };
}

export function blogPagePath(page: number): string {
  return page <= 1 ? "/blog" : `/blog/page/${page}`;
}
