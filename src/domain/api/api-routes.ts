import type { ApiRoute } from "./api-contract";
import type { PaymentChannel } from "./payment-return";

/*
 * Where each route of the shop's own API lives, how the browser calls it, and whether a failed
 * call may be sent again. No zod here: this module ships with the pages, the schemas load with
 * the first call (api-contract.ts says why).
 */

export const SAVE_CART_DATA_ROUTE = {
  method: "POST",
  path: "/api/cart/saveCartData",
  retry: true,
  load: async () => (await import("./save-cart-data")).saveCartDataContract,
} satisfies ApiRoute;

/** Read-only: the catalogue's answer for the products of a stored cart. */
export const CART_REVIEW_ROUTE = {
  method: "POST",
  path: "/api/cart/review",
  retry: true,
  load: async () => (await import("./cart-review")).cartReviewContract,
} satisfies ApiRoute;

export const CONTACT_MESSAGE_ROUTE = {
  method: "POST",
  path: "/api/brevo/fallback",
  retry: true,
  load: async () => (await import("./contact-message")).contactMessageContract,
} satisfies ApiRoute;

/** Never sent twice by itself: each attempt that reaches the server stores an order of its own. */
export const PLACE_ORDER_ROUTE = {
  method: "POST",
  path: "/api/checkout/order",
  retry: false,
  load: async () => (await import("./checkout-order")).placeOrderContract,
} satisfies ApiRoute;

/** Read-only pricing of the cart: safe to repeat. */
export const CHECKOUT_QUOTE_ROUTE = {
  method: "POST",
  path: "/api/checkout/quote",
  retry: true,
  load: async () => (await import("./checkout-quote")).quoteContract,
} satisfies ApiRoute;

/** Paying settles once by its event id and cancelling is idempotent, so a repeat is harmless. */
export const TEST_PAYMENT_ROUTE = {
  method: "POST",
  path: "/api/test-payment",
  retry: true,
  load: async () => (await import("./test-payment")).testPaymentContract,
} satisfies ApiRoute;

/**
 * Not an ApiRoute: every page asks it while idle, so the browser reads the answer with the
 * hand-written parseClientRuntimeConfig (src/features/runtime/client-config.ts) instead of
 * loading zod for it; anything unexpected switches a vendor off.
 */
export const CLIENT_CONFIG_ROUTE = { method: "GET", path: "/api/client-config" } as const;

// Not an ApiRoute either; its own module keeps the rest of this table out of the gold page.
export { GOLD_STOCK_ROUTE } from "./gold-stock-route";

/** A lookup: safe to repeat. */
export function paymentDataRoute(channel: PaymentChannel) {
  return {
    method: "GET",
    path: `/api/${channel}/getPaymentData`,
    retry: true,
    load: async () => (await import("./payment-return")).paymentDataContract,
  } satisfies ApiRoute;
}

/** Records the purchase event once; a repeat changes nothing. */
export function markAsCompletedRoute(channel: PaymentChannel) {
  return {
    method: "POST",
    path: `/api/${channel}/markAsCompleted`,
    retry: true,
    load: async () => (await import("./payment-return")).markAsCompletedContract(channel),
  } satisfies ApiRoute;
}

/** The customer's order page as JSON (the live page's polling fallback): a read, safe to repeat. */
export function orderTrackingRoute(reference: string) {
  return {
    method: "GET",
    path: `/api/orders/${encodeURIComponent(reference)}`,
    retry: true,
    load: async () => (await import("./order-tracking")).orderTrackingContract,
  } satisfies ApiRoute;
}

/** Sets the order's step emails on or off: the same choice twice changes nothing. */
export function stepEmailsRoute(reference: string) {
  return {
    method: "POST",
    path: `/api/orders/${encodeURIComponent(reference)}/step-emails`,
    retry: true,
    load: async () => (await import("./order-tracking")).stepEmailsContract,
  } satisfies ApiRoute;
}

/** Not repeated by itself: each attempt counts against the lookup's limits and may send an email. */
export const ORDER_LOOKUP_ROUTE = {
  method: "POST",
  path: "/api/orders/lookup",
  retry: false,
  load: async () => (await import("./order-lookup")).orderLookupContract,
} satisfies ApiRoute;

/** Not repeated by itself: each attempt that reaches the server stores a message. */
export function orderQuestionRoute(reference: string) {
  return {
    method: "POST",
    path: `/api/orders/${encodeURIComponent(reference)}/messages`,
    retry: false,
    load: async () => (await import("./order-lookup")).orderQuestionContract,
  } satisfies ApiRoute;
}
