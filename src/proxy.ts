import { type NextRequest, NextResponse } from "next/server";

/** Request header carrying the requested path to server components that cannot see it otherwise (the 404 page). */
export const PATHNAME_HEADER = "x-shop-pathname";

export function proxy(request: NextRequest): NextResponse {
  // ?preview=<token> on a blog page goes through /api/preview, the one place that may switch draft mode on.
  const preview = request.nextUrl.searchParams.get("preview");
  if (preview !== null && request.nextUrl.pathname.startsWith("/blog")) {
    const back = new URL(request.nextUrl);
    back.searchParams.delete("preview");
    const target = new URL("/api/preview", request.nextUrl);
    target.searchParams.set("token", preview);
    target.searchParams.set("redirect", `${back.pathname}${back.search}`);
    return NextResponse.redirect(target, 307);
  }
  const headers = new Headers(request.headers);
  headers.set(PATHNAME_HEADER, request.nextUrl.pathname);
  return NextResponse.next({ request: { headers } });
}

export const config = {
  // Pages only: build assets, images and API routes never need the header.
  matcher: ["/((?!_next/|api/|art/|brand/|icon.svg|favicon.ico).*)"],
};
