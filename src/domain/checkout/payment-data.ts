import type { OrderStatus } from "./purchase";
import type { OrderLine, OrderTotals } from "./reprice";

/** "review": the provider reported a payment the shop could not accept as it stands (amount, currency). */
export type PaymentDataStatus = "paid" | "pending" | "cancelled" | "failed" | "refunded" | "disputed" | "review";

/**
 * What GET /api/{stripe,square}/getPaymentData answers (spec section 7, plus the order's lines):
 * one shape for the server that builds it and the checkout page that reads it.
 */
export type PaymentData = {
  name: string;
  email: string;
  phone: string;
  fireEvent: boolean;
  /** Dollars, as the purchase event reports it. */
  price: number;
  reference: string;
  status: PaymentDataStatus;
  transactionId: string;
  lines: OrderLine[];
  totals: OrderTotals;
};

/**
 * What the return page is told about an order: paid only when the order is paid and the provider
 * confirms it; a payment the shop did not accept is "review", so the visitor is not told to wait
 * for a confirmation that will not come; an expired order reads as cancelled.
 */
export function paymentDataStatus(
  order: OrderStatus,
  provider: { paid: boolean; notAccepted: boolean },
): PaymentDataStatus {
  if (provider.notAccepted) return "review";
  if (order === "paid") return provider.paid ? "paid" : "pending";
  if (order === "expired") return "cancelled";
  return order;
}
