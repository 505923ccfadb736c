import "server-only";
import type { Kysely, Transaction } from "kysely";
import { orderPagePath } from "@/domain/api/order-tracking";
import type { Order } from "../db/queries/orders";
import type { Database } from "../db/schema";
import { paymentNoticeParts, receiptParts, shopOrderParts } from "../email/email-parts";
import { env } from "../env";
import { type AccessPurpose, issueAccessToken } from "../orders/access-tokens";
import type { NoticeEmails, PaidEmails } from "../orders/mark-order-paid";

function shopInbox(): string {
  return env.SHOP_INBOX_EMAIL || env.SUPPORT_EMAIL;
}

/**
 * A new link to the order's private page, as the customer's emails give it: absolute, on SITE_URL.
 * Its token is stored in `db`, the caller's transaction that queues the email carrying it.
 */
export async function issueOrderPageUrl(
  db: Kysely<Database> | Transaction<Database>,
  order: { id: string; reference: string },
  purpose: AccessPurpose,
  now: Date,
): Promise<string> {
  const token = await issueAccessToken(db, { orderId: order.id, purpose, now });
  return new URL(orderPagePath(order.reference, token), env.SITE_URL).toString();
}

/** The customer's receipt with a fresh link to the order's page, as sent when it became paid (and when resent). */
export async function receiptEmailFor(trx: Transaction<Database>, order: Order, now: Date) {
  const orderUrl = await issueOrderPageUrl(trx, order, "receipt", now);
  return {
    id: crypto.randomUUID(),
    to: order.email,
    replyTo: env.SUPPORT_EMAIL,
    ...receiptParts(order, orderUrl),
  };
}

/** The customer's receipt and the shop's notice, queued when an order becomes paid. */
export const paidOrderEmails: PaidEmails = async (trx, order) => {
  const notice = shopOrderParts(order, "paid");
  const receipt = await receiptEmailFor(trx, order, new Date(order.paidAt ?? Date.now()));
  return [receipt, { id: crypto.randomUUID(), to: shopInbox(), replyTo: order.email, ...notice }];
};

export function manualOrderNotice(order: Parameters<typeof shopOrderParts>[0]) {
  return { id: crypto.randomUUID(), to: shopInbox(), ...shopOrderParts(order, "pending") };
}

/** The shop's notice of a payment not accepted, a late payment, a refund or a dispute. */
export const paymentNoticeEmails: NoticeEmails = (order, notice) => [
  { id: crypto.randomUUID(), to: shopInbox(), replyTo: order.email, ...paymentNoticeParts(order, notice) },
];
