import { type NextRequest, NextResponse } from "next/server";
import { hasMalformedPercentEncoding } from "@/domain/http/percent-encoding";
import {
  DRAFT_MODE_COOKIE,
  isCurrentPreviewSession,
  PREVIEW_COOKIE_OPTIONS,
  PREVIEW_SESSION_COOKIE,
} from "@/server/content/preview-session";

/*
 * Runs only for the requests that need it (see the matcher: Next's proxy costs every request it
 * runs for), in this order:
 *   1. a path whose percent-encoding does not decode is the 404 page (Next itself answers 500 when
 *      a dynamic segment does not decode);
 *   2. `?preview=<token>` on a blog page is handed to /api/preview by a rewrite, not a redirect,
 *      so the token never appears in a Location header; /api/preview answers with the clean URL;
 *   3. a draft-mode cookie not bound to the current PREVIEW_TOKEN is dropped from the request and
 *      cleared in the browser (a rotated token ends earlier preview sessions).
 * An unknown or hidden product's path never gets here: the request stamp rewrites it to the 404
 * page before Next routes it (src/server/catalogue/sold-paths.ts, ADR 0008), at no cost to the
 * product pages, which Next's proxy would add to every request it runs for.
 */

export function proxy(request: NextRequest): NextResponse {
  const { pathname, searchParams } = request.nextUrl;
  if (hasMalformedPercentEncoding(pathname)) {
    return NextResponse.rewrite(new URL("/_not-found", request.url), { status: 404 });
  }
  const preview = searchParams.get("preview");
  if (preview !== null && (pathname === "/blog" || pathname.startsWith("/blog/"))) {
    const back = new URL(request.nextUrl);
    back.searchParams.delete("preview");
    const target = new URL("/api/preview", request.url);
    target.searchParams.set("token", preview);
    target.searchParams.set("redirect", `${back.pathname}${back.search}`);
    return NextResponse.rewrite(target);
  }
  if (request.cookies.has(DRAFT_MODE_COOKIE)) {
    const session = request.cookies.get(PREVIEW_SESSION_COOKIE)?.value;
    if (!isCurrentPreviewSession(session)) return endStalePreview(request);
  }
  return NextResponse.next();
}

/** The page is served as if the cookies were not there, and the browser forgets them. */
function endStalePreview(request: NextRequest): NextResponse {
  const headers = new Headers(request.headers);
  const kept = (request.headers.get("cookie") ?? "")
    .split(";")
    .map((pair) => pair.trim())
    .filter((pair) => {
      const name = pair.slice(0, Math.max(0, pair.indexOf("="))).trim();
      return pair !== "" && name !== DRAFT_MODE_COOKIE && name !== PREVIEW_SESSION_COOKIE;
    });
  if (kept.length > 0) headers.set("cookie", kept.join("; "));
  else headers.delete("cookie");
  const response = NextResponse.next({ request: { headers } });
  for (const name of [DRAFT_MODE_COOKIE, PREVIEW_SESSION_COOKIE]) {
    response.cookies.set(name, "", { ...PREVIEW_COOKIE_OPTIONS, expires: new Date(0) });
  }
  return response;
}

export const config = {
  // Ordinary page views match none of these and pay nothing: a `%` anywhere in the path (where a
  // malformed escape can be), `?preview=` on a blog page, or a draft-mode cookie.
  matcher: [
    { source: "/((?!_next/).*%.*)" },
    { source: "/blog", has: [{ type: "query", key: "preview" }] },
    { source: "/blog/:path*", has: [{ type: "query", key: "preview" }] },
    { source: "/((?!_next/).*)", has: [{ type: "cookie", key: "__prerender_bypass" }] },
  ],
};
