"use client";

import dynamic from "next/dynamic";
import { useSearchParams } from "next/navigation";
import { CheckoutForm } from "./checkout-form";
import { CheckoutLoading } from "./checkout-loading";
import type { CheckoutSettings } from "./checkout-settings";
import { PaymentLoading } from "./payment-loading";
import { PLACED_ORDER_PARAM } from "./placed-order-session";

// Only a provider's return or a reload after a manual order shows these: their code stays out of the
// checkout's first load (issue 19), each behind the placeholder it starts with anyway.
const PaymentReturn = dynamic(() => import("./payment-return").then((module) => module.PaymentReturn), {
  loading: PaymentLoading,
});
const PlacedOrderView = dynamic(() => import("./placed-order-view").then((module) => module.PlacedOrderView), {
  loading: CheckoutLoading,
});

/** Spec section 2: a provider returns with ?stripe_id=…, or ?orderId=…&transactionId=… (Square). */
export function CheckoutView({ settings }: { settings: CheckoutSettings }) {
  const params = useSearchParams();
  const { discountBasisPoints } = settings;
  const stripeId = params.get("stripe_id");
  const squareOrderId = params.get("orderId");
  const placedReference = params.get(PLACED_ORDER_PARAM);
  if (stripeId)
    return <PaymentReturn key={stripeId} channel="stripe" id={stripeId} discountBasisPoints={discountBasisPoints} />;
  if (squareOrderId)
    return (
      <PaymentReturn
        key={squareOrderId}
        channel="square"
        id={squareOrderId}
        discountBasisPoints={discountBasisPoints}
      />
    );
  if (placedReference) return <PlacedOrderView key={placedReference} reference={placedReference} />;
  return <CheckoutForm settings={settings} cancelled={params.get("cancelled") === "1"} />;
}
