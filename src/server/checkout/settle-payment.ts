import "server-only";
import type { ReportedPayment } from "@/domain/checkout/payment-check";
import { kickOutbox } from "../email/outbox-worker";
import { log } from "../log";
import { type MarkPaidResult, markOrderPaid } from "../orders/mark-order-paid";
import { paidOrderEmails, paymentNoticeEmails } from "./order-emails";

/**
 * Every path that learns of a payment (the Stripe and Square webhooks, the return lookup, the demo
 * provider) comes through here: markOrderPaid checks the money and moves the order once; this logs
 * what happened (ids, references and amounts, nothing personal) and wakes the outbox.
 */
export async function settlePayment(input: {
  provider: "stripe" | "square" | "demo";
  providerRef: string;
  paymentRef?: string;
  reported: ReportedPayment;
  event?: { id: string; type: string };
  now: Date;
}): Promise<MarkPaidResult> {
  const result = await markOrderPaid({
    provider: input.provider,
    providerRef: input.providerRef,
    paymentRef: input.paymentRef,
    reported: input.reported,
    event: input.event,
    now: input.now,
    emails: paidOrderEmails,
    notices: paymentNoticeEmails,
  });
  const context = {
    provider: input.provider,
    orderReference: result.order?.reference,
    eventId: input.event?.id,
    eventType: input.event?.type,
  };
  if (result.mismatch) {
    log.warn({ ...context, reason: result.mismatch }, "payment not accepted: it does not match the order");
  } else if (result.promoSpent) {
    log.warn({ ...context, from: result.lateFrom }, "late payment: its promo code was spent meanwhile, order flagged");
  } else if (result.lateFrom) {
    log.warn({ ...context, from: result.lateFrom }, "late payment: order marked paid after it was closed");
  } else if (result.transitioned) {
    log.info(context, "order paid");
  } else if (!result.order && !result.duplicateEvent) {
    log.info(context, "payment for an order this shop does not know");
  }
  if (result.queued) kickOutbox();
  return result;
}
