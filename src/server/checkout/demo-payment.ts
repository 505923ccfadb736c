import "server-only";
import { paymentReturnPath, returnChannelOf } from "@/domain/checkout/payment-return-path";
import { AppError } from "../http/errors";
import { getOrderByProviderRef, markOrderCancelled } from "../orders/order-store";
import { demoReport, isDemoRef } from "../payments/demo-provider";
import { demoPaymentsEnabled } from "./payment-providers";
import { settlePayment } from "./settle-payment";

/** The demo provider's own "pay" and "cancel": what a real provider's webhook would report. */
export async function settleDemoPayment(
  session: string,
  action: "pay" | "cancel",
  now: Date,
): Promise<{ returnPath: string }> {
  if (!demoPaymentsEnabled()) throw new AppError("not_found:test-payment", "Test payments are switched off.");
  const order = isDemoRef(session) ? await getOrderByProviderRef(session) : undefined;
  if (!order) throw new AppError("not_found:test-payment", "No test payment with this id.");
  if (action === "pay") {
    const paymentRef = order.providerPaymentRef ?? `demo_pi_${order.id.replaceAll("-", "").slice(0, 16)}`;
    // Like a real provider's closed session, a cancelled test payment cannot be paid any more.
    if (order.status === "pending") {
      await settlePayment({
        provider: "demo",
        providerRef: session,
        paymentRef,
        reported: demoReport(order),
        event: { id: `pay-${session}`, type: "payment.succeeded" },
        now,
      });
    }
    // Back the way the method's real provider would send the buyer: Square's orders to Square's path.
    return { returnPath: paymentReturnPath(returnChannelOf(order.method), session, paymentRef) };
  }
  await markOrderCancelled(session, now);
  return { returnPath: "/checkout?cancelled=1" };
}

export async function getDemoOrder(session: string) {
  if (!demoPaymentsEnabled() || !isDemoRef(session)) return undefined;
  return getOrderByProviderRef(session);
}
