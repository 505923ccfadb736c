import { decodePathSegment } from "./percent-encoding";

/*
 * Next 16.4.6 answers a client navigation (an RSC request, header `rsc: 1`) to an unknown value of
 * a `dynamicParams = false` segment with 500 and logs "Invariant: Expected RSC response, got
 * text/html": the global 404 page is rendered per request as HTML, and Next's app-page runtime
 * then refuses to send HTML as RSC (with `cacheComponents` on it sends an empty 404 instead). The
 * shop's closed segments are the blog's (`/blog/[...slug]`, `/blog/page/[page]`), so src/proxy.ts
 * answers those requests itself with the empty 404 Next gives with `cacheComponents`; the client
 * router then loads the URL as a document and shows the 404 page. This rule decides which ones.
 */

/** Where the shop's `dynamicParams = false` segments live. */
export const CLOSED_SEGMENTS_PREFIX = "/blog/";

/**
 * An RSC request (header `rsc: 1`). The proxy cannot see that header itself: Next strips it from
 * the request a proxy gets (FLIGHT_HEADERS in next/dist/server/web/adapter.js), so the proxy's
 * matcher admits RSC requests only and this rule is asked about those alone.
 */
export type ClosedSegmentRscRequest = {
  pathname: string;
  /** Next's draft-mode cookie is present: Next renders any value per request then, no bug. */
  draftMode: boolean;
};

/**
 * The pathname as Next matches it against the prerendered values: each segment decoded once, one
 * trailing slash dropped. Null when a segment does not decode (no value can match it).
 */
export function matchedPathname(pathname: string): string | null {
  const trimmed = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
  const segments = trimmed.split("/").map(decodePathSegment);
  return segments.some((segment) => segment === null) ? null : segments.join("/");
}

/**
 * True when the RSC request, outside draft mode, is for a path under the closed segments that is
 * none of `knownPaths` (the prerendered values and the static routes beside them, decoded): Next
 * would answer it with 500, so it gets an empty 404 instead.
 */
export function isUnknownClosedSegmentRsc(request: ClosedSegmentRscRequest, knownPaths: ReadonlySet<string>): boolean {
  if (request.draftMode) return false;
  if (!request.pathname.startsWith(CLOSED_SEGMENTS_PREFIX)) return false;
  const path = matchedPathname(request.pathname);
  return path === null || !knownPaths.has(path);
}
