import { formatUsd } from "@/domain/money/money";
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

function lineText(line: OrderLine): string {
  const detail = line.subName ? ` (${line.subName})` : "";
  return `- ${line.name}${detail}: ${formatUsd(line.payableCents)}`;
}

/** The customer's receipt, sent once the payment is verified. */
export function receiptEmail(order: OrderSummary, siteName: string): { subject: string; text: string } {
  return {
    subject: orderEmailSubject(order, `${siteName} receipt for order ${order.reference}`),
    text: [
      `Thank you${order.name ? `, ${order.name.split(/\s+/)[0]}` : ""}! We have received your payment.`,
      "",
      `Order ${order.reference}`,
      ...order.lines.map(lineText),
      order.totals.discountCents > 0 ? `Discount: -${formatUsd(order.totals.discountCents)}` : "",
      `Total paid: ${formatUsd(order.totals.totalCents)}`,
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
      ...order.lines.map(lineText),
      `Total: ${formatUsd(order.totals.totalCents)}`,
    ].join("\n"),
  };
}
