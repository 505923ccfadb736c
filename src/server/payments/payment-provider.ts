import "server-only";
import type { OrderLine, OrderTotals } from "@/domain/checkout/reprice";

/** What a provider is told about an order: the server's own lines and totals, never the browser's. */
export type PaymentOrder = {
  id: string;
  reference: string;
  email: string;
  lines: OrderLine[];
  totals: OrderTotals;
};

export type VerifiedPayment = { status: "paid" | "unpaid" | "cancelled" | "unknown"; paymentRef?: string };

/** A verified webhook: which provider event it was and what it says about which payment. */
export type WebhookEvent = {
  eventId: string;
  type: string;
  providerRef: string | null;
  paid: boolean;
  paymentRef?: string;
};

export type PaymentProvider = {
  id: "stripe" | "square" | "demo";
  /** Starts a hosted payment; the visitor is sent to redirectUrl. */
  createPayment(order: PaymentOrder, siteUrl: string): Promise<{ providerRef: string; redirectUrl: string }>;
  /** Asks the provider, from the server, whether the payment went through. */
  verifyPayment(providerRef: string): Promise<VerifiedPayment>;
};

export class WebhookSignatureError extends Error {
  override name = "WebhookSignatureError";
}
