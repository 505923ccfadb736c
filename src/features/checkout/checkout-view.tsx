"use client";

import { useSearchParams } from "next/navigation";
import { lazy, Suspense } from "react";
import { CheckoutLoading } from "./checkout-loading";
import type { CheckoutSettings } from "./checkout-settings";
import { PaymentLoading } from "./payment-loading";
import { PLACED_ORDER_PARAM } from "./placed-order-session";

// Only a provider's return or a reload after a manual order shows these: their code stays out of the
// checkout's first load, each behind the placeholder it starts with anyway. React.lazy
// with Suspense is what next/dynamic does, without next/dynamic's own code in the first load.
const PaymentReturn = lazy(() => import("./payment-return").then((module) => ({ default: module.PaymentReturn })));
// The form too: its first paint is CheckoutLoading in any case (the server cannot know the cart, and
// this view is drawn in the browser only, as it reads the address's query), so it is fetched with the
// first render and replaces the same placeholder as before, one request later.
const CheckoutForm = lazy(() => import("./checkout-form").then((module) => ({ default: module.CheckoutForm })));
const PlacedOrderView = lazy(() =>
  import("./placed-order-view").then((module) => ({ default: module.PlacedOrderView })),
);

/** Spec section 2: a provider returns with ?stripe_id=…, or ?orderId=…&transactionId=… (Square). */
export function CheckoutView({ settings }: { settings: CheckoutSettings }) {
  const params = useSearchParams();
  const { discountBasisPoints } = settings;
  const stripeId = params.get("stripe_id");
  const squareOrderId = params.get("orderId");
  const placedReference = params.get(PLACED_ORDER_PARAM);
  if (stripeId)
    return (
      <Suspense fallback={<PaymentLoading />}>
        <PaymentReturn key={stripeId} channel="stripe" id={stripeId} discountBasisPoints={discountBasisPoints} />
      </Suspense>
    );
  if (squareOrderId)
    return (
      <Suspense fallback={<PaymentLoading />}>
        <PaymentReturn
          key={squareOrderId}
          channel="square"
          id={squareOrderId}
          discountBasisPoints={discountBasisPoints}
        />
      </Suspense>
    );
  if (placedReference)
    return (
      <Suspense fallback={<CheckoutLoading />}>
        <PlacedOrderView key={placedReference} reference={placedReference} />
      </Suspense>
    );
  return (
    <Suspense fallback={<CheckoutLoading />}>
      <CheckoutForm settings={settings} cancelled={params.get("cancelled") === "1"} />
    </Suspense>
  );
}
