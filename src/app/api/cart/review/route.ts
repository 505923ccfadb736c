import { cartReviewContract } from "@/domain/api/cart-review";
import { CART_LINES_MAX_BYTES } from "@/domain/cart/cart-limits";
import { reviewCartLines } from "@/domain/cart/cart-review";
import { catalogue } from "@/server/catalogue/catalogue-store";
import { guardJsonRequest } from "@/server/http/guard-request";
import { routeMethods } from "@/server/http/route-methods";

export const dynamic = "force-dynamic";

/** A cart read back from storage, reviewed against the catalogue in memory (the watch keeps it fresh). */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods("cart", {
  POST: async (request: Request) => {
    const body = await guardJsonRequest(request, cartReviewContract.request, {
      surface: "cart",
      maxBytes: CART_LINES_MAX_BYTES,
    });
    const { bySku } = await catalogue();
    return Response.json(reviewCartLines(body.items, (sku) => bySku.get(sku)?.product));
  },
});
