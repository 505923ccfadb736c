import "server-only";
import type { ReportedPayment } from "@/domain/checkout/payment-check";
import { getOrderByProviderRef } from "../orders/order-store";
import type { PaymentProvider } from "./payment-provider";

export const DEMO_REF_PREFIX = "demo_cs_";

/**
 * The built-in provider for a shop with no payment keys: its hosted page is /test-payment, and it
 * returns as the method's real provider would (payment-return-path.ts): a card order to
 * /checkout?stripe_id=…, a Square order to /checkout?orderId=…&transactionId=…. Its "provider
 * state" is the order row itself, which only /api/test-payment changes.
 */
export function createDemoProvider(): PaymentProvider {
  return {
    id: "demo",
    // The hosted page is part of this shop, so the redirect stays on whatever origin the visitor used.
    async createPayment() {
      const providerRef = `${DEMO_REF_PREFIX}${crypto.randomUUID().replaceAll("-", "")}`;
      return { providerRef, redirectUrl: `/test-payment?session=${providerRef}` };
    },
    async verifyPayment(providerRef) {
      const order = await getOrderByProviderRef(providerRef);
      if (order?.provider !== "demo") return { status: "unknown" };
      if (order.status === "paid") {
        return { status: "paid", paymentRef: order.providerPaymentRef ?? providerRef, reported: demoReport(order) };
      }
      if (order.status === "cancelled") return { status: "cancelled" };
      return { status: "unpaid" };
    },
    // No money moved, so none goes back: the refund is the shop's record alone, one per key.
    async refund(call) {
      const refundId = `demo_re_${call.idempotencyKey}`;
      return { refundId, dedupId: `refund:${refundId}` };
    },
  };
}

export function isDemoRef(providerRef: string): boolean {
  return providerRef.startsWith(DEMO_REF_PREFIX);
}

/** The demo takes no money: it "takes" exactly the stored total, so the money check passes by design. */
export function demoReport(order: { totals: { totalCents: number } }): ReportedPayment {
  return { provider: "Demo", amountCents: order.totals.totalCents, currency: "USD", noPaymentRequired: false };
}
