import type { CartItem } from "@/domain/cart/cart-schema";
import { FIRE_CAPE, FIRE_CAPE_CENTS } from "./fixtures";

/*
 * What the checkout form posts to /api/checkout/order, for the tests that place orders through the
 * route handler or over HTTP: one place to change when the order's body does.
 */

export type OrderProfile = { email: string; name: string; phone: string; rsn: string };

export type OrderInput = {
  method: string;
  profile: OrderProfile;
  /** What the browser showed; the shop refuses the order when its own price differs. */
  expectedTotalCents?: number;
  promoCode?: string;
  /** A zerker fire cape at the shop's price unless told otherwise. */
  items?: CartItem[];
};

/** The order's JSON body, the terms accepted, on a cart of its own. */
export function orderBody({ method, profile, expectedTotalCents = FIRE_CAPE_CENTS, promoCode, items }: OrderInput) {
  return {
    cartUuid: crypto.randomUUID(),
    items: items ?? [FIRE_CAPE],
    profile,
    method,
    acceptTerms: true,
    expectedTotalCents,
    ...(promoCode ? { promoCode } : {}),
  };
}

/** The order as the route handler receives it, from the shop's test origin. */
export function orderRequest(order: OrderInput): Request {
  return new Request("http://shop.test/api/checkout/order", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(orderBody(order)),
  });
}

/** The order over HTTP to the shop at `baseUrl`, from the shop's own origin as its checkout page sends it. */
export function postOrderTo(baseUrl: string, order: OrderInput): Promise<Response> {
  return fetch(`${baseUrl}/api/checkout/order`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify(orderBody(order)),
  });
}
