import { type NextRequest, NextResponse } from "next/server";

/** Request header carrying the requested path to server components that cannot see it otherwise (the 404 page). */
export const PATHNAME_HEADER = "x-shop-pathname";

export function proxy(request: NextRequest): NextResponse {
  const headers = new Headers(request.headers);
  headers.set(PATHNAME_HEADER, request.nextUrl.pathname);
  return NextResponse.next({ request: { headers } });
}

export const config = {
  // Pages only: build assets, images and API routes never need the header.
  matcher: ["/((?!_next/|api/|art/|brand/|icon.svg|favicon.ico).*)"],
};
