import { MAX_CART_TOKEN_LENGTH } from "@/domain/carts/cart-link-token";
import { unsubscribeByLink } from "@/server/carts/cart-links";
import { AppError } from "@/server/http/errors";
import { guardRequest } from "@/server/http/guard-request";
import { readBodyText } from "@/server/http/parse-body";
import { routeMethods } from "@/server/http/route-methods";

export const dynamic = "force-dynamic";

/*
 * POST /api/unsubscribe?t=TOKEN: the reminder's unsubscribe link. Two callers:
 * the /unsubscribe page's form (field from=page), answered with a 303 back to the page, which then
 * says the address is unsubscribed; and a mail client's one-click unsubscribe (RFC 8058: the body
 * `List-Unsubscribe=One-Click`, from the mail provider's servers, so not same-site: the signed
 * token is the gate), answered 200. A bad link changes nothing.
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods("unsubscribe", {
  POST: async (request: Request) => {
    await guardRequest(request, { surface: "unsubscribe", crossSite: "allow" });
    const token = new URL(request.url).searchParams.get("t") ?? "";
    const form = new URLSearchParams(await readBodyText(request, "unsubscribe", 1_024));
    const done =
      token.length <= MAX_CART_TOKEN_LENGTH &&
      (await unsubscribeByLink(token, form.get("from") === "page" ? "page" : "one-click"));
    if (form.get("from") === "page") {
      return new Response(null, {
        status: 303,
        headers: { location: `/unsubscribe?t=${encodeURIComponent(token)}`, "cache-control": "no-store" },
      });
    }
    if (!done) throw new AppError("bad_request:unsubscribe", "This unsubscribe link has expired or is not valid.");
    return Response.json({ ok: true }, { headers: { "cache-control": "no-store" } });
  },
});
