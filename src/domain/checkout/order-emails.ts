import { formatUsd } from "@/domain/money/money";
import { promoLineText } from "@/domain/promotions/promo-totals";
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
};

/** Every subject of an email about an order goes through here, so a test order can never look real. */
export function orderEmailSubject(order: Pick<OrderSummary, "testMode">, subject: string): string {
  return order.testMode ? `[TEST] ${subject}` : subject;
}

/** A line at what it is charged, its list price after it in words (plain text cannot strike it through). */
export function orderLineText(line: OrderLine): string {
  const detail = line.subName ? ` (${line.subName})` : "";
  const was = line.discountCents > 0 ? ` (was ${formatUsd(line.totalCents)})` : "";
  return `- ${line.name}${detail}: ${formatUsd(line.payableCents)}${was}`;
}

/** The promo code's line under the lines, when the order has one: the lines and it add up to the total. */
export function orderPromoLines(totals: OrderTotals): string[] {
  return totals.promo ? [promoLineText(totals.promo)] : [];
}

/** The informational saving under the total (the site-wide discount and the promo code together). */
export function orderSavingText(totals: OrderTotals): string {
  const saved = totals.discountCents + (totals.promo?.cents ?? 0);
  return saved > 0 ? `You save: ${formatUsd(saved)}` : "";
}

/** The line that opens the order's private page (issue 18); none when the email carries no link. */
export function orderLinkLines(orderUrl: string | undefined): string[] {
  return orderUrl ? ["", `Follow your order: ${orderUrl}`] : [];
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
      `Thank you${order.name ? `, ${order.name.split(/\s+/)[0]}` : ""}! We have received your payment.`,
      "",
      `Order ${order.reference}`,
      ...order.lines.map(orderLineText),
      ...orderPromoLines(order.totals),
      `Total paid: ${formatUsd(order.totals.totalCents)}`,
      orderSavingText(order.totals),
      ...orderLinkLines(orderUrl),
      "",
      "What happens next: our team contacts you on live chat or by email to arrange delivery, usually within 15 minutes.",
      "Reply to this email if you have any question about your order.",
    ]
      .filter((line, index, all) => line !== "" || all[index - 1] !== "")
      .join("\n"),
  };
}

/** The shop's notice of a new paid (or manual, pending) order. */
export function shopOrderEmail(order: OrderSummary, status: "paid" | "pending"): { subject: string; text: string } {
  return {
    subject: orderEmailSubject(
      order,
      `${status === "paid" ? "Paid" : "New manual"} order ${order.reference}: ${formatUsd(order.totals.totalCents)}`,
    ),
    text: [
      `Order ${order.reference} (${status}, ${order.method})`,
      `Customer: ${order.name || "(no name)"} <${order.email}>${order.rsn ? `, RSN ${order.rsn}` : ""}`,
      "",
      ...order.lines.map(orderLineText),
      ...orderPromoLines(order.totals),
      `Total: ${formatUsd(order.totals.totalCents)}`,
      orderSavingText(order.totals),
    ]
      .filter((line, index, all) => line !== "" || (index > 0 && index < all.length - 1))
      .join("\n"),
  };
}
