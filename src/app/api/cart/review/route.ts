import { CART_REVIEW_MAX_BYTES, cartReviewContract } from "@/domain/api/cart-review";
import { answerCartReview } from "@/domain/cart/cart-review";
import { catalogue } from "@/server/catalogue/catalogue-store";
import { guardJsonRequest } from "@/server/http/guard-request";
import { routeMethods } from "@/server/http/route-methods";

export const dynamic = "force-dynamic";

/** The products of a cart read back from storage, from the catalogue in memory (the watch keeps it fresh). */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods("cart", {
  POST: async (request: Request) => {
    const body = await guardJsonRequest(request, cartReviewContract.request, {
      surface: "cart",
      maxBytes: CART_REVIEW_MAX_BYTES,
    });
    const { bySku } = await catalogue();
    return Response.json(answerCartReview(body.skus, (sku) => bySku.get(sku)?.product));
  },
});
