import { formatUsd } from "@/domain/money/money";
import type { CheckoutMethod } from "./methods";
import { METHOD_LABELS } from "./methods";
import { type OrderSummary, orderEmailSubject, orderLinkLines } from "./order-emails";

/** The customer's confirmation of a manual order: the same reference, amount and steps the page shows. */
export function manualOrderEmail(
  order: Omit<OrderSummary, "method"> & { method: CheckoutMethod },
  steps: readonly string[],
  siteName: string,
  orderUrl?: string,
): { subject: string; text: string } {
  return {
    subject: orderEmailSubject(order, `${siteName} order ${order.reference}: how to pay`),
    text: [
      `Thank you${order.name ? `, ${order.name.split(/\s+/)[0]}` : ""}! Your order is placed and waits for your payment.`,
      "",
      `Order ${order.reference}`,
      `Amount to pay: ${formatUsd(order.totals.totalCents)} by ${METHOD_LABELS[order.method]}`,
      "",
      "What happens next:",
      ...steps.map((step, index) => `${index + 1}. ${step}`),
      ...orderLinkLines(orderUrl),
      "",
      "Reply to this email if you have any question about your order.",
    ].join("\n"),
  };
}
