import { cookies, draftMode } from "next/headers";
import { safeRedirectPath } from "@/domain/http/safe-redirect";
import { PREVIEW_SESSION_COOKIE } from "@/server/content/preview-session";
import { routeMethods } from "@/server/http/route-methods";

export const dynamic = "force-dynamic";

/**
 * Leaves preview and goes back to the page, or to /blog. It only clears this browser's own
 * preview cookies, so no origin check or rate limit: another site making a visitor leave preview
 * harms nothing.
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods("preview", {
  GET: async (request: Request) => {
    (await draftMode()).disable();
    (await cookies()).delete(PREVIEW_SESSION_COOKIE);
    const redirect = new URL(request.url).searchParams.get("redirect");
    const location = safeRedirectPath(redirect, "/blog", { dropParams: ["preview", "token"] });
    return new Response(null, { status: 307, headers: { location } });
  },
});
