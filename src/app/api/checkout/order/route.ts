import { placeOrder } from "@/server/checkout/checkout-service";
import { withErrorHandling } from "@/server/http/errors";
import { parseJsonBody } from "@/server/http/parse-body";
import { placeOrderSchema } from "./schema";

/** Prices the cart on the server, stores the order and starts its payment. */
export const POST = withErrorHandling("checkout", async (request: Request) => {
  const body = await parseJsonBody(request, placeOrderSchema, "checkout", 48 * 1024);
  const placed = await placeOrder({
    cartUuid: body.cartUuid,
    items: body.items,
    profile: body.profile,
    method: body.method,
    expectedTotalCents: body.expectedTotalCents,
    now: new Date(),
  });
  return Response.json(placed, { status: 201 });
});
