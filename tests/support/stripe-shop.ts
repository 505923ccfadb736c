import type { CartItem } from "@/domain/cart/cart-schema";
import { setEnv } from "./env";
import { type FakeStripe, STRIPE_TEST_SECRET_KEY, STRIPE_TEST_WEBHOOK_SECRET, signStripe } from "./fake-stripe";
import { fireCapeItem } from "./fixtures";
import { orderRequest } from "./order-request";

/*
 * The shop's Stripe routes, loaded after env points at a FakeStripe (the server modules read env
 * when first imported), with builders for the signed events the money tests send.
 */

/** $35 zerker fire cape minus the 10% site discount. */
export const FIRE_CAPE_ZERKER_CENTS = 3_150;
export const SHOP_INBOX = "support@runeforge.gg";

const TAMPERED_FIRE_CAPE: CartItem = fireCapeItem(1);

async function loadShop() {
  return {
    orderRoute: await import("@/app/api/checkout/order/route"),
    webhookRoute: await import("@/app/api/stripe/webhook/route"),
    getPaymentDataRoute: await import("@/app/api/stripe/getPaymentData/route"),
    markAsCompletedRoute: await import("@/app/api/stripe/markAsCompleted/route"),
    orders: await import("@/server/orders/order-store"),
    dbClient: await import("@/server/db/client"),
  };
}

let eventCounter = 0;

function event(type: string, object: Record<string, unknown>): string {
  eventCounter += 1;
  return JSON.stringify({
    id: `evt_money_${Date.now()}_${eventCounter}`,
    object: "event",
    api_version: "2025-01-01",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
}

/** A checkout session event as Stripe sends it, paid in full unless told otherwise. */
export function stripeSessionEvent(type: string, session: { id: string } & Record<string, unknown>): string {
  return event(type, {
    object: "checkout.session",
    status: "complete",
    payment_status: "paid",
    payment_intent: `pi_for_${session.id}`,
    amount_total: FIRE_CAPE_ZERKER_CENTS,
    currency: "usd",
    ...session,
  });
}

/** charge.refunded: amount_refunded is everything refunded on the charge so far. */
export function stripeRefundEvent(paymentIntent: string, amountRefunded: number, amount = FIRE_CAPE_ZERKER_CENTS) {
  return event("charge.refunded", {
    id: `ch_for_${paymentIntent}`,
    object: "charge",
    amount,
    amount_refunded: amountRefunded,
    refunded: amountRefunded >= amount,
    currency: "usd",
    payment_intent: paymentIntent,
    status: "succeeded",
  });
}

export function stripeDisputeEvent(
  type: "charge.dispute.created" | "charge.dispute.closed",
  paymentIntent: string,
  status = "needs_response",
) {
  return event(type, {
    id: `dp_for_${paymentIntent}`,
    object: "dispute",
    amount: FIRE_CAPE_ZERKER_CENTS,
    currency: "usd",
    charge: `ch_for_${paymentIntent}`,
    payment_intent: paymentIntent,
    reason: "fraudulent",
    status,
  });
}

export function eventIdOf(payload: string): string {
  return (JSON.parse(payload) as { id: string }).id;
}

export type StripeShop = Awaited<ReturnType<typeof openStripeShop>>;

/** Points env at the fake and loads the routes; call in beforeAll once the fake is listening. */
export async function openStripeShop(fake: FakeStripe) {
  const restoreEnv = setEnv({
    STRIPE_SECRET_KEY: STRIPE_TEST_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
    STRIPE_API_URL: fake.url,
  });
  const shop = await loadShop();
  let buyerCounter = 0;

  const db = () => shop.dbClient.getDatabase().db;

  return {
    shop,
    /** Puts back the variables this shop set; call in afterAll. */
    restoreEnv,

    /** Places a card order through the order route; returns the buyer's email and the fake's session. */
    /** With `promo`, the order carries that code and is expected at the reduced total. */
    async placeCardOrder(promo?: { code: string; expectedTotalCents: number }) {
      buyerCounter += 1;
      const email = `stripe-buyer-${buyerCounter}-${crypto.randomUUID().slice(0, 8)}@example.com`;
      const response = await shop.orderRoute.POST(
        orderRequest({
          method: "card",
          items: [TAMPERED_FIRE_CAPE],
          profile: { email, name: "Ada Lovelace", phone: "+1 555 0100", rsn: "Zezima" },
          expectedTotalCents: promo?.expectedTotalCents ?? FIRE_CAPE_ZERKER_CENTS,
          promoCode: promo?.code,
        }),
        undefined,
      );
      if (response.status !== 201) throw new Error(`order route answered ${response.status}: ${await response.text()}`);
      const placed = (await response.json()) as { redirectUrl: string };
      const session = [...fake.sessions.values()].find((s) => s.url === placed.redirectUrl);
      if (!session) throw new Error("the redirect URL is not a session of the fake");
      return { email, session };
    },

    getPaymentData(id: string): Promise<Response> {
      const url = `http://shop.test/api/stripe/getPaymentData?id=${encodeURIComponent(id)}`;
      return Promise.resolve(shop.getPaymentDataRoute.GET(new Request(url), undefined));
    },

    markAsCompleted(stripeId: string): Promise<Response> {
      return Promise.resolve(
        shop.markAsCompletedRoute.POST(
          new Request("http://shop.test/api/stripe/markAsCompleted", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ stripeId }),
          }),
          undefined,
        ),
      );
    },

    postWebhook(payload: string, signature: string | null = signStripe(payload)): Promise<Response> {
      const headers: Record<string, string> = { "content-type": "application/json" };
      if (signature !== null) headers["stripe-signature"] = signature;
      return Promise.resolve(
        shop.webhookRoute.POST(
          new Request("http://shop.test/api/stripe/webhook", { method: "POST", headers, body: payload }),
          undefined,
        ),
      );
    },

    async orderRow(sessionId: string) {
      return db().selectFrom("orders").selectAll().where("provider_ref", "=", sessionId).executeTakeFirstOrThrow();
    },

    async setStatus(sessionId: string, status: "expired" | "cancelled") {
      await db().updateTable("orders").set({ status }).where("provider_ref", "=", sessionId).execute();
    },

    async setTestMode(sessionId: string) {
      await db().updateTable("orders").set({ test_mode: 1 }).where("provider_ref", "=", sessionId).execute();
    },

    /** Emails about one buyer's order: their receipt, and the shop's notices that reply to them. */
    async outboxFor(email: string) {
      return db()
        .selectFrom("outbox")
        .select(["to_address", "subject", "body_text"])
        .where((eb) => eb.or([eb("to_address", "=", email), eb("reply_to", "=", email)]))
        .orderBy("created_at")
        .execute();
    },

    async paymentEvent(eventId: string) {
      return db().selectFrom("payment_events").selectAll().where("id", "=", `stripe:${eventId}`).execute();
    },
  };
}
