"use client";

import { lazy, Suspense, useId, useRef } from "react";
import { Notice } from "@/components/ui/notice";
import type { CartItem } from "@/domain/cart/cart-schema";
import type { CheckoutQuote } from "@/domain/checkout/checkout-quote";
import type { RequiredField } from "@/domain/checkout/pay-readiness";
import { youSaveLabel } from "@/domain/pricing/pricing-context";
import { saveCartToServer } from "@/features/cart/save-cart";
import { useCart } from "@/features/cart/use-cart";
import { useHydrated } from "@/features/runtime/use-hydrated";
import { CheckoutEmpty } from "./checkout-empty";
import { CheckoutLoading } from "./checkout-loading";
import { CheckoutQuoteStatus, quoteSummaryLines } from "./checkout-quote-lines";
import type { CheckoutSettings } from "./checkout-settings";
import { CheckoutSubmitPanel } from "./checkout-submit-panel";
import { OrderSummary } from "./order-summary";
import { PaymentMethodField } from "./payment-method-field";
import { ProfileFields } from "./profile-fields";
import { PromoCodeField } from "./promo-code-field";
import { TermsField } from "./terms-field";
import { type QuotedTotal, useCheckoutForm } from "./use-checkout-form";
import { type QuoteState, useCheckoutQuote } from "./use-checkout-quote";
import { promoFieldState, usePromoCode } from "./use-promo-code";

// Shown only once a manual order is placed: out of the first load, behind
// CheckoutLoading while it loads (React.lazy, not next/dynamic: see checkout-view.tsx).
const ManualOrderPlaced = lazy(() =>
  import("./manual-order-placed").then((module) => ({ default: module.ManualOrderPlaced })),
);

function quotedTotal(state: QuoteState): QuotedTotal {
  if (state.status !== "quoted") return { status: state.status, totalCents: null, refusedLines: 0 };
  const refusedLines = state.quote.results.filter((result) => result.status === "refused").length;
  return { status: "quoted", totalCents: state.quote.totals.totalCents, refusedLines };
}

/**
 * Pay pressed with a field missing: to that field, in the middle of the screen (on a wide screen
 * the terms are below the fold while Pay is at the top), with the focus on it.
 */
function goToField(form: HTMLFormElement, field: RequiredField): void {
  const control = form.elements.namedItem(field);
  if (!(control instanceof HTMLElement)) return;
  control.focus({ preventScroll: true });
  control.scrollIntoView({ block: "center" });
}

/** The checkout: the server's quote of the cart first, then the visitor's details, the method and the terms. */
export function CheckoutForm({ settings, cancelled }: { settings: CheckoutSettings; cancelled: boolean }) {
  const { discountBasisPoints } = settings;
  const cart = useCart();
  const loaded = useHydrated();
  const promo = usePromoCode();
  const quote = useCheckoutQuote(cart.cartItems, discountBasisPoints, loaded, promo.requested);
  const promoField = promoFieldState(
    quote.state.status === "quoted" ? quote.state.quote.promo : undefined,
    promo.localMessage,
  );
  const { state, dispatch, shownTotal, needsRsn, gold, minimum, missing, blocked, updateProfile, submit } =
    useCheckoutForm(settings, cart, quotedTotal(quote.state), quote.adopt, {
      code: promoField.appliedCode,
      onRefused: promo.refusedAtOrder,
    });
  const { serverPrices } = state;
  const form = useRef<HTMLFormElement>(null);
  const missingId = useId();
  // Once Pay was pressed, each missing field says what it needs beside it too.
  const fieldErrors: Partial<Record<RequiredField, string>> = state.payAttempted
    ? Object.fromEntries(missing.map((item) => [item.field, item.message]))
    : {};

  if (state.placed)
    return (
      <Suspense fallback={<CheckoutLoading />}>
        <ManualOrderPlaced placed={state.placed} />
      </Suspense>
    );
  if (!loaded) return <CheckoutLoading />;
  if (cart.cartItems.length === 0) return <CheckoutEmpty cancelled={cancelled} />;

  return (
    <form
      ref={form}
      data-testid="checkout-form"
      data-quote={quote.state.status}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const first = missing[0];
        if (first && blocked === null && !state.busy) {
          dispatch({ type: "pay-attempted" });
          goToField(event.currentTarget, first.field);
          return;
        }
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
          errors={fieldErrors}
        />
        <PaymentMethodField
          methods={settings.methods}
          value={state.method}
          onChange={(method) => dispatch({ type: "method-chosen", method })}
          gold={gold}
        />
        <PromoCodeField
          typed={promo.typed}
          onType={promo.setTyped}
          onApply={promo.apply}
          onRemove={promo.remove}
          appliedCode={promoField.appliedCode}
          appliedCents={promoField.appliedCents}
          message={promoField.message}
          busy={promo.requested !== null && quote.state.status === "loading"}
        />
        <TermsField
          accepted={state.terms}
          onChange={(accepted) => dispatch({ type: "terms-changed", accepted })}
          error={fieldErrors.terms}
        />
      </div>
      <div className="grid min-w-0 content-start gap-4">
        {quote.state.status === "quoted" ? (
          <QuotedSummary
            quote={quote.state.quote}
            wasCents={quote.state.wasCents}
            items={cart.cartItems}
            discountBasisPoints={discountBasisPoints}
          />
        ) : (
          <CheckoutQuoteStatus state={quote.state} onRetry={quote.retry} />
        )}
        <CheckoutSubmitPanel
          minimum={minimum}
          error={state.error}
          pricesChanged={serverPrices !== null}
          missing={missing}
          missingId={missingId}
          attempted={state.payAttempted}
          onGoTo={(field) => form.current && goToField(form.current, field)}
          blocked={blocked}
          busy={state.busy}
          method={state.method}
          totalCents={shownTotal}
          goldTenths={gold.tenths}
        />
      </div>
    </form>
  );
}

function QuotedSummary({
  quote,
  wasCents,
  items,
  discountBasisPoints,
}: {
  quote: CheckoutQuote;
  wasCents: (number | null)[];
  items: CartItem[];
  discountBasisPoints: number;
}) {
  return (
    <OrderSummary
      lines={quoteSummaryLines(quote, wasCents, items)}
      totalCents={quote.totals.totalCents}
      savedCents={quote.totals.discountCents}
      savingsLabel={youSaveLabel(discountBasisPoints)}
      promo={quote.totals.promo}
    />
  );
}
