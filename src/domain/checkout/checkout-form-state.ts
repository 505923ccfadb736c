import type { PlacedManualOrder, PlaceOrderResponse } from "@/domain/api/checkout-order";
import type { CheckoutMethod } from "./methods";
import { missingForOrder } from "./pay-readiness";
import type { OrderLine, OrderTotals } from "./reprice";
import type { VisitorProfile } from "./visitor-profile";

/*
 * The checkout form's state and every change to it, as one pure reducer: what the visitor typed,
 * the method and the terms, whether an order is being placed, and what the server answered.
 */

/** What placing an order can come to, as the page shows it. */
export type PlaceOrderOutcome =
  | PlaceOrderResponse
  | { kind: "price-changed"; message: string; totals: OrderTotals; lines: OrderLine[] }
  | { kind: "error"; message: string }
  /** The promo code was refused when the order was placed: shown by the code's field, the order not placed. */
  | { kind: "promo-refused"; message: string };

/** Under the Place order button when the code was refused there; the reason is by the code's field. */
export const PROMO_REFUSED_AT_ORDER =
  "Your promo code could not be used, so the order was not placed. Check the message by the code and the new total.";

export type CheckoutFormState = {
  profile: VisitorProfile;
  method: CheckoutMethod;
  terms: boolean;
  /** An order is on its way to the server: a second submit is ignored until it answers. */
  busy: boolean;
  error: string | null;
  /** Pay was pressed with something missing: what is missing is then told as an error, not a hint. */
  payAttempted: boolean;
  /** The server's prices once it said they changed; shown instead of the cart's until the page reloads. */
  serverPrices: { totals: OrderTotals; lines: OrderLine[] } | null;
  placed: PlacedManualOrder | null;
};

export type CheckoutFormEvent =
  | { type: "profile-changed"; profile: VisitorProfile }
  | { type: "method-chosen"; method: CheckoutMethod }
  | { type: "terms-changed"; accepted: boolean }
  | { type: "submitted" }
  /** Pay pressed while a field is missing: nothing is sent. */
  | { type: "pay-attempted" }
  | { type: "answered"; outcome: PlaceOrderOutcome };

export function initialCheckoutFormState(profile: VisitorProfile, method: CheckoutMethod): CheckoutFormState {
  return {
    profile,
    method,
    terms: false,
    busy: false,
    error: null,
    payAttempted: false,
    serverPrices: null,
    placed: null,
  };
}

export function checkoutFormReducer(state: CheckoutFormState, event: CheckoutFormEvent): CheckoutFormState {
  switch (event.type) {
    case "profile-changed":
      return { ...state, profile: event.profile };
    case "method-chosen":
      return { ...state, method: event.method };
    case "terms-changed":
      return { ...state, terms: event.accepted };
    case "submitted":
      return state.busy ? state : { ...state, busy: true, error: null };
    case "pay-attempted":
      return { ...state, payAttempted: true };
    case "answered":
      return answered({ ...state, busy: false }, event.outcome);
  }
}

function answered(state: CheckoutFormState, outcome: PlaceOrderOutcome): CheckoutFormState {
  switch (outcome.kind) {
    // The browser leaves for the provider's page; nothing to show meanwhile.
    case "redirect":
      return state;
    case "manual":
      return { ...state, placed: outcome };
    case "price-changed":
      return { ...state, serverPrices: { totals: outcome.totals, lines: outcome.lines }, error: outcome.message };
    case "error":
      return { ...state, error: outcome.message };
    case "promo-refused":
      return { ...state, error: PROMO_REFUSED_AT_ORDER };
  }
}

/** Whether the order may be sent: a valid email, the terms, an RSN when gold is in the cart, nothing pending. */
export function canPlaceOrder(state: CheckoutFormState, needsRsn: boolean): boolean {
  return missingForOrder({ profile: state.profile, terms: state.terms, needsRsn }).length === 0 && !state.busy;
}

/** The profile as it is sent: trimmed, the email lowercased. */
export function orderProfile(profile: VisitorProfile): VisitorProfile {
  return {
    email: profile.email.trim().toLowerCase(),
    name: profile.name.trim(),
    phone: profile.phone.trim(),
    rsn: profile.rsn.trim(),
  };
}
