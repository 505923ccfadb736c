import type { Metadata } from "next";
import { Suspense } from "react";
import { CartRemovedNotice } from "@/features/cart/cart-removed-notice";
import { CART_TOAST_ICONS } from "@/features/cart/cart-toast-icons";
import { CheckoutLoading } from "@/features/checkout/checkout-loading";
import { CheckoutView } from "@/features/checkout/checkout-view";
import { FirstPaintMark } from "@/features/shell/first-paint-mark";
import { catalogue } from "@/server/catalogue/catalogue-store";
import { siteConfig } from "@/server/site-config";

export const metadata: Metadata = {
  title: "Checkout",
  description: "Review your OSRS gold and services order, choose how to pay, and check out securely.",
  alternates: { canonical: "/checkout" },
};

export default async function CheckoutPage() {
  // The catalogue's settings, like the product pages: refreshed with them when an operator changes one.
  const { settings } = await catalogue();
  return (
    // A screen tall at least: the shell's footer sits at the bottom of a short page (main grows, the
    // footer's margin is auto), so while the browser has parsed only the top of the footer it drew
    // that part at the bottom of the screen, then the whole footer jumped up under the empty cart's
    // box (CLS 0.12 to 0.2 in Lighthouse). Below one screen of page, the footer's own
    // height no longer decides where it starts.
    <main
      id="main"
      className="mx-auto min-h-dvh w-full max-w-6xl flex-1 px-4 pb-16 pt-28 sm:px-6"
      data-testid="checkout-page"
    >
      <h1 className="mb-8 font-display text-4xl font-bold text-parchment">
        Checkout
        <FirstPaintMark />
      </h1>
      <CartRemovedNotice icon={CART_TOAST_ICONS.removed} />
      {/* What the server sends (the address's query is read in the browser): the same placeholder as
          before hydration, so nothing moves when the form replaces it. */}
      <Suspense fallback={<CheckoutLoading />}>
        <CheckoutView
          settings={{
            discountBasisPoints: settings.discountBasisPoints,
            minOrderCents: settings.minOrderCents,
            methods: siteConfig.payments.methods,
            goldBuyMillicentsPerMillion: settings.goldRates.buyMillicentsPerMillion,
          }}
        />
      </Suspense>
    </main>
  );
}
