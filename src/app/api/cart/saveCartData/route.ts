import { saveCart } from "@/server/db/queries/carts";
import { withErrorHandling } from "@/server/http/errors";
import { parseJsonBody } from "@/server/http/parse-body";
import { SAVE_CART_MAX_BYTES, saveCartBodySchema } from "./schema";

/** Spec section 7: the browser saves the cart after every change. */
export const POST = withErrorHandling("cart", async (request: Request) => {
  const body = await parseJsonBody(request, saveCartBodySchema, "cart", SAVE_CART_MAX_BYTES);
  await saveCart({ uuid: body.uuid, items: body.cart, email: body.email, now: new Date() });
  return Response.json({ ok: true, uuid: body.uuid, lines: body.cart.length });
});
