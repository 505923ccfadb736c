import { describe, expect, it } from "vitest";
import {
  type CheckoutFormState,
  canPlaceOrder,
  checkoutFormReducer,
  initialCheckoutFormState,
  orderProfile,
  type PlaceOrderOutcome,
  PROMO_REFUSED_AT_ORDER,
} from "./checkout-form-state";
import { EMPTY_PROFILE } from "./visitor-profile";

const profile = { email: " Visitor@Example.com ", name: " Ann ", phone: "", rsn: " Zezima " };
const totals = { subtotalCents: 2000, discountCents: 200, totalCents: 1800 };
const filled: CheckoutFormState = { ...initialCheckoutFormState(profile, "card"), terms: true };

describe("checkoutFormReducer", () => {
  it("starts with the terms unaccepted, nothing pending and nothing answered", () => {
    expect(initialCheckoutFormState(EMPTY_PROFILE, "crypto")).toEqual({
      profile: EMPTY_PROFILE,
      method: "crypto",
      terms: false,
      busy: false,
      error: null,
      payAttempted: false,
      serverPrices: null,
      placed: null,
    });
  });

  it("remembers that Pay was pressed with something missing", () => {
    const state = initialCheckoutFormState(EMPTY_PROFILE, "card");
    expect(checkoutFormReducer(state, { type: "pay-attempted" })).toEqual({ ...state, payAttempted: true });
  });

  it("keeps what the visitor types, chooses and accepts", () => {
    let state = initialCheckoutFormState(EMPTY_PROFILE, "card");
    state = checkoutFormReducer(state, { type: "profile-changed", profile });
    state = checkoutFormReducer(state, { type: "method-chosen", method: "zelle" });
    state = checkoutFormReducer(state, { type: "terms-changed", accepted: true });
    expect(state).toMatchObject({ profile, method: "zelle", terms: true });
  });

  it("clears the last error on submit and ignores a second submit while the first is pending", () => {
    const failed = { ...filled, error: "Your order could not be placed." };
    const pending = checkoutFormReducer(failed, { type: "submitted" });
    expect(pending).toMatchObject({ busy: true, error: null });
    expect(checkoutFormReducer(pending, { type: "submitted" })).toBe(pending);
  });

  it("shows the server's prices and its message when they changed", () => {
    const pending = checkoutFormReducer(filled, { type: "submitted" });
    const state = checkoutFormReducer(pending, {
      type: "answered",
      outcome: { kind: "price-changed", message: "Prices have changed.", totals, lines: [] },
    });
    expect(state).toMatchObject({ busy: false, error: "Prices have changed.", serverPrices: { totals, lines: [] } });
  });

  it("keeps the server's prices when a later attempt fails", () => {
    const changed = { ...filled, serverPrices: { totals, lines: [] } };
    const state = checkoutFormReducer(checkoutFormReducer(changed, { type: "submitted" }), {
      type: "answered",
      outcome: { kind: "error", message: "The payment provider did not answer in time." },
    });
    expect(state).toMatchObject({ busy: false, error: "The payment provider did not answer in time." });
    expect(state.serverPrices).toEqual({ totals, lines: [] });
  });

  it("records a manual order, and leaves the form as it was for a redirect", () => {
    const pending = checkoutFormReducer(filled, { type: "submitted" });
    const manual = {
      kind: "manual" as const,
      reference: "RF-1",
      method: "crypto" as const,
      totalCents: 1800,
      steps: ["Pay."],
      orderPath: "/orders/RF-1?k=a",
    } satisfies PlaceOrderOutcome;
    expect(checkoutFormReducer(pending, { type: "answered", outcome: manual }).placed).toEqual(manual);
    const redirect = {
      kind: "redirect",
      reference: "RF-2",
      redirectUrl: "/test-payment",
      totalCents: 1800,
      orderPath: "/orders/RF-2?k=a",
    } as const;
    expect(checkoutFormReducer(pending, { type: "answered", outcome: redirect })).toEqual({ ...pending, busy: false });
  });
});

describe("canPlaceOrder", () => {
  it("needs a valid email, the terms, and nothing pending", () => {
    expect(canPlaceOrder(filled, false)).toBe(true);
    expect(canPlaceOrder({ ...filled, terms: false }, false)).toBe(false);
    expect(canPlaceOrder({ ...filled, busy: true }, false)).toBe(false);
    expect(canPlaceOrder({ ...filled, profile: { ...profile, email: "visitor@" } }, false)).toBe(false);
  });

  it("needs an RSN only when gold is in the cart", () => {
    const noRsn = { ...filled, profile: { ...profile, rsn: "  " } };
    expect(canPlaceOrder(noRsn, false)).toBe(true);
    expect(canPlaceOrder(noRsn, true)).toBe(false);
  });
});

describe("orderProfile", () => {
  it("trims every field and lowercases the email", () => {
    expect(orderProfile(profile)).toEqual({ email: "visitor@example.com", name: "Ann", phone: "", rsn: "Zezima" });
  });
});

describe("a promo code refused when the order is placed", () => {
  it("stops the order and says so under the button, the reason being by the code's field", () => {
    const pending = checkoutFormReducer(filled, { type: "submitted" });
    const outcome: PlaceOrderOutcome = { kind: "promo-refused", message: "This promo code has been used up." };
    const state = checkoutFormReducer(pending, { type: "answered", outcome });
    expect(state).toMatchObject({ busy: false, placed: null, error: PROMO_REFUSED_AT_ORDER });
  });
});
