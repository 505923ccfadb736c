import { setEnv } from "../../support/env";
import {
  type FakeSquare,
  randomSquareId,
  SQUARE_ACCESS_TOKEN,
  SQUARE_LOCATION_ID,
  SQUARE_NOTIFICATION_URL,
  SQUARE_SIGNATURE_KEY,
  signSquare,
} from "../../support/fake-square";
import { fireCapeItem } from "../../support/fixtures";
import { orderRequest } from "../../support/order-request";

/*
 * The shop's Square routes, loaded after env points at a FakeSquare (the server modules read env
 * when first imported), with the helpers the Square test files share.
 */

/** Fire Cape on a zerker account: $35.00 less the 10% site discount. */
export const FIRE_CAPE_PAYABLE_CENTS = 3_150;
export const SHOP_INBOX = "support@runeforge.gg";

async function loadRoutes() {
  return {
    placeOrder: (await import("@/app/api/checkout/order/route")).POST,
    getPaymentData: (await import("@/app/api/square/getPaymentData/route")).GET,
    markAsCompleted: (await import("@/app/api/square/markAsCompleted/route")).POST,
    webhook: (await import("@/app/api/square/webhook/route")).POST,
    getDatabase: (await import("@/server/db/client")).getDatabase,
  };
}

export type SquareShop = Awaited<ReturnType<typeof openSquareShop>>;

/** The variables that point the shop at a FakeSquare (for setEnv, before any server module loads). */
export function squareEnv(fake: FakeSquare) {
  return {
    SQUARE_ACCESS_TOKEN,
    SQUARE_LOCATION_ID,
    SQUARE_ENVIRONMENT: "sandbox",
    SQUARE_API_URL: fake.baseUrl,
    SQUARE_WEBHOOK_SIGNATURE_KEY: SQUARE_SIGNATURE_KEY,
    SQUARE_WEBHOOK_URL: SQUARE_NOTIFICATION_URL,
  };
}

/** Points env at the fake and loads the routes; call in beforeAll once the fake is listening. */
export async function openSquareShop(fake: FakeSquare) {
  const restoreEnv = setEnv(squareEnv(fake));
  const routes = await loadRoutes();
  let buyerCounter = 0;

  return {
    routes,
    /** Puts back the variables this shop set; call in afterAll. */
    restoreEnv,

    /** Checks out one tampered fire cape with Square through the real route; returns Square's order id. */
    async placeSquareOrder(expectedTotalCents = FIRE_CAPE_PAYABLE_CENTS, promoCode?: string) {
      buyerCounter += 1;
      const email = `square-buyer-${buyerCounter}-${randomSquareId().toLowerCase()}@example.com`;
      const response = await routes.placeOrder(
        orderRequest({
          method: "square",
          items: [fireCapeItem(1)],
          profile: { email, name: "Zezima Square", phone: "+1 555 0100", rsn: "Zezima" },
          expectedTotalCents,
          promoCode,
        }),
        undefined,
      );
      const json = (await response.json()) as { kind?: string; reference?: string; redirectUrl?: string };
      const link = fake.links.at(-1);
      return { response, json, email, orderId: link?.orderId ?? "", link };
    },

    getPaymentData(id: string): Promise<Response> {
      return Promise.resolve(
        routes.getPaymentData(
          new Request(`http://shop.test/api/square/getPaymentData?id=${encodeURIComponent(id)}`),
          undefined,
        ),
      );
    },

    markAsCompleted(squareId: string): Promise<Response> {
      return Promise.resolve(
        routes.markAsCompleted(
          new Request("http://shop.test/api/square/markAsCompleted", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ squareId }),
          }),
          undefined,
        ),
      );
    },

    postWebhook(body: string, signature: string | null = signSquare(body)): Promise<Response> {
      const headers: Record<string, string> = { "content-type": "application/json" };
      if (signature !== null) headers["x-square-hmacsha256-signature"] = signature;
      return Promise.resolve(
        routes.webhook(
          new Request("http://127.0.0.1:3000/api/square/webhook", { method: "POST", headers, body }),
          undefined,
        ),
      );
    },

    async orderRow(squareOrderId: string) {
      const { db } = routes.getDatabase();
      return db.selectFrom("orders").selectAll().where("provider_ref", "=", squareOrderId).executeTakeFirstOrThrow();
    },

    /** The receipt goes to the buyer and the shop's notices reply to them: both name their email. */
    async outboxFor(email: string) {
      const { db } = routes.getDatabase();
      return db
        .selectFrom("outbox")
        .select(["to_address", "reply_to", "subject", "body_text"])
        .where((eb) => eb.or([eb("to_address", "=", email), eb("reply_to", "=", email)]))
        .execute();
    },

    async setStatus(squareOrderId: string, status: "expired" | "cancelled") {
      const { db } = routes.getDatabase();
      await db.updateTable("orders").set({ status }).where("provider_ref", "=", squareOrderId).execute();
    },

    async paymentEventsFor(orderId: string) {
      const { db } = routes.getDatabase();
      return db.selectFrom("payment_events").selectAll().where("order_id", "=", orderId).execute();
    },
  };
}
