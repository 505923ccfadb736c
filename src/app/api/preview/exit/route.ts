import { draftMode } from "next/headers";

export const dynamic = "force-dynamic";

/** Leaves preview and goes back to the page, or to /blog. */
export async function GET(request: Request): Promise<Response> {
  (await draftMode()).disable();
  const redirect = new URL(request.url).searchParams.get("redirect");
  const location = redirect?.startsWith("/") && !redirect.startsWith("//") ? redirect : "/blog";
  return new Response(null, { status: 307, headers: { location } });
}
