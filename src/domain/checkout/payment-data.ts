import type { OrderLine, OrderTotals } from "./reprice";

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
  status: "paid" | "pending" | "cancelled" | "failed" | "refunded" | "disputed";
  transactionId: string;
  lines: OrderLine[];
  totals: OrderTotals;
};
