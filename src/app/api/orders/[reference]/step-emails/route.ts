import { stepEmailsContract } from "@/domain/api/order-tracking";
import { guardJsonRequest } from "@/server/http/guard-request";
import { routeMethods } from "@/server/http/route-methods";
import { openOrderOrNotFound, orderNotFound, PRIVATE_NO_STORE } from "@/server/orders/live-order-routes";
import { setStepEmails } from "@/server/orders/order-tracking";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ reference: string }> };

/**
 * POST /api/orders/REFERENCE/step-emails { k, enabled }: the customer turns the email at each
 * step on or off from the order page (same-site only, rate limited per client). Answers the new
 * view; a link that opens nothing is the page's 404.
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods("order-step-emails", {
  POST: async (request: Request, { params }: Context) => {
    const { reference } = await params;
    const body = await guardJsonRequest(request, stepEmailsContract.request, {
      surface: "order-step-emails",
      maxBytes: 1_024,
    });
    const { orderId } = await openOrderOrNotFound(reference, body.k);
    const view = await setStepEmails(orderId, body.enabled);
    if (!view) throw orderNotFound();
    return Response.json(view, { headers: PRIVATE_NO_STORE });
  },
});
