import { saveCart } from "@/server/db/queries/carts";
import { methodNotAllowed, withErrorHandling } from "@/server/http/errors";
import { guardJsonRequest } from "@/server/http/guard-request";
import { SAVE_CART_MAX_BYTES, saveCartBodySchema } from "./schema";

export const dynamic = "force-dynamic";

/** Spec section 7: the browser saves the cart after every change. */
export const POST = withErrorHandling("cart", async (request: Request) => {
  const body = await guardJsonRequest(request, saveCartBodySchema, { surface: "cart", maxBytes: SAVE_CART_MAX_BYTES });
  await saveCart({ uuid: body.uuid, items: body.cart, email: body.email, now: new Date() });
  return Response.json({ ok: true, uuid: body.uuid, lines: body.cart.length });
});

export const GET = methodNotAllowed("POST", "cart");
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
