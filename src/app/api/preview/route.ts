import { timingSafeEqual } from "node:crypto";
import { draftMode } from "next/headers";
import { safeRedirectPath } from "@/domain/http/safe-redirect";
import { env } from "@/server/env";
import { methodNotAllowed, withErrorHandling } from "@/server/http/errors";
import { guardRequest } from "@/server/http/guard-request";

export const dynamic = "force-dynamic";

function tokenMatches(given: string): boolean {
  if (env.PREVIEW_TOKEN === "") return false;
  const expected = Buffer.from(env.PREVIEW_TOKEN);
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * Turns preview (Next's draft mode) on for this browser when the token is right; a wrong token
 * changes nothing. Preview links are shared from other sites, so the token, not the origin, is
 * the credential; the rate limit keeps it from being guessed.
 */
export const GET = withErrorHandling("preview", async (request: Request) => {
  await guardRequest(request, { surface: "preview", crossSite: "allow" });
  const url = new URL(request.url);
  if (tokenMatches(url.searchParams.get("token") ?? "")) (await draftMode()).enable();
  return new Response(null, {
    status: 307,
    headers: { location: safeRedirectPath(url.searchParams.get("redirect"), "/blog") },
  });
});

export const POST = methodNotAllowed("GET", "preview");
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;
