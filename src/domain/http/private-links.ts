/*
 * The pages opened by a private link: an order's (/orders/REF?k=TOKEN), a sale's
 * (/sell-orders/REF?k=TOKEN) and the demo provider's payment page (/test-payment?session=ID). A link
 * that opens nothing is the shop's 404. Next 16 answers a notFound() raised inside a page with an
 * empty document that scripts fill in (React's server render runs no error boundary), so the
 * shop's server decides it before Next renders (src/server/http/private-link-route.ts) and gives
 * Next the path under a prefix no route matches: Next then answers with the global 404 page,
 * rendered on the server with the path in it. This module reads the request line only.
 */

/** The prefix a private link that opens nothing is given: a path no route matches. */
export const UNOPENED_PREFIX = "/_unopened";

export type PrivateLink =
  | { kind: "order" | "sale"; reference: string; token: string | undefined }
  | { kind: "demo-payment"; session: string | undefined };

const LINK_PAGES = [
  ["/orders/", "order"],
  ["/sell-orders/", "sale"],
] as const;

/** The one value of a query parameter; undefined when absent or given more than once (the page's 404 too). */
function single(query: URLSearchParams, name: string): string | undefined {
  const values = query.getAll(name);
  return values.length === 1 ? values[0] : undefined;
}

/**
 * The private link a request target (path and query) names, or undefined for any other URL. Costs
 * a few prefix tests on the common path: every request passes here.
 */
export function privateLinkOf(url: string): PrivateLink | undefined {
  const queryAt = url.indexOf("?");
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = () => new URLSearchParams(queryAt === -1 ? "" : url.slice(queryAt + 1));
  if (path === "/test-payment") return { kind: "demo-payment", session: single(query(), "session") };
  for (const [prefix, kind] of LINK_PAGES) {
    if (!path.startsWith(prefix)) continue;
    const segment = path.slice(prefix.length);
    // The reference is one segment, as the route's [reference]; Next redirects a trailing slash.
    if (segment === "" || segment.includes("/")) return undefined;
    try {
      return { kind, reference: decodeURIComponent(segment), token: single(query(), "k") };
    } catch {
      // A path that does not decode is rewritten to the 404 page before this (request-rewrite.ts).
      return undefined;
    }
  }
  return undefined;
}

/** "/orders/RF-X?k=…" → "/_unopened/orders/RF-X?k=…": the 404 page, which names "/orders/RF-X". */
export function unopenedUrl(url: string): string {
  return `${UNOPENED_PREFIX}${url}`;
}
