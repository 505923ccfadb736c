import { type PlaceOrderResponse, placeOrderContract } from "@/domain/api/checkout-order";
import { CART_LINES_MAX_BYTES } from "@/domain/cart/cart-limits";
import { placeOrder } from "@/server/checkout/checkout-service";
import { guardJsonRequest } from "@/server/http/guard-request";
import { routeMethods } from "@/server/http/route-methods";

export const dynamic = "force-dynamic";

/** Prices the cart on the server, stores the order and starts its payment. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods("checkout", {
  POST: async (request: Request) => {
    const body = await guardJsonRequest(request, placeOrderContract.request, {
      surface: "checkout",
      maxBytes: CART_LINES_MAX_BYTES,
    });
    const placed: PlaceOrderResponse = await placeOrder({
      cartUuid: body.cartUuid,
      items: body.items,
      profile: body.profile,
      method: body.method,
      expectedTotalCents: body.expectedTotalCents,
      promoCode: body.promoCode,
      now: new Date(),
    });
    return Response.json(placed, { status: 201 });
  },
});
