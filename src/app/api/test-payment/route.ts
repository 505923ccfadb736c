import { TEST_PAYMENT_MAX_BYTES, type TestPaymentResponse, testPaymentContract } from "@/domain/api/test-payment";
import { settleDemoPayment } from "@/server/checkout/demo-payment";
import { methodNotAllowed, withErrorHandling } from "@/server/http/errors";
import { guardJsonRequest } from "@/server/http/guard-request";

export const dynamic = "force-dynamic";

/** The demo provider's Pay and Cancel buttons; answers where to send the visitor next. */
export const POST = withErrorHandling("test-payment", async (request: Request) => {
  const body = await guardJsonRequest(request, testPaymentContract.request, {
    surface: "test-payment",
    maxBytes: TEST_PAYMENT_MAX_BYTES,
  });
  const answer: TestPaymentResponse = await settleDemoPayment(body.session, body.action, new Date());
  return Response.json(answer);
});

export const GET = methodNotAllowed("POST", "test-payment");
export const PUT = GET;
export const PATCH = GET;
export const DELETE = GET;
