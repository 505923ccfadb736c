/*
 * The spec has bundle pages but no bundle index: the index is a section of the services page. A
 * route handler rather than a next.config.ts redirect, which Next would match against every
 * request's path. The query goes along, as a config redirect keeps it.
 */

// The query differs per request: never a prerendered answer.
export const dynamic = "force-dynamic";

export function GET(request: Request): Response {
  const { search } = new URL(request.url);
  return new Response(null, { status: 307, headers: { location: `/osrs-services${search}#bundles` } });
}
