import { QUOTE_MAX_BYTES, quoteContract } from "@/domain/api/checkout-quote";
import { quoteForCheckout } from "@/server/checkout/checkout-quote";
import { methodNotAllowed, withErrorHandling } from "@/server/http/errors";
import { guardJsonRequest } from "@/server/http/guard-request";

export const dynamic = "force-dynamic";

/** Prices the cart as placing the order would, storing nothing: the checkout shows it first. */
export const POST = withErrorHandling("checkout", async (request: Request) => {
  const body = await guardJsonRequest(request, quoteContract.request, {
    surface: "checkout",
    maxBytes: QUOTE_MAX_BYTES,
  });
  return Response.json(await quoteForCheckout(body.items, body.code));
});

export const GET = methodNotAllowed("POST", "checkout");
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
