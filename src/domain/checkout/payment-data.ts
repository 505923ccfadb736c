import * as z from "zod/mini";
import { orderLineSchema, orderTotalsSchema } from "@/domain/api/order-lines";
import type { OrderStatus } from "./purchase";

/** "review": the provider reported a payment the shop could not accept as it stands (amount, currency). */
export const paymentDataStatusSchema = z.enum([
  "paid",
  "pending",
  "cancelled",
  "failed",
  "refunded",
  "disputed",
  "review",
]);

export type PaymentDataStatus = z.infer<typeof paymentDataStatusSchema>;

/**
 * What GET /api/{stripe,square}/getPaymentData answers (spec section 7, plus the order's lines):
 * one shape for the server that builds it and the checkout page that reads it.
 */
export const paymentDataSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  fireEvent: z.boolean(),
  /** Dollars, as the purchase event reports it. */
  price: z.number().check(z.minimum(0)),
  reference: z.string(),
  status: paymentDataStatusSchema,
  transactionId: z.string(),
  lines: z.array(orderLineSchema),
  totals: orderTotalsSchema,
});

export type PaymentData = z.infer<typeof paymentDataSchema>;

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
