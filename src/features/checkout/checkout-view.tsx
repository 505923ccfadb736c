"use client";

import { useSearchParams } from "next/navigation";
import { lazy, Suspense, useState } from "react";
import { useCart } from "@/features/cart/use-cart";
import { useHydrated } from "@/features/runtime/use-hydrated";
import { CheckoutEmpty } from "./checkout-empty";
import { CheckoutLoading } from "./checkout-loading";
import type { CheckoutSettings } from "./checkout-settings";
import { PaymentLoading } from "./payment-loading";
import { PLACED_ORDER_PARAM } from "./placed-order-session";

// Only a provider's return or a reload after a manual order shows these: their code stays out of the
// checkout's first load, each behind the placeholder it starts with anyway. React.lazy
// with Suspense is what next/dynamic does, without next/dynamic's own code in the first load.
const PaymentReturn = lazy(() => import("./payment-return").then((module) => ({ default: module.PaymentReturn })));
// The form too: its first paint is CheckoutLoading in any case (the server cannot know the cart, and
// this view is drawn in the browser only, as it reads the address's query), and only a cart with
// lines draws it. The head's boot script has marked <html data-cart="empty"> before this module
// runs, so a cart with lines fetches the form's chunk with the page's own, as before, and an empty
// one never does (CheckoutEntry).
let formModule: Promise<typeof import("./checkout-form")> | null = null;
function loadForm(): Promise<typeof import("./checkout-form")> {
  formModule ??= import("./checkout-form").catch((error: unknown) => {
    // A new deploy or a dropped connection: the next render tries again.
    formModule = null;
    throw error;
  });
  return formModule;
}
if (typeof document !== "undefined" && document.documentElement.dataset.cart !== "empty")
  void loadForm().catch(() => undefined);
const CheckoutForm = lazy(() => loadForm().then((module) => ({ default: module.CheckoutForm })));
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
  return <CheckoutEntry settings={settings} cancelled={params.get("cancelled") === "1"} />;
}

/**
 * An empty cart needs none of the form's code: "Your cart is empty" is drawn here, and the form's
 * chunk (fields, quote, promo code) is fetched and evaluated only for a cart with lines, so the
 * empty checkout's load runs no more script than it shows. Once shown, the form stays: it draws the
 * placed order, and the empty cart itself, when the cart empties under it.
 */
function CheckoutEntry({ settings, cancelled }: { settings: CheckoutSettings; cancelled: boolean }) {
  const { cartItems } = useCart();
  const loaded = useHydrated();
  const [formShown, setFormShown] = useState(false);
  const hasLines = loaded && cartItems.length > 0;
  // Derived during render (React's pattern for state that follows props): no effect, no extra commit.
  if (hasLines && !formShown) setFormShown(true);
  if (!hasLines && !formShown) return loaded ? <CheckoutEmpty cancelled={cancelled} /> : <CheckoutLoading />;
  return (
    <Suspense fallback={<CheckoutLoading />}>
      <CheckoutForm settings={settings} cancelled={cancelled} />
    </Suspense>
  );
}
