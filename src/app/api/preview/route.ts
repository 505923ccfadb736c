import { timingSafeEqual } from "node:crypto";
import { draftMode } from "next/headers";
import { env } from "@/server/env";

export const dynamic = "force-dynamic";

function safeRedirect(value: string | null): string {
  // Only paths on this site: never an open redirect.
  return value?.startsWith("/") && !value.startsWith("//") ? value : "/blog";
}

function tokenMatches(given: string): boolean {
  if (env.PREVIEW_TOKEN === "") return false;
  const expected = Buffer.from(env.PREVIEW_TOKEN);
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Turns preview (Next's draft mode) on for this browser when the token is right; a wrong token changes nothing. */
export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (tokenMatches(url.searchParams.get("token") ?? "")) (await draftMode()).enable();
  return new Response(null, { status: 307, headers: { location: safeRedirect(url.searchParams.get("redirect")) } });
}
