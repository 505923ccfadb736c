import { cookies, draftMode } from "next/headers";
import { safeRedirectPath } from "@/domain/http/safe-redirect";
import {
  PREVIEW_COOKIE_OPTIONS,
  PREVIEW_SESSION_COOKIE,
  previewSessionValue,
  previewTokenMatches,
} from "@/server/content/preview-session";
import { guardRequest } from "@/server/http/guard-request";
import { routeMethods } from "@/server/http/route-methods";

export const dynamic = "force-dynamic";

/** Never carried on to the page: the token is a credential, and `preview` on a blog page comes back here. */
const CREDENTIAL_PARAMS = ["preview", "token"];

/**
 * Turns preview (Next's draft mode, bound to the current token) on for this browser when the
 * token is right; a wrong token changes nothing. Preview links are shared from other sites, so
 * the token, not the origin, is the credential; the rate limit keeps it from being guessed. The
 * blog's `?preview=<token>` links arrive here through the request stamp's rewrite
 * (src/domain/http/request-rewrite.ts), so the token is never in a Location header: the answer
 * redirects to the page without it.
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods("preview", {
  GET: async (request: Request) => {
    await guardRequest(request, { surface: "preview", crossSite: "allow" });
    const url = new URL(request.url);
    const session = previewSessionValue();
    if (session !== null && previewTokenMatches(url.searchParams.get("token") ?? "")) {
      (await draftMode()).enable();
      (await cookies()).set(PREVIEW_SESSION_COOKIE, session, PREVIEW_COOKIE_OPTIONS);
    }
    const location = safeRedirectPath(url.searchParams.get("redirect"), "/blog", { dropParams: CREDENTIAL_PARAMS });
    return new Response(null, {
      status: 307,
      headers: { location, "cache-control": "no-store", "referrer-policy": "no-referrer" },
    });
  },
});
