import { hasMalformedPercentEncoding } from "./percent-encoding";

/*
 * The URLs Next must see under another path, decided from the request line alone before Next
 * routes it (the request stamp runs this for every request: src/server/http/request-stamp.ts).
 * Kept to string tests on the common path, since every page view and API call passes here.
 */

/** Where a path that does not decode is sent: Next's own 404 page, answered with status 404. */
export const UNDECODABLE_PATH_TARGET = "/_not-found";

/** The route that opens a blog preview session and answers with the page's clean URL. */
export const PREVIEW_ROUTE = "/api/preview";

function isBlogPath(path: string): boolean {
  return path === "/blog" || path.startsWith("/blog/");
}

/**
 * The URL Next is given instead of `url` (a request target: path and query), or undefined to
 * leave it alone:
 * - a path whose percent-encoding does not decode is the 404 page (Next answers 500 when a
 *   dynamic segment does not decode); Next's own assets under /_next/ are left to Next;
 * - `?preview=<token>` on a blog page goes to the preview route with the token and the page to
 *   come back to, so the token never appears in a Location header (the route redirects to the
 *   page without it).
 */
export function rewrittenRequestUrl(url: string): string | undefined {
  const queryAt = url.indexOf("?");
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (path.includes("%") && !path.startsWith("/_next/") && hasMalformedPercentEncoding(path)) {
    return UNDECODABLE_PATH_TARGET;
  }
  if (queryAt === -1 || !isBlogPath(path) || !url.includes("preview", queryAt)) return undefined;
  const query = new URLSearchParams(url.slice(queryAt + 1));
  const token = query.get("preview");
  if (token === null) return undefined;
  query.delete("preview");
  const rest = query.toString();
  const target = new URLSearchParams({ token, redirect: rest === "" ? path : `${path}?${rest}` });
  return `${PREVIEW_ROUTE}?${target.toString()}`;
}
