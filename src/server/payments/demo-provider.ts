import "server-only";
import { getOrderByProviderRef } from "../db/queries/orders";
import type { PaymentProvider } from "./payment-provider";

export const DEMO_REF_PREFIX = "demo_cs_";

/**
 * The built-in provider for a shop with no payment keys: its hosted page is /test-payment, and it
 * returns to /checkout?stripe_id=… as Stripe would. Its "provider state" is the order row itself,
 * which only /api/test-payment changes.
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
      if (order.status === "paid") return { status: "paid", paymentRef: order.providerPaymentRef ?? providerRef };
      if (order.status === "cancelled") return { status: "cancelled" };
      return { status: "unpaid" };
    },
  };
}

export function isDemoRef(providerRef: string): boolean {
  return providerRef.startsWith(DEMO_REF_PREFIX);
}
