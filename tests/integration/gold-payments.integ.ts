import { beforeAll, describe, expect, it } from "vitest";
import { POST as postOrder } from "@/app/api/checkout/order/route";
import { confirmGoldPaymentRequestSchema } from "@/domain/api/admin-orders";
import { recordOf } from "@/domain/catalogue/catalogue-snapshot";
import { GOLD_PAYMENT_MESSAGES, goldPaymentTenths } from "@/domain/checkout/gold-payment";
import { buildGoldCartItem } from "@/domain/gold/gold-cart-item";
import { formatTenths } from "@/domain/gold/gold-units";
import { priceLine } from "@/domain/pricing/price-line";
import { pricingContextOf } from "@/domain/pricing/pricing-context";
import { confirmGoldPayment } from "@/server/admin/orders/confirm-gold-payment";
import { recordManualPayment } from "@/server/admin/orders/record-payment";
import { checkoutCatalogue } from "@/server/checkout/checkout-service";
import { getDatabase } from "@/server/db/client";
import { ensureDatabaseReady } from "@/server/db/migrate";
import { AppError } from "@/server/http/errors";
import { trackingViewById } from "@/server/orders/order-tracking";
import { setTradeDetails } from "@/server/orders/trade-details";
import { FIRE_CAPE, FIRE_CAPE_CENTS } from "../support/fixtures";
import { orderBody } from "../support/order-request";

/*
 * A services order paid with OSRS gold (TEST_DB: SQLite or PostgreSQL): placed pending as a manual
 * order asking the product page's figure, refused for a cart with gold, given trade details while it
 * waits, and paid exactly once when operators confirm its gold, the ledger adding the gold once.
 */

const dialect = process.env.TEST_DB ?? "sqlite";
const db = () => getDatabase().db;
const OPERATORS = Array.from({ length: 5 }, (_, index) => `0f0e0d0c-0000-4000-8000-00000000004${index}`);
const PROFILE = { email: "gold.payer@example.com", name: "Ada Lovelace", phone: "", rsn: "Zezima" };

let client = 0;

/** Each call from its own client address, so the rate limiter never queues these. */
async function place(input: { items?: (typeof FIRE_CAPE)[]; rsn?: string; expectedTotalCents?: number } = {}) {
  client += 1;
  const body = orderBody({
    method: "gold",
    profile: { ...PROFILE, rsn: input.rsn ?? PROFILE.rsn },
    items: input.items ?? [FIRE_CAPE],
    expectedTotalCents: input.expectedTotalCents ?? FIRE_CAPE_CENTS,
  });
  const response = await postOrder(
    new Request("http://shop.test/api/checkout/order", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": `203.0.113.${client % 250}` },
      body: JSON.stringify(body),
    }),
    undefined,
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, cartUuid: body.cartUuid };
}

async function placedOrderId(): Promise<{ id: string; asked: number }> {
  const placed = await place();
  expect(placed.status).toBe(201);
  const row = await db()
    .selectFrom("orders")
    .select(["id", "gold_payment_tenths"])
    .where("cart_uuid", "=", placed.cartUuid)
    .executeTakeFirstOrThrow();
  return { id: row.id, asked: Number(row.gold_payment_tenths) };
}

async function statusOf(error: unknown): Promise<number> {
  if (!(error instanceof AppError)) throw error;
  return error.status;
}

function confirm(orderId: string, millions: number, account = "Shop Mule", operatorId = OPERATORS[0] as string) {
  return confirmGoldPayment({ orderId, operatorId, millions, account });
}

async function movementsOf(orderId: string) {
  return db().selectFrom("gold_movements").selectAll().where("order_id", "=", orderId).execute();
}

async function orderStatus(orderId: string) {
  return (await db().selectFrom("orders").select("status").where("id", "=", orderId).executeTakeFirstOrThrow()).status;
}

/** Opens enough pooled connections beforehand (PostgreSQL) that racing calls really start together. */
async function warm(count: number) {
  await Promise.all(Array.from({ length: count }, () => db().selectFrom("orders").select("id").limit(1).execute()));
}

describe(`paying with gold on ${dialect}`, () => {
  let buyRate = 0;

  beforeAll(async () => {
    await ensureDatabaseReady();
    buyRate = (await checkoutCatalogue()).settings.goldRates.buyMillicentsPerMillion;
  });

  it("places a services order paid with gold: pending and manual, asking the product page's figure everywhere", async () => {
    const snapshot = await checkoutCatalogue();
    const product = recordOf(snapshot, FIRE_CAPE.sku)?.product;
    if (!product) throw new Error("the fire cape is not in the catalogue");
    const page = priceLine(product, FIRE_CAPE.config, 1, pricingContextOf(snapshot.settings));
    if (!page.ok) throw new Error(page.reason);
    const asked = goldPaymentTenths(FIRE_CAPE_CENTS, buyRate);
    // The product page's "or about N M gold" for the one line is the amount asked.
    expect(Math.round(page.goldEquivalentMillions * 10)).toBe(asked);

    const placed = await place();
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({
      kind: "manual",
      method: "gold",
      totalCents: FIRE_CAPE_CENTS,
      goldTenths: asked,
    });
    expect((placed.body.steps as string[])[0]).toContain(`Pay ${formatTenths(asked)} of OSRS gold`);
    const row = await db()
      .selectFrom("orders")
      .selectAll()
      .where("cart_uuid", "=", placed.cartUuid)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ method: "gold", provider: "manual", status: "pending" });
    expect(Number(row.gold_payment_tenths)).toBe(asked);
    expect(Number(row.gold_tenths)).toBe(0);
    const emails = await db().selectFrom("outbox").select(["body_text"]).where("order_id", "=", row.id).execute();
    expect(emails.map((email) => email.body_text).join("\n")).toContain(
      `Amount to pay: ${formatTenths(asked)} of OSRS gold`,
    );
    const view = await trackingViewById(db(), row.id);
    expect(view).toMatchObject({ goldPayment: { askedTenths: asked }, manualPayment: null });
  });

  it("refuses gold paid with gold (400 with the reason) and an order without the RSN to trade with, storing nothing", async () => {
    const gold = buildGoldCartItem(500);
    const withGold = await place({ items: [FIRE_CAPE, gold], expectedTotalCents: FIRE_CAPE_CENTS + 9_500 });
    expect(withGold.status).toBe(400);
    expect(withGold.body).toMatchObject({
      code: "bad_request:payment_method",
      message: GOLD_PAYMENT_MESSAGES.goldInCart,
    });
    const onlyGold = await place({ items: [gold], expectedTotalCents: 9_500 });
    expect(onlyGold.status).toBe(400);
    const noRsn = await place({ rsn: "" });
    expect(noRsn).toMatchObject({ status: 400, body: { message: GOLD_PAYMENT_MESSAGES.rsn } });
    for (const cartUuid of [withGold.cartUuid, onlyGold.cartUuid, noRsn.cartUuid]) {
      expect(await db().selectFrom("orders").select("id").where("cart_uuid", "=", cartUuid).execute()).toEqual([]);
    }
  });

  it("takes trade details while it waits, refuses dollars and less gold than asked, then is paid once by its gold", async () => {
    const { id, asked } = await placedOrderId();
    await setTradeDetails({
      orderId: id,
      operatorId: OPERATORS[0] as string,
      world: 420,
      place: "Grand Exchange",
      traderRsn: "RF Trader",
    });
    expect((await trackingViewById(db(), id))?.trade).toEqual({
      world: 420,
      place: "Grand Exchange",
      traderRsn: "RF Trader",
    });

    const tradeEmails = await db()
      .selectFrom("outbox")
      .select("body_text")
      .where("order_id", "=", id)
      .where("subject", "like", "%where to meet our trader%")
      .execute();
    expect(tradeEmails.map((email) => email.body_text).join("\n")).toContain(
      `pay with your gold: trade ${formatTenths(asked)}`,
    );

    const dollars = recordManualPayment({
      orderId: id,
      operatorId: OPERATORS[0] as string,
      amountCents: FIRE_CAPE_CENTS,
      paymentReference: "x",
    });
    expect(await dollars.then(() => 200, statusOf)).toBe(400);
    const less = await confirm(id, (asked - 1) / 10).then(
      () => null,
      (error: unknown) => error,
    );
    expect(less).toBeInstanceOf(AppError);
    expect((less as AppError).status).toBe(400);
    expect((less as AppError).message).toContain(`less than the ${formatTenths(asked)} asked`);
    expect(await movementsOf(id)).toEqual([]);
    expect(await orderStatus(id)).toBe("pending");

    const paid = await confirm(id, asked / 10, "  Shop  Mule ");
    expect(paid).toMatchObject({ status: "paid" });
    const movements = await movementsOf(id);
    expect(movements).toHaveLength(1);
    expect(movements[0]).toMatchObject({
      kind: "gold_payment",
      account: "Shop Mule",
      dedupe_key: `gold-payment:${id}`,
    });
    expect(Number(movements[0]?.on_hand_tenths)).toBe(asked);
    expect(Number(movements[0]?.value_cents)).toBe(FIRE_CAPE_CENTS);
    // A second confirmation is a conflict, and the paid order no longer takes trade details.
    expect(await confirm(id, asked / 10).then(() => 200, statusOf)).toBe(409);
    expect(
      await setTradeDetails({
        orderId: id,
        operatorId: OPERATORS[0] as string,
        world: 421,
        place: "Varrock",
        traderRsn: "RF Trader",
      }).then(() => 200, statusOf),
    ).toBe(400);
    expect(await movementsOf(id)).toHaveLength(1);
  });

  it("keeps hostile input out: figures, accounts and other orders refused before anything is written", async () => {
    const { id, asked } = await placedOrderId();
    for (const millions of [0, -1, Number.NaN, Number.POSITIVE_INFINITY, asked / 10 + 0.05, asked * 10, 1e15]) {
      expect(await confirm(id, millions).then(() => 200, statusOf), String(millions)).toBe(400);
    }
    for (const account of ["", "   ", "x".repeat(13), "<script>", "Mule\nTwo", "'); DROP TABLE"]) {
      expect(await confirm(id, asked / 10, account).then(() => 200, statusOf), JSON.stringify(account)).toBe(400);
    }
    expect(await movementsOf(id)).toEqual([]);
    expect(await orderStatus(id)).toBe("pending");
    expect(await confirm(crypto.randomUUID(), 10).then(() => 200, statusOf)).toBe(404);
    // The API's contract refuses what is not a number of millions and a name, and anything more.
    for (const body of [
      { millions: "84", account: "Mule" },
      { millions: 84 },
      { millions: 84, account: "Mule", tenths: 840 },
      { millions: -1, account: "Mule" },
      { millions: 84, account: "x".repeat(13) },
    ]) {
      expect(confirmGoldPaymentRequestSchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
    }
  });

  it("pays once and adds the gold once when operators confirm at the same moment", async () => {
    const { id, asked } = await placedOrderId();
    await warm(OPERATORS.length);
    const results = await Promise.allSettled(
      OPERATORS.map((operatorId) => confirm(id, asked / 10, "Shop Mule", operatorId)),
    );
    const statuses = await Promise.all(
      results.map((result) => (result.status === "fulfilled" ? 200 : statusOf(result.reason))),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(OPERATORS.length - 1);
    expect(await orderStatus(id)).toBe("paid");
    const movements = await movementsOf(id);
    expect(movements.map((movement) => [movement.kind, Number(movement.on_hand_tenths)])).toEqual([
      ["gold_payment", asked],
    ]);
    const paidAudits = await db()
      .selectFrom("audit_log")
      .select("id")
      .where("target_id", "=", id)
      .where("action", "=", "ORDER_MARKED_PAID")
      .execute();
    expect(paidAudits).toHaveLength(1);
    const events = await db().selectFrom("payment_events").select("id").where("order_id", "=", id).execute();
    expect(events).toHaveLength(1);
  });
});
