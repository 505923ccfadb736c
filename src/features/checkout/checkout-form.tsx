"use client";

import { useEffect, useId, useState } from "react";
import { cartTotals } from "@/domain/cart/cart-totals";
import { type CheckoutMethod, isManualMethod, METHOD_LABELS } from "@/domain/checkout/methods";
import { checkMinimumOrder } from "@/domain/checkout/minimum-order";
import type { OrderLine, OrderTotals } from "@/domain/checkout/reprice";
import { isValidContactEmail } from "@/domain/contact/contact-rules";
import { GOLD_SKU } from "@/domain/gold/gold-pricing";
import { formatUsd } from "@/domain/money/money";
import { discountLabel } from "@/domain/pricing/pricing-context";
import { saveCartToServer } from "@/features/cart/save-cart";
import { useCart } from "@/features/cart/use-cart";
import { openLiveChat } from "@/features/chat/live-chat";
import { ShopLink } from "@/features/navigation/shop-link";
import { useHydrated } from "@/features/runtime/use-hydrated";
import {
  EMPTY_PROFILE,
  readVisitorProfile,
  saveVisitorProfile,
  type VisitorProfile,
} from "@/features/visitor/visitor-profile";
import { placeOrderRequest } from "./checkout-api";
import type { CheckoutSettings } from "./checkout-settings";
import { ManualOrderPlaced, type PlacedManualOrder } from "./manual-order-placed";
import { OrderSummary } from "./order-summary";
import { PaymentMethodField } from "./payment-method-field";
import { ProfileFields } from "./profile-fields";

async function notifyShop(email: string, text: string): Promise<void> {
  await fetch("/api/brevo/fallback", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, message: text }),
  }).catch(() => undefined);
}

/** The checkout: the cart as the server will price it, the visitor's details, the method and the terms. */
export function CheckoutForm({ settings, cancelled }: { settings: CheckoutSettings; cancelled: boolean }) {
  const { discountBasisPoints } = settings;
  const cart = useCart();
  // Until hydration the cart is the server's empty snapshot; showing "Your cart is empty" then would flash.
  const loaded = useHydrated();
  const [profile, setProfile] = useState<VisitorProfile>(EMPTY_PROFILE);
  // The first offered method: card when Stripe (or the demo) takes it, else Square, else a manual one.
  const [method, setMethod] = useState<CheckoutMethod>(settings.methods[0] ?? "crypto");
  const [terms, setTerms] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [serverPrices, setServerPrices] = useState<{ totals: OrderTotals; lines: OrderLine[] } | null>(null);
  const [placed, setPlaced] = useState<PlacedManualOrder | null>(null);
  const termsId = useId();

  useEffect(() => setProfile(readVisitorProfile() ?? EMPTY_PROFILE), []);

  const totals = cartTotals(cart.cartItems, discountBasisPoints);
  const shownTotal = serverPrices?.totals.totalCents ?? totals.totalCents;
  const needsRsn = cart.cartItems.some((item) => item.sku === GOLD_SKU);
  // Said before sending; the button stays usable, as the server's total (not this one) decides and
  // a cart with out-of-date prices may well be above the minimum there.
  const minimum = checkMinimumOrder(shownTotal, settings.minOrderCents);
  const ready = isValidContactEmail(profile.email.trim()) && terms && (!needsRsn || profile.rsn.trim() !== "") && !busy;

  const updateProfile = (next: VisitorProfile) => {
    setProfile(next);
    saveVisitorProfile(next);
  };

  if (placed) return <ManualOrderPlaced placed={placed} />;

  if (!loaded) {
    return (
      <div
        data-testid="checkout-loading"
        role="status"
        className="min-h-64 animate-pulse rounded-[var(--radius-card)] border border-stone-line bg-stone motion-reduce:animate-none"
      >
        <span className="sr-only">Loading your cart…</span>
      </div>
    );
  }

  if (cart.cartItems.length === 0) {
    return (
      <div
        data-testid="checkout-empty"
        className="rounded-[var(--radius-card)] border border-stone-line bg-stone p-6 text-center"
      >
        {cancelled && (
          <p data-testid="payment-cancelled" className="mb-3 text-parchment">
            Your payment was cancelled.
          </p>
        )}
        <p className="text-parchment-muted">Your cart is empty.</p>
        <ShopLink
          href="/osrs-services"
          className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-ember px-5 font-semibold text-night"
        >
          Browse services
        </ShopLink>
      </div>
    );
  }

  const submit = async () => {
    if (!ready) return;
    setBusy(true);
    setError(null);
    const trimmed = {
      email: profile.email.trim().toLowerCase(),
      name: profile.name.trim(),
      phone: profile.phone.trim(),
      rsn: profile.rsn.trim(),
    };
    const result = await placeOrderRequest({
      cartUuid: cart.uuid,
      items: cart.cartItems,
      profile: trimmed,
      method,
      expectedTotalCents: shownTotal,
    });
    setBusy(false);
    if (result.kind === "redirect") {
      window.location.assign(result.redirectUrl);
      return;
    }
    if (result.kind === "price-changed") {
      setServerPrices({ totals: result.totals, lines: result.lines });
      setError(result.message);
      return;
    }
    if (result.kind === "error") {
      setError(result.message);
      return;
    }
    setPlaced(result);
    const note = `Manual order ${result.reference}: ${formatUsd(result.totalCents)} by ${METHOD_LABELS[result.method]}${trimmed.rsn ? `, RSN ${trimmed.rsn}` : ""}.`;
    openLiveChat({ origin: "checkout", message: note, onFallback: () => void notifyShop(trimmed.email, note) });
  };

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
          <p
            data-testid="payment-cancelled"
            role="status"
            className="rounded-lg border border-gold/40 bg-gold/10 p-4 text-parchment"
          >
            Your payment was cancelled and nothing was charged. Your cart is still here when you are ready.
          </p>
        )}
        <ProfileFields
          profile={profile}
          onChange={updateProfile}
          onEmailDone={() => saveCartToServer(cart)}
          needsRsn={needsRsn}
        />
        <PaymentMethodField methods={settings.methods} value={method} onChange={setMethod} />
        <label htmlFor={termsId} className="flex min-h-11 items-start gap-3 text-sm text-parchment">
          <input
            id={termsId}
            type="checkbox"
            data-testid="checkout-terms"
            checked={terms}
            onChange={(event) => setTerms(event.target.checked)}
            className="mt-1 size-4 accent-[var(--color-gold)]"
          />
          <span>
            I accept the{" "}
            <ShopLink href="/terms-of-service" className="text-gold underline underline-offset-2">
              terms of service
            </ShopLink>{" "}
            and the refund policy.
          </span>
        </label>
      </div>
      <div className="grid content-start gap-4">
        <OrderSummary
          lines={
            serverPrices
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
                }))
          }
          subtotalCents={serverPrices?.totals.subtotalCents ?? totals.subtotalCents}
          discountCents={serverPrices?.totals.discountCents ?? totals.discountCents}
          totalCents={shownTotal}
          discountLabel={discountLabel(discountBasisPoints)}
        />
        {!minimum.ok && (
          <p
            role="status"
            data-testid="checkout-minimum"
            className="rounded-lg border border-gold/40 bg-gold/10 p-3 text-sm text-parchment"
          >
            {minimum.message}
          </p>
        )}
        {error && (
          <p
            role="alert"
            data-testid={serverPrices ? "checkout-price-changed" : "checkout-error"}
            className="rounded-lg border border-danger/50 bg-danger/10 p-3 text-sm text-parchment"
          >
            {error}
          </p>
        )}
        <button
          type="submit"
          data-testid="checkout-submit"
          disabled={!ready}
          className="inline-flex min-h-12 items-center justify-center rounded-lg bg-ember px-6 font-semibold text-night shadow-lg shadow-ember/20 hover:bg-ember-hover disabled:cursor-not-allowed disabled:opacity-50"
        >
          {busy
            ? "Placing your order..."
            : isManualMethod(method)
              ? `Place order for ${formatUsd(shownTotal)}`
              : `Pay ${formatUsd(shownTotal)}`}
        </button>
        <p className="text-center text-xs text-parchment-muted">
          Prices are checked again by our server before you pay.
        </p>
      </div>
    </form>
  );
}
