import { orderTable, orderTableText } from "@/domain/email/order-table";
import { type GoldPromise, goldPromiseSentence } from "@/domain/gold/gold-promise";
import { formatUsd } from "@/domain/money/money";
import { orderWords, receiptNextSentence } from "@/domain/orders/order-words";
import type { OrderLine, OrderTotals } from "./reprice";

export type OrderSummary = {
  reference: string;
  email: string;
  name: string;
  rsn: string;
  method: string;
  lines: OrderLine[];
  totals: OrderTotals;
  /** Placed while the shop ran in demo or test mode: every email about it says TEST in its subject. */
  testMode: boolean;
  /** Refunded so far: a receipt sent again after a refund says what was paid and what went back. */
  refundedCents?: number;
  /** The gold delivery promise the order was placed with: the receipt repeats it. */
  goldPromise?: GoldPromise | null;
};

/** Every subject of an email about an order goes through here, so a test order can never look real. */
export function orderEmailSubject(order: Pick<OrderSummary, "testMode">, subject: string): string {
  return order.testMode ? `[TEST] ${subject}` : subject;
}

/** The line that opens the order's private page; none when the email carries no link. */
export function orderLinkLines(orderUrl: string | undefined): string[] {
  return orderUrl ? ["", `Follow your order: ${orderUrl}`] : [];
}

/** "Thank you, Zezima!" from the first word of the name, or a plain "Thank you!". */
export function thanksLine(name: string): string {
  return `Thank you${name ? `, ${name.split(/\s+/)[0]}` : ""}!`;
}

export const RECEIPT_INTRO = "We have received your payment.";
export const RECEIPT_REPLY = "Reply to this email if you have any question about your order.";

/** The receipt's order table: lines at list price, discount, promo code, "Total paid". */
export function receiptTable(order: Pick<OrderSummary, "lines" | "totals">) {
  return orderTable(order.lines, order.totals, "Total paid");
}

/** The receipt's opening words: the payment received, and what of it was refunded since. */
export function receiptIntro(order: Pick<OrderSummary, "name" | "totals" | "refundedCents">): string {
  const refunded = order.refundedCents ?? 0;
  const paid = formatUsd(order.totals.totalCents);
  if (refunded <= 0) return `${thanksLine(order.name)} ${RECEIPT_INTRO}`;
  if (refunded >= order.totals.totalCents) {
    return `${thanksLine(order.name)} We received your payment of ${paid}, and have refunded all of it (${formatUsd(refunded)}).`;
  }
  return `${thanksLine(order.name)} We received your payment of ${paid}; ${formatUsd(refunded)} of it has been refunded, so ${formatUsd(order.totals.totalCents - refunded)} is kept for your order.`;
}

/** The gold line's promise, as the buyer read it when ordering; none without one. */
export function receiptGoldPromise(order: Pick<OrderSummary, "goldPromise">): string | undefined {
  return order.goldPromise ? `Your gold: ${goldPromiseSentence(order.goldPromise)}` : undefined;
}

/**
 * What happens next, in the order's words (gold traded to the buyer's name, services played by our
 * team): as usual, or, for gold beyond the stock, at the time its promise says (not the usual 15
 * minutes); nothing more once all the money went back.
 */
export function receiptNext(
  order: Pick<OrderSummary, "totals" | "refundedCents" | "goldPromise" | "lines" | "rsn">,
): string {
  if ((order.refundedCents ?? 0) >= order.totals.totalCents) {
    return "What happens next: nothing more; work on this order has stopped.";
  }
  const beyondStock = Boolean(order.goldPromise && order.goldPromise.kind !== "in_stock");
  return receiptNextSentence(orderWords(order), beyondStock);
}

/** The lines under a refunded receipt's table: "Refunded: −$10.00", "Kept: $29.37". */
export function receiptRefundRows(order: Pick<OrderSummary, "totals" | "refundedCents">): [string, string][] {
  const refunded = order.refundedCents ?? 0;
  if (refunded <= 0) return [];
  return [
    ["Refunded", `−${formatUsd(refunded)}`],
    ["Kept", formatUsd(Math.max(0, order.totals.totalCents - refunded))],
  ];
}

/** The customer's receipt, sent once the payment is verified; `orderUrl` is the order's private page. */
export function receiptEmail(
  order: OrderSummary,
  siteName: string,
  orderUrl?: string,
): { subject: string; text: string } {
  return {
    subject: orderEmailSubject(order, `${siteName} receipt for order ${order.reference}`),
    text: [
      receiptIntro(order),
      "",
      `Order ${order.reference}`,
      ...orderTableText(receiptTable(order)),
      ...receiptRefundRows(order).map(([label, amount]) => `${label}: ${amount}`),
      ...(receiptGoldPromise(order) ? ["", receiptGoldPromise(order) ?? ""] : []),
      ...orderLinkLines(orderUrl),
      "",
      receiptNext(order),
      RECEIPT_REPLY,
    ]
      .filter((line, index, all) => line !== "" || all[index - 1] !== "")
      .join("\n"),
  };
}

/** The shop's notice's customer line: "Customer: Zezima Player <buyer@example.com>, RSN Zezima". */
export function customerLine(order: Pick<OrderSummary, "name" | "email" | "rsn">): string {
  return `Customer: ${order.name || "(no name)"} <${order.email}>${order.rsn ? `, RSN ${order.rsn}` : ""}`;
}

/** The shop notice's subject and first line, shared by its text and HTML parts. */
export function shopOrderHeadline(order: OrderSummary, status: "paid" | "pending") {
  return {
    subject: orderEmailSubject(
      order,
      `${status === "paid" ? "Paid" : "New manual"} order ${order.reference}: ${formatUsd(order.totals.totalCents)}`,
    ),
    first: `Order ${order.reference} (${status}, ${order.method})`,
  };
}

/** The shop's notice of a new paid (or manual, pending) order. */
export function shopOrderEmail(order: OrderSummary, status: "paid" | "pending"): { subject: string; text: string } {
  const headline = shopOrderHeadline(order, status);
  return {
    subject: headline.subject,
    text: [headline.first, customerLine(order), "", ...orderTableText(orderTable(order.lines, order.totals))]
      .filter((line, index, all) => line !== "" || (index > 0 && index < all.length - 1))
      .join("\n"),
  };
}
