import { quoteContract } from "@/domain/api/checkout-quote";
import { CART_LINES_MAX_BYTES } from "@/domain/cart/cart-limits";
import { quoteForCheckout } from "@/server/checkout/checkout-quote";
import { guardJsonRequest } from "@/server/http/guard-request";
import { routeMethods } from "@/server/http/route-methods";

export const dynamic = "force-dynamic";

/** Prices the cart as placing the order would, storing nothing: the checkout shows it first. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods("checkout", {
  POST: async (request: Request) => {
    const body = await guardJsonRequest(request, quoteContract.request, {
      surface: "checkout",
      maxBytes: CART_LINES_MAX_BYTES,
    });
    return Response.json(await quoteForCheckout(body.items, body.code));
  },
});
