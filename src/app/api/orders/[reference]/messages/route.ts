import { ORDER_QUESTION_MAX_BYTES, type OrderQuestionResponse, orderQuestionContract } from "@/domain/api/order-lookup";
import { QUESTION_RATE_MESSAGE } from "@/domain/orders/order-lookup";
import { kickOutbox } from "@/server/email/outbox-worker";
import { env } from "@/server/env";
import { enforceRateLimit, guardJsonRequest } from "@/server/http/guard-request";
import { routeMethods } from "@/server/http/route-methods";
import { log } from "@/server/log";
import { askAboutOrder } from "@/server/orders/order-questions";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ reference: string }> };

/** A question from an order's private page: 202 once it is in the shop's inbox. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods("order-question", {
  POST: async (request: Request, context: Context) => {
    const body = await guardJsonRequest(request, orderQuestionContract.request, {
      surface: "order-question",
      maxBytes: ORDER_QUESTION_MAX_BYTES,
      rateLimit: false,
    });
    // Counted before the token is checked, so wrong tokens use the budget up as well.
    await enforceRateLimit(request, {
      bucket: "order-question",
      surface: "order-question",
      rule: { limit: env.CONTACT_RATE_LIMIT, windowSeconds: env.CONTACT_RATE_WINDOW_SECONDS },
      message: QUESTION_RATE_MESSAGE,
    });
    const { reference } = await context.params;
    const sent = await askAboutOrder({ reference, token: body.k, message: body.message, now: new Date() });
    // Ids only: the address and the text stay in the database (logger.ts).
    log.info({ messageId: sent.messageId, emailId: sent.emailId }, "order question queued");
    kickOutbox();
    const answer: OrderQuestionResponse = { ok: true, maskedEmail: sent.maskedEmail, question: sent.question };
    return Response.json(answer, { status: 202 });
  },
});
