/*
 * Headers that depend on which kind of answer a request gets, decided from its request line alone
 * by the request stamp (src/server/http/request-stamp.ts), which runs this for every request: string
 * tests on the common path, a regular expression only for an API path with a dynamic segment.
 */

/**
 * The policy of a route handler's answer (JSON, an event stream, a redirect): it loads nothing, so
 * it may load nothing, and no page may frame it. The pages' policy is ~400 bytes and more with
 * vendors, written on every answer; this one is what a JSON API needs.
 */
export const ROUTE_HANDLER_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** The back office: never cached by anyone, never indexed. */
export const BACK_OFFICE_HEADERS: readonly (readonly [string, string])[] = [
  ["Cache-Control", "no-store"],
  ["X-Robots-Tag", "noindex, nofollow"],
];

const API_PREFIX = "/api/";

function pathOf(url: string): string {
  const queryAt = url.indexOf("?");
  return queryAt === -1 ? url : url.slice(0, queryAt);
}

/** `/admin`, anything under it, and the back office's API under `/api/admin`. */
export function isBackOfficeUrl(url: string): boolean {
  if (!url.startsWith("/admin") && !url.startsWith("/api/admin")) return false;
  const path = pathOf(url);
  return path === "/admin" || path.startsWith("/admin/") || path === "/api/admin" || path.startsWith("/api/admin/");
}

/** One segment of a route's path as a pattern: `[id]` any one segment, `[...rest]` one or more, `[[...rest]]` none or more. */
function segmentPattern(segment: string): string {
  if (/^\[\[\.\.\.[^\]]+\]\]$/.test(segment)) return "(?:/[^?]+)?";
  if (/^\[\.\.\.[^\]]+\]$/.test(segment)) return "/[^?]+";
  if (/^\[[^\]]+\]$/.test(segment)) return "/[^/]+";
  return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`;
}

/**
 * Whether a request target (path and query) is one of the app's route handlers under `/api/`,
 * given their paths as the build names them (`/api/orders/[reference]`). A path no handler serves
 * is the 404 page, which needs the pages' policy; so is anything outside `/api/`.
 */
export function routeHandlerMatcher(routePaths: readonly string[]): (url: string) => boolean {
  const exact = new Set<string>();
  const patterns: RegExp[] = [];
  for (const route of routePaths) {
    if (!route.startsWith(API_PREFIX)) continue;
    const segments = route.split("/").slice(1);
    if (segments.some((segment) => segment.startsWith("["))) {
      patterns.push(new RegExp(`^${segments.map(segmentPattern).join("")}$`));
    } else {
      exact.add(route);
    }
  }
  if (exact.size === 0 && patterns.length === 0) return () => false;
  return (url) => {
    if (!url.startsWith(API_PREFIX)) return false;
    const path = pathOf(url);
    return exact.has(path) || patterns.some((pattern) => pattern.test(path));
  };
}
