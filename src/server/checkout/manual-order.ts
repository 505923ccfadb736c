import "server-only";
import { createHash } from "node:crypto";
import type { PlacedManualOrder } from "@/domain/api/checkout-order";
import { manualOrderEmail } from "@/domain/checkout/manual-order-email";
import { manualOrderIdentity, manualPaymentSteps, repeatWindowStart } from "@/domain/checkout/manual-payment";
import type { CheckoutMethod } from "@/domain/checkout/methods";
import { createManualOrderOnce, type NewOrder, type WithNewOrder } from "../db/queries/orders";
import { env } from "../env";
import { manualOrderNotice } from "./order-emails";

/**
 * Stores a manual order with the customer's confirmation and the shop's notice, or, when the same
 * cart was placed in the last ten minutes and is still pending, answers with that order instead.
 * Either way the visitor is told the stored order's reference, amount and next steps.
 */
export async function placeManualOrder(
  order: NewOrder & { method: CheckoutMethod },
  now: Date,
  withOrder?: WithNewOrder,
): Promise<PlacedManualOrder> {
  const identity = manualOrderIdentity({
    cartUuid: order.cartUuid,
    method: order.method,
    profile: order,
    lines: order.lines,
    totalCents: order.totals.totalCents,
  });
  const steps = manualPaymentSteps({ ...order, totalCents: order.totals.totalCents });
  const { id: _noticeId, ...notice } = manualOrderNotice(order);
  const stored = await createManualOrderOnce(order, {
    repeatKey: createHash("sha256").update(identity).digest("hex"),
    windowStart: repeatWindowStart(now),
    now,
    withOrder,
    emails: [
      { to: order.email, replyTo: env.SUPPORT_EMAIL, ...manualOrderEmail(order, steps, env.SITE_NAME) },
      { ...notice, replyTo: order.email },
    ],
  });
  const { reference, totals } = stored.order;
  return {
    kind: "manual",
    reference,
    method: order.method,
    totalCents: totals.totalCents,
    steps: manualPaymentSteps({ reference, method: order.method, totalCents: totals.totalCents }),
  };
}
