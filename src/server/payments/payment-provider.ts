import "server-only";
import type { DisputeOutcome } from "@/domain/checkout/order-transitions";
import type { ReportedPayment } from "@/domain/checkout/payment-check";
import type { OrderLine, OrderTotals } from "@/domain/checkout/reprice";

/** What a provider is told about an order: the server's own lines and totals, never the browser's. */
export type PaymentOrder = {
  id: string;
  reference: string;
  email: string;
  lines: OrderLine[];
  totals: OrderTotals;
};

/** Paid carries what the provider says it took, for the money check before the order counts as paid. */
export type VerifiedPayment =
  | { status: "paid"; paymentRef?: string; reported: ReportedPayment }
  | { status: "unpaid" | "cancelled" | "unknown" };

/** How a refund or dispute names its order: the payment's id (orders.provider_payment_ref) and, if given, the checkout's. */
export type PaymentMatch = { paymentRef: string | null; providerRef: string | null };

/**
 * A refund the provider reports as done. Stripe gives the charge's running total refunded
 * (`cumulative`); Square gives each refund on its own, so the shop adds them up.
 */
export type RefundReport = {
  amountCents: number;
  cumulative: boolean;
  currency: string;
  /** The provider's id of this one refund (Square): a back-office refund pending under it ends with it. */
  providerRefundId?: string;
};

export type DisputeReport =
  | { phase: "opened"; amountCents: number; currency: string; reason: string }
  | { phase: "closed"; outcome: DisputeOutcome; status: string };

/** A verified webhook: which provider event it was and what it says about which order. */
export type WebhookEvent =
  | {
      kind: "payment";
      eventId: string;
      type: string;
      providerRef: string;
      paymentRef?: string;
      reported: ReportedPayment;
    }
  | { kind: "cancellation"; eventId: string; type: string; providerRef: string }
  /** dedupId counts the refund once however many events report it (Square sends created and updated). */
  | { kind: "refund"; eventId: string; type: string; dedupId: string; match: PaymentMatch; refund: RefundReport }
  | { kind: "dispute"; eventId: string; type: string; match: PaymentMatch; dispute: DisputeReport }
  | { kind: "other"; eventId: string; type: string };

/** A refund the back office asks for: part or all of a payment, once per idempotency key however often it is sent. */
export type RefundCall = { paymentRef: string; amountCents: number; currency: string; idempotencyKey: string };

/**
 * The provider's answer. `dedupId` is the id its webhook will count the same refund under, so the
 * shop records it once. Stripe adds the charge's running total refunded (`cumulativeCents`).
 */
export type ProviderRefund = {
  refundId: string;
  dedupId: string;
  cumulativeCents?: number;
  /**
   * Taken but not done yet (Square's PENDING): nothing is counted until the provider's webhook says
   * it completed or failed; the money stays reserved meanwhile (docs/adr/0011).
   */
  pending?: boolean;
};

export type PaymentProvider = {
  id: "stripe" | "square" | "demo";
  /** Starts a hosted payment; the visitor is sent to redirectUrl. */
  createPayment(order: PaymentOrder, siteUrl: string): Promise<{ providerRef: string; redirectUrl: string }>;
  /** Asks the provider, from the server, whether the payment went through. */
  verifyPayment(providerRef: string): Promise<VerifiedPayment>;
  /** Gives money back on a payment it took; throws if the provider refuses. */
  refund(call: RefundCall): Promise<ProviderRefund>;
};

export class WebhookSignatureError extends Error {
  override name = "WebhookSignatureError";
}

/** A provider's answer to a call, in its own words, with the HTTP status it gave (a 4xx: it said no). */
export class ProviderRefusal extends Error {
  override name = "ProviderRefusal";
  constructor(
    message: string,
    readonly statusCode: number | undefined,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}
