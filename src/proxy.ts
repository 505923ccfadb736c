import { type NextRequest, NextResponse } from "next/server";

export function proxy(request: NextRequest): NextResponse {
  // ?preview=<token> on a blog page goes through /api/preview, the one place that may switch draft mode on.
  const preview = request.nextUrl.searchParams.get("preview");
  if (preview !== null) {
    const back = new URL(request.nextUrl);
    back.searchParams.delete("preview");
    const target = new URL("/api/preview", request.nextUrl);
    target.searchParams.set("token", preview);
    target.searchParams.set("redirect", `${back.pathname}${back.search}`);
    return NextResponse.redirect(target, 307);
  }
  return NextResponse.next();
}

export const config = {
  // Blog pages only: nothing else has drafts, and every other request skips the proxy entirely.
  matcher: ["/blog", "/blog/:path*"],
};
