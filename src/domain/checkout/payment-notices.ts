import { formatOrderMoney } from "@/domain/admin/order-money";
import { formatUsd } from "@/domain/money/money";
import type { PromoLimit } from "@/domain/promotions/promo-check";
import { customerLine, type OrderSummary, orderEmailSubject } from "./order-emails";
import type { LatePayment } from "./order-transitions";

/*
 * What the shop is told when money does something other than a plain payment: a payment that was
 * not accepted, a late one, a refund, a dispute. The same notice gives the line kept in
 * orders.payment_issue and the email to the shop's inbox, so the two never disagree.
 */

export type PaymentNotice =
  | { kind: "mismatch"; reason: string }
  | { kind: "late-payment"; from: LatePayment; provider: string }
  /** Paid after its promo code's use was given back, and the code had none left by then: paid, not counted. */
  | { kind: "promo-spent"; from: LatePayment | null; provider: string; code: string; reason: PromoLimit }
  | { kind: "refunded"; refundedCents: number; currency: string }
  | { kind: "partial-refund"; refundedCents: number; currency: string }
  | { kind: "refund-unpaid"; refundedCents: number; currency: string }
  | { kind: "dispute-opened"; amountCents: number; currency: string; reason: string }
  | { kind: "dispute-closed"; outcome: string };

export type NoticeOrder = OrderSummary & { status: string };

/** The line kept in orders.payment_issue: amounts (in the order's money, as an operator reads it) and codes only, nothing personal. */
export function paymentIssueText(notice: PaymentNotice, order: { totalCents: number }): string {
  switch (notice.kind) {
    case "mismatch":
      return notice.reason;
    case "late-payment":
      return `${notice.provider} payment received after the order was ${notice.from}`;
    case "promo-spent":
      return `${notice.provider} payment received${notice.from ? ` after the order was ${notice.from}` : ""}; promo code ${notice.code} ${PROMO_SPENT_TEXT[notice.reason]} by then, so the order is paid with its reduction but not counted as a use`;
    case "refunded":
      return `Refunded in full: ${formatOrderMoney(notice.refundedCents, notice.currency)}`;
    case "partial-refund":
      return `Partially refunded: ${formatOrderMoney(notice.refundedCents, notice.currency)} of ${formatOrderMoney(order.totalCents, notice.currency)}`;
    case "refund-unpaid":
      return `Refund of ${formatOrderMoney(notice.refundedCents, notice.currency)} reported for an order that is not paid`;
    case "dispute-opened":
      return `Dispute opened (${notice.reason}): ${formatOrderMoney(notice.amountCents, notice.currency)}`;
    case "dispute-closed":
      return `Dispute closed: ${notice.outcome}`;
  }
}

const PROMO_SPENT_TEXT: Record<PromoLimit, string> = {
  "used-up": "was used up",
  "used-by-email": "had reached its limit for this email",
};

function headline(notice: PaymentNotice, order: NoticeOrder): string {
  const total = formatUsd(order.totals.totalCents);
  switch (notice.kind) {
    case "mismatch":
      return `Payment not accepted for order ${order.reference}`;
    case "late-payment":
      return `Late payment for ${notice.from} order ${order.reference}: ${total}`;
    case "promo-spent":
      return `Promo code ${notice.code} over its limit on order ${order.reference}: ${total}`;
    case "refunded":
      return `Refunded order ${order.reference}: ${total}`;
    case "partial-refund":
      return `Partial refund on order ${order.reference}: ${formatUsd(notice.refundedCents)} of ${total}`;
    case "refund-unpaid":
      return `Refund reported for unpaid order ${order.reference}`;
    case "dispute-opened":
      return `Dispute opened on order ${order.reference}: ${total}`;
    case "dispute-closed":
      return `Dispute ${notice.outcome} on order ${order.reference}`;
  }
}

/** What the shop should do about the notice. */
export function paymentNoticeAdvice(notice: PaymentNotice): string {
  switch (notice.kind) {
    case "mismatch":
      return "The order stays unpaid. Compare the payment in the provider's dashboard with this order, then refund it or settle the difference with the customer. Do not deliver until then.";
    case "late-payment":
      return "The money was received, so the order is now paid and the customer has their receipt. Check that it can still be delivered, or refund it.";
    case "promo-spent":
      return "The money was received, so the order is paid at what was charged and the customer has their receipt. The use this order gave back when it closed was taken meanwhile (by another order, or by this email), so the code has given one reduction more than its limits allow, and this order is not counted among its uses. Decide whether to honour it, ask the customer for the difference, or refund.";
    case "refunded":
      return "Do not deliver this order. If it was already delivered, take it up with the customer.";
    case "partial-refund":
      return "The order stays paid. Deliver what is still paid for.";
    case "refund-unpaid":
      return "The order was never accepted as paid; nothing else changes.";
    case "dispute-opened":
      return "Hold delivery and answer the dispute in the provider's dashboard before its deadline.";
    case "dispute-closed":
      return "The dispute is closed; the order's status reflects the outcome.";
  }
}

/** The notice's facts, one "label: value" each, for the text and the HTML table alike. */
export function paymentNoticeFacts(order: NoticeOrder, notice: PaymentNotice): [string, string][] {
  return [
    ["What happened", paymentIssueText(notice, order.totals)],
    ["Order total", formatUsd(order.totals.totalCents)],
    ["Customer", customerLine(order).replace(/^Customer: /, "")],
  ];
}

export function paymentNoticeHeading(order: NoticeOrder): string {
  return `Order ${order.reference} (now ${order.status}, ${order.method})`;
}

export function paymentNoticeSubject(order: NoticeOrder, notice: PaymentNotice): string {
  return orderEmailSubject(order, headline(notice, order));
}

/** The email to the shop's inbox; its subject goes through orderEmailSubject, so a test order says [TEST]. */
export function paymentNoticeEmail(order: NoticeOrder, notice: PaymentNotice): { subject: string; text: string } {
  return {
    subject: paymentNoticeSubject(order, notice),
    text: [
      paymentNoticeHeading(order),
      ...paymentNoticeFacts(order, notice).map(([label, value]) => `${label}: ${value}`),
      "",
      paymentNoticeAdvice(notice),
    ].join("\n"),
  };
}
