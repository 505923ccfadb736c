"use client";

import { Notice } from "@/components/ui/notice";
import { discountLabel } from "@/domain/pricing/pricing-context";
import { saveCartToServer } from "@/features/cart/save-cart";
import { useCart } from "@/features/cart/use-cart";
import { useHydrated } from "@/features/runtime/use-hydrated";
import { CheckoutEmpty } from "./checkout-empty";
import { CheckoutLoading } from "./checkout-loading";
import type { CheckoutSettings } from "./checkout-settings";
import { CheckoutSubmitPanel } from "./checkout-submit-panel";
import { ManualOrderPlaced } from "./manual-order-placed";
import { OrderSummary, type SummaryLine } from "./order-summary";
import { PaymentMethodField } from "./payment-method-field";
import { ProfileFields } from "./profile-fields";
import { TermsField } from "./terms-field";
import { useCheckoutForm } from "./use-checkout-form";

/** The checkout: the cart as the server will price it, the visitor's details, the method and the terms. */
export function CheckoutForm({ settings, cancelled }: { settings: CheckoutSettings; cancelled: boolean }) {
  const { discountBasisPoints } = settings;
  const cart = useCart();
  const loaded = useHydrated();
  const { state, dispatch, totals, shownTotal, needsRsn, minimum, ready, updateProfile, submit } = useCheckoutForm(
    settings,
    cart,
  );
  const { serverPrices } = state;

  if (state.placed) return <ManualOrderPlaced placed={state.placed} />;
  if (!loaded) return <CheckoutLoading />;
  if (cart.cartItems.length === 0) return <CheckoutEmpty cancelled={cancelled} />;

  const lines: SummaryLine[] = serverPrices
    ? serverPrices.lines.map((line) => ({
        sku: line.sku,
        name: line.name,
        subName: line.subName,
        count: line.count,
        totalCents: line.totalCents,
      }))
    : cart.cartItems.map((item) => ({
        sku: item.sku,
        name: item.name,
        subName: item.subName,
        count: item.count,
        totalCents: item.totalPrice,
        imageSrc: item.imageSrc,
      }));

  return (
    <form
      data-testid="checkout-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className="grid gap-8 lg:grid-cols-[1fr_24rem]"
    >
      <div className="grid gap-8">
        {cancelled && (
          <Notice data-testid="payment-cancelled" role="status" className="p-4">
            Your payment was cancelled and nothing was charged. Your cart is still here when you are ready.
          </Notice>
        )}
        <ProfileFields
          profile={state.profile}
          onChange={updateProfile}
          onEmailDone={() => saveCartToServer(cart)}
          needsRsn={needsRsn}
        />
        <PaymentMethodField
          methods={settings.methods}
          value={state.method}
          onChange={(method) => dispatch({ type: "method-chosen", method })}
        />
        <TermsField accepted={state.terms} onChange={(accepted) => dispatch({ type: "terms-changed", accepted })} />
      </div>
      <div className="grid content-start gap-4">
        <OrderSummary
          lines={lines}
          subtotalCents={serverPrices?.totals.subtotalCents ?? totals.subtotalCents}
          discountCents={serverPrices?.totals.discountCents ?? totals.discountCents}
          totalCents={shownTotal}
          discountLabel={discountLabel(discountBasisPoints)}
        />
        <CheckoutSubmitPanel
          minimum={minimum}
          error={state.error}
          pricesChanged={serverPrices !== null}
          ready={ready}
          busy={state.busy}
          method={state.method}
          totalCents={shownTotal}
        />
      </div>
    </form>
  );
}
