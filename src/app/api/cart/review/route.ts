import { CART_REVIEW_MAX_BYTES, cartReviewContract } from "@/domain/api/cart-review";
import { answerCartReview } from "@/domain/cart/cart-review";
import { catalogue } from "@/server/catalogue/catalogue-store";
import { methodNotAllowed, withErrorHandling } from "@/server/http/errors";
import { guardJsonRequest } from "@/server/http/guard-request";

export const dynamic = "force-dynamic";

/** The products of a cart read back from storage, from the catalogue in memory (the watch keeps it fresh). */
export const POST = withErrorHandling("cart", async (request: Request) => {
  const body = await guardJsonRequest(request, cartReviewContract.request, {
    surface: "cart",
    maxBytes: CART_REVIEW_MAX_BYTES,
  });
  const { bySku } = await catalogue();
  return Response.json(answerCartReview(body.skus, (sku) => bySku.get(sku)?.product));
});

export const GET = methodNotAllowed("POST", "cart");
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
