"use client";

import { useReducer, useRef } from "react";
import type { StoredCart } from "@/domain/cart/cart-schema";
import { checkoutFormReducer, initialCheckoutFormState, orderProfile } from "@/domain/checkout/checkout-form-state";
import { type CheckoutQuote, quoteOfLines } from "@/domain/checkout/checkout-quote";
import { formatGoldTenths, goldPaymentRefusal, goldPaymentTenths, isGoldPayment } from "@/domain/checkout/gold-payment";
import { METHOD_LABELS } from "@/domain/checkout/methods";
import { checkMinimumOrder } from "@/domain/checkout/minimum-order";
import { missingForOrder, payBlockedReason } from "@/domain/checkout/pay-readiness";
import { formatUsd } from "@/domain/money/money";
import {
  EMPTY_PROFILE,
  readVisitorProfile,
  saveVisitorProfile,
  type VisitorProfile,
} from "@/features/visitor/visitor-profile";
import { placeOrderRequest } from "./checkout-api";
import type { CheckoutSettings } from "./checkout-settings";
import { finishManualOrder, rememberOrderPage } from "./placed-order-session";

/** Where the server's quote stands, as the form needs it: its total once it has one, and the lines it refused. */
export type QuotedTotal = { status: "loading" | "failed" | "quoted"; totalCents: number | null; refusedLines: number };

/**
 * The checkout form's state (checkout-form-state.ts), what follows from it, and placing the order.
 * `quoted` is the server's quote (use-checkout-quote.ts): its total, never the browser's own sum,
 * is the one shown, charged and sent; a 409 with newer prices replaces it through onPriceChanged.
 */
export function useCheckoutForm(
  settings: CheckoutSettings,
  cart: StoredCart,
  quoted: QuotedTotal,
  onPriceChanged: (quote: CheckoutQuote) => void,
  promo: { code: string | null; onRefused: (message: string) => void },
) {
  // The first offered method: card when Stripe (or the demo) takes it, else Square, else a manual one.
  // The details saved on an earlier visit (or a moment ago, by this form before it was remounted:
  // every keystroke is saved), read when the state is made rather than in an effect, which would
  // run after the form is on screen and could land on what the visitor is typing. The server
  // (no storage) and hydration render the placeholder, never these fields, so nothing mismatches.
  const [state, dispatch] = useReducer(checkoutFormReducer, settings.methods[0] ?? "crypto", (method) =>
    initialCheckoutFormState(readVisitorProfile() ?? EMPTY_PROFILE, method),
  );
  // Set before the first await: two submits in one tick must not both reach the server.
  const inFlight = useRef(false);

  const shownTotal = quoted.totalCents;
  const goldRefusal = goldPaymentRefusal(cart.cartItems);
  // Gold bought is traded to the RSN, and gold paid with is traded from it: either way the trader needs it.
  const needsRsn = goldRefusal !== null || isGoldPayment(state.method);
  // The figure the product pages show for the same total (goldEquivalentTenths); the server computes it again.
  const goldTenths = shownTotal === null ? null : goldPaymentTenths(shownTotal, settings.goldBuyMillicentsPerMillion);
  // Said before sending, on the server's quoted total; placing the order checks it again.
  const minimum = checkMinimumOrder(shownTotal ?? Number.MAX_SAFE_INTEGER, settings.minOrderCents);
  // What the visitor still has to give (Pay takes them there), and what no field can fix (Pay is disabled).
  const missing = missingForOrder({ profile: state.profile, terms: state.terms, needsRsn });
  const blocked = payBlockedReason({
    quote: quoted.status,
    refusedLines: quoted.refusedLines,
    goldRefusal: isGoldPayment(state.method) ? goldRefusal : null,
  });
  const ready = missing.length === 0 && blocked === null && !state.busy;

  const updateProfile = (profile: VisitorProfile) => {
    dispatch({ type: "profile-changed", profile });
    saveVisitorProfile(profile);
  };

  const submit = async () => {
    if (!ready || shownTotal === null || inFlight.current) return;
    inFlight.current = true;
    dispatch({ type: "submitted" });
    const profile = orderProfile(state.profile);
    const outcome = await placeOrderRequest({
      cartUuid: cart.uuid,
      items: cart.cartItems,
      profile,
      method: state.method,
      expectedTotalCents: shownTotal,
      ...(promo.code ? { promoCode: promo.code } : {}),
    });
    inFlight.current = false;
    dispatch({ type: "answered", outcome });
    if (outcome.kind === "price-changed") onPriceChanged(quoteOfLines(outcome.lines, outcome.totals));
    if (outcome.kind === "promo-refused") promo.onRefused(outcome.message);
    if (outcome.kind === "redirect") {
      rememberOrderPage(outcome.reference, outcome.orderPath);
      window.location.assign(outcome.redirectUrl);
    }
    if (outcome.kind !== "manual") return;
    finishManualOrder(outcome);
    const amount =
      outcome.goldTenths === undefined
        ? `${formatUsd(outcome.totalCents)} by ${METHOD_LABELS[outcome.method]}`
        : `${formatGoldTenths(outcome.goldTenths)} of OSRS gold`;
    const note = `Manual order ${outcome.reference}: ${amount}${profile.rsn ? `, RSN ${profile.rsn}` : ""}.`;
    // The chat's code is needed only now, after a manual order: out of the checkout's first load.
    // The shop has heard of the order already (its email and Discord post, queued with the order,
    // once per order): without a chat, nothing more is sent, so no order arrives as an inbox message.
    import("@/features/chat/live-chat").then(
      ({ openLiveChat, chatOrderOf }) =>
        openLiveChat({ origin: "checkout", message: note, order: chatOrderOf(outcome) }),
      () => undefined,
    );
  };

  return {
    state,
    dispatch,
    shownTotal,
    needsRsn,
    gold: { tenths: goldTenths, refusal: goldRefusal },
    minimum,
    missing,
    blocked,
    ready,
    updateProfile,
    submit,
  };
}
