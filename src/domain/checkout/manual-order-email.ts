import { orderTable, orderTableText } from "@/domain/email/order-table";
import { formatUsd } from "@/domain/money/money";
import { formatGoldTenths } from "./gold-payment";
import type { CheckoutMethod } from "./methods";
import { METHOD_LABELS } from "./methods";
import { type OrderSummary, orderEmailSubject, orderLinkLines, RECEIPT_REPLY, thanksLine } from "./order-emails";

export type ManualOrder = Omit<OrderSummary, "method"> & {
  method: CheckoutMethod;
  /** Paid with OSRS gold: the gold asked, in tenths of a million. */
  goldPaymentTenths?: number | null;
};

export const MANUAL_INTRO = "Your order is placed and waits for your payment.";

/** "Amount to pay: $174.00 by Cryptocurrency": the figure and the way, as the order's page gives them. */
export function amountToPayLine(order: ManualOrder): string {
  if (order.method === "gold" && order.goldPaymentTenths != null) {
    return `Amount to pay: ${formatGoldTenths(order.goldPaymentTenths)} of OSRS gold (the ${formatUsd(order.totals.totalCents)} total at our buy rate), traded in game`;
  }
  return `Amount to pay: ${formatUsd(order.totals.totalCents)} by ${METHOD_LABELS[order.method]}`;
}

/** The customer's confirmation of a manual order: the same reference, amount and steps the page shows. */
export function manualOrderEmail(
  order: ManualOrder,
  steps: readonly string[],
  siteName: string,
  orderUrl?: string,
): { subject: string; text: string } {
  return {
    subject: orderEmailSubject(order, `${siteName} order ${order.reference}: how to pay`),
    text: [
      `${thanksLine(order.name)} ${MANUAL_INTRO}`,
      "",
      `Order ${order.reference}`,
      ...orderTableText(orderTable(order.lines, order.totals)),
      "",
      amountToPayLine(order),
      "",
      "What happens next:",
      ...steps.map((step, index) => `${index + 1}. ${step}`),
      ...orderLinkLines(orderUrl),
      "",
      RECEIPT_REPLY,
    ].join("\n"),
  };
}
