import "server-only";
import { createHash } from "node:crypto";
import type { PlacedManualOrder } from "@/domain/api/checkout-order";
import { orderPagePath } from "@/domain/api/order-tracking";
import { manualOrderIdentity, manualPaymentSteps, repeatWindowStart } from "@/domain/checkout/manual-payment";
import type { CheckoutMethod } from "@/domain/checkout/methods";
import { orderWords } from "@/domain/orders/order-words";
import { payToFor } from "@/domain/settings/payment-details";
import { manualOrderParts } from "@/server/email/email-parts";
import { database } from "../db/database";
import type { NewOrder } from "../db/queries/orders";
import { enqueueEmail } from "../db/queries/outbox";
import { env } from "../env";
import { manualOrderEvent, queueDiscordPost } from "../notifications/discord-notices";
import { issueAccessToken } from "../orders/access-tokens";
import { createManualOrderOnce, type WithNewOrder } from "../orders/order-store";
import { paymentDetails } from "../settings/payment-details";
import { issueOrderPageUrl, manualOrderNotice } from "./order-emails";

/**
 * Stores a manual order with the customer's confirmation and the shop's notice, or, when the same
 * cart was placed in the last ten minutes and is still pending, answers with that order instead.
 * Either way the visitor is told the stored order's reference, amount and next steps, and gets a
 * link of its own to the order's page (the confirmation email carries another).
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
  // Where to pay, from the shop's settings: the confirmation and its email tell the customer at once.
  const payTo = payToFor(order.method, await paymentDetails());
  const words = orderWords(order);
  const steps = manualPaymentSteps(
    { ...order, totalCents: order.totals.totalCents, goldTenths: order.goldPaymentTenths, words },
    payTo,
  );
  const { id: _noticeId, ...notice } = manualOrderNotice(order);
  let token: string | undefined;
  const stored = await createManualOrderOnce(order, {
    repeatKey: createHash("sha256").update(identity).digest("hex"),
    windowStart: repeatWindowStart(now),
    now,
    // Only a new order runs this: its links are stored with it, both or neither.
    withOrder: async (trx) => {
      await withOrder?.(trx);
      token = await issueAccessToken(trx, { orderId: order.id, purpose: "checkout", now });
      const orderUrl = await issueOrderPageUrl(trx, order, "manual", now);
      await enqueueEmail(trx, {
        id: crypto.randomUUID(),
        to: order.email,
        replyTo: env.SUPPORT_EMAIL,
        ...manualOrderParts(order, steps, orderUrl),
        now,
        orderId: order.id,
      });
      await queueDiscordPost(trx, manualOrderEvent(order, now), now);
    },
    emails: [{ ...notice, replyTo: order.email }],
  });
  const { id, reference, totals, goldPaymentTenths } = stored.order;
  // The same cart placed again answers with the stored order: this screen gets a link of its own.
  token ??= await issueAccessToken((await database()).db, { orderId: id, purpose: "checkout", now });
  return {
    kind: "manual",
    reference,
    method: order.method,
    totalCents: totals.totalCents,
    steps: manualPaymentSteps(
      { reference, method: order.method, totalCents: totals.totalCents, goldTenths: goldPaymentTenths, words },
      payTo,
    ),
    orderPath: orderPagePath(reference, token),
    ...(goldPaymentTenths === null ? {} : { goldTenths: goldPaymentTenths }),
  };
}
