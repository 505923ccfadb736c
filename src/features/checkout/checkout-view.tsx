"use client";

import { useSearchParams } from "next/navigation";
import { CheckoutForm } from "./checkout-form";
import type { CheckoutSettings } from "./checkout-settings";
import { PaymentReturn } from "./payment-return";
import { PLACED_ORDER_PARAM } from "./placed-order-session";
import { PlacedOrderView } from "./placed-order-view";

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
