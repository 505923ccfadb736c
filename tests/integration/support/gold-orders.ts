import type { CartItem } from "@/domain/cart/cart-schema";
import type { FakeStripe } from "../../support/fake-stripe";
import { orderRequest } from "../../support/order-request";
import { type StripeShop, stripeSessionEvent } from "../../support/stripe-shop";

/* Gold orders placed through the order route with the fake Stripe, for the ledger's tests and delivery's. */

/** 500M at the default 0.19 USD per million. */
export const GOLD_500M_CENTS = 9_500;

/** The cart's gold line; the shop reprices it, so its price here is a placeholder. */
export function goldItem(millions: number): CartItem {
  return {
    sku: "osrs-gold",
    name: "OSRS Gold",
    subName: `${millions}M`,
    count: 1,
    pricePer: 1,
    totalPrice: 1,
    imageSrc: "/art/gold.svg",
    config: { millions },
  };
}

/** A card order for `millions` of gold, placed and not paid: its fake session and order id. */
export async function placeGoldOrder(
  stripe: StripeShop,
  fake: FakeStripe,
  millions = 500,
  totalCents = GOLD_500M_CENTS,
) {
  const email = `gold-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const response = await stripe.shop.orderRoute.POST(
    orderRequest({
      method: "card",
      items: [goldItem(millions)],
      profile: { email, name: "Ada Lovelace", phone: "+1 555 0100", rsn: "Zezima" },
      expectedTotalCents: totalCents,
    }),
    undefined,
  );
  if (response.status !== 201) throw new Error(`order route answered ${response.status}: ${await response.text()}`);
  const placed = (await response.json()) as { redirectUrl: string };
  const session = [...fake.sessions.values()].find((s) => s.url === placed.redirectUrl);
  if (!session) throw new Error("the redirect URL is not a session of the fake");
  const row = await stripe.orderRow(session.id);
  return { session, orderId: row.id, totalCents };
}

/** The provider's webhook saying the order's session was paid. */
export async function payGoldByWebhook(stripe: StripeShop, sessionId: string, totalCents: number) {
  const payload = stripeSessionEvent("checkout.session.completed", { id: sessionId, amount_total: totalCents });
  return stripe.postWebhook(payload);
}
