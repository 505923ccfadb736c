import type { PaymentChannel } from "@/domain/api/payment-return";

/*
 * Spec section 2: a provider sends the buyer back to /checkout with ?stripe_id=… (Stripe) or
 * ?orderId=…&transactionId=… (Square), and the return page asks that provider's routes. The demo
 * provider stands in for both, so it returns each method the way its real provider would: a
 * Square order through Square's path and routes, a card order through Stripe's.
 */

/** The provider whose return path and routes a method's payment comes back through. */
export function returnChannelOf(method: string): PaymentChannel {
  return method === "square" ? "square" : "stripe";
}

/** The address a provider returns the buyer to after paying. */
export function paymentReturnPath(channel: PaymentChannel, providerRef: string, transactionId: string): string {
  if (channel === "square") {
    const query = new URLSearchParams({ orderId: providerRef, transactionId });
    return `/checkout?${query.toString()}`;
  }
  return `/checkout?stripe_id=${encodeURIComponent(providerRef)}`;
}
