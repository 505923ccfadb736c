import "server-only";
import { receiptEmail, shopOrderEmail } from "@/domain/checkout/order-emails";
import { paymentNoticeEmail } from "@/domain/checkout/payment-notices";
import type { NoticeEmails, Order, PaidEmails } from "../db/queries/orders";
import { env } from "../env";

function shopInbox(): string {
  return env.SHOP_INBOX_EMAIL || env.SUPPORT_EMAIL;
}

/** The customer's receipt, as sent when the order became paid (and again when an operator resends it). */
export function receiptEmailFor(order: Order) {
  return {
    id: crypto.randomUUID(),
    to: order.email,
    replyTo: env.SUPPORT_EMAIL,
    ...receiptEmail(order, env.SITE_NAME),
  };
}

/** The customer's receipt and the shop's notice, queued when an order becomes paid. */
export const paidOrderEmails: PaidEmails = (order: Order) => {
  const notice = shopOrderEmail(order, "paid");
  return [receiptEmailFor(order), { id: crypto.randomUUID(), to: shopInbox(), replyTo: order.email, ...notice }];
};

export function manualOrderNotice(order: Parameters<typeof shopOrderEmail>[0]) {
  return { id: crypto.randomUUID(), to: shopInbox(), ...shopOrderEmail(order, "pending") };
}

/** The shop's notice of a payment not accepted, a late payment, a refund or a dispute. */
export const paymentNoticeEmails: NoticeEmails = (order, notice) => [
  { id: crypto.randomUUID(), to: shopInbox(), replyTo: order.email, ...paymentNoticeEmail(order, notice) },
];
