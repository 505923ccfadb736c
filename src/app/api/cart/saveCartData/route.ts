import { SAVE_CART_MAX_BYTES, type SaveCartDataResponse, saveCartDataContract } from "@/domain/api/save-cart-data";
import { mismatchedLines } from "@/domain/checkout/reprice";
import { catalogue } from "@/server/catalogue/catalogue-store";
import { saveCart } from "@/server/db/queries/carts";
import { AppError, methodNotAllowed, withErrorHandling } from "@/server/http/errors";
import { guardJsonRequest } from "@/server/http/guard-request";

export const dynamic = "force-dynamic";

/** Spec section 7: the browser saves the cart after every change. */
export const POST = withErrorHandling("cart", async (request: Request) => {
  const body = await guardJsonRequest(request, saveCartDataContract.request, {
    surface: "cart",
    maxBytes: SAVE_CART_MAX_BYTES,
  });
  const { bySku } = await catalogue();
  const mismatched = mismatchedLines(body.cart, (sku) => bySku.get(sku)?.product);
  if (mismatched.length > 0) {
    throw new AppError("bad_request:cart", mismatched.map((problem) => problem.reason).join(" "));
  }
  await saveCart({ uuid: body.uuid, items: body.cart, email: body.email, now: new Date() });
  const answer: SaveCartDataResponse = { ok: true, uuid: body.uuid, lines: body.cart.length };
  return Response.json(answer);
});

export const GET = methodNotAllowed("POST", "cart");
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
