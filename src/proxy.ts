import { type NextRequest, NextResponse } from "next/server";
import { isUnknownClosedSegmentRsc } from "@/domain/http/closed-segment-rsc";
import { knownBlogPaths } from "@/server/content/blog-static-params";
import { DRAFT_MODE_COOKIE } from "@/server/content/preview-session";

/*
 * Works around a Next.js 16.4.6 bug in the project's own code, so Next's node_modules stay as published: an
 * RSC request for an unknown value of a `dynamicParams = false` segment is answered with 500
 * ("Invariant: Expected RSC response, got text/html"), because the global 404 page is rendered
 * per request as HTML and Next's app-page runtime throws instead of sending it. No upstream issue
 * names this case; the same throw for a server action's 404 is vercel/next.js#97568 (open), and
 * Next already sends an empty 404 there when `cacheComponents` is on. The rule is in
 * src/domain/http/closed-segment-rsc.ts; src/server/http/next-rsc-invariant.test.ts fails once
 * the installed Next no longer has the throw, so this file can go.
 *
 * The matcher keeps the proxy off every other request: only RSC requests under /blog/ run it. It
 * is also how the proxy knows a request is RSC: Next removes the `rsc` header from the request a
 * proxy sees (next/dist/server/web/adapter.js), so the header cannot be read in the function.
 */
export function proxy(request: NextRequest): NextResponse {
  const unknown = isUnknownClosedSegmentRsc(
    // Only RSC requests get here (the matcher); Next strips their `rsc` header before the proxy.
    { pathname: request.nextUrl.pathname, draftMode: request.cookies.has(DRAFT_MODE_COOKIE) },
    knownBlogPaths(),
  );
  // The empty 404 Next sends itself with cacheComponents; the client router then loads the URL
  // as a document and shows the global 404 page.
  return unknown ? new NextResponse(null, { status: 404 }) : NextResponse.next();
}

export const config = {
  matcher: [{ source: "/blog/:path+", has: [{ type: "header", key: "rsc", value: "1" }] }],
};
