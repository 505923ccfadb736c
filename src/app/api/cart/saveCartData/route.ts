import { SAVE_CART_MAX_BYTES, type SaveCartDataResponse, saveCartDataContract } from "@/domain/api/save-cart-data";
import { saveCart } from "@/server/carts/saved-carts";
import { assertSellableLines } from "@/server/carts/sellable-lines";
import { guardJsonRequest } from "@/server/http/guard-request";
import { routeMethods } from "@/server/http/route-methods";

export const dynamic = "force-dynamic";

/** Spec section 7: the browser saves the cart after every change. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods("cart", {
  POST: async (request: Request) => {
    const body = await guardJsonRequest(request, saveCartDataContract.request, {
      surface: "cart",
      maxBytes: SAVE_CART_MAX_BYTES,
    });
    await assertSellableLines(body.cart);
    await saveCart({ uuid: body.uuid, items: body.cart, email: body.email, now: new Date() });
    const answer: SaveCartDataResponse = { ok: true, uuid: body.uuid, lines: body.cart.length };
    return Response.json(answer);
  },
});
