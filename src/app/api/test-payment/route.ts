import { TEST_PAYMENT_MAX_BYTES, type TestPaymentResponse, testPaymentContract } from "@/domain/api/test-payment";
import { settleDemoPayment } from "@/server/checkout/demo-payment";
import { guardJsonRequest } from "@/server/http/guard-request";
import { routeMethods } from "@/server/http/route-methods";

export const dynamic = "force-dynamic";

/** The demo provider's Pay and Cancel buttons; answers where to send the visitor next. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods("test-payment", {
  POST: async (request: Request) => {
    const body = await guardJsonRequest(request, testPaymentContract.request, {
      surface: "test-payment",
      maxBytes: TEST_PAYMENT_MAX_BYTES,
    });
    const answer: TestPaymentResponse = await settleDemoPayment(body.session, body.action, new Date());
    return Response.json(answer);
  },
});
