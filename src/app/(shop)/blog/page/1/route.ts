/*
 * Spec section 2: blog page 1 is /blog, with a 301 (Next's own permanent redirects use 308). A
 * route handler rather than a next.config.ts redirect, which Next would match against every
 * request's path; the static segment wins over blog/page/[page]. The query goes along.
 */

// The query differs per request: never a prerendered answer.
export const dynamic = "force-dynamic";

export function GET(request: Request): Response {
  const { search } = new URL(request.url);
  return new Response(null, { status: 301, headers: { location: `/blog${search}` } });
}
