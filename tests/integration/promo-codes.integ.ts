import { afterAll, describe, expect, it, vi } from "vitest";
import type { CartItem } from "@/domain/cart/cart-schema";
import { FIRE_CAPE, fireCapeItem } from "../support/fixtures";
import { sendFrom, serveHandlers } from "./support/http-bridge";
import { seedPromo } from "./support/promo-records";

/*
 * Issue 17 item 2: promo codes through the checkout's own routes. The quote checks a code and
 * takes nothing; placing the order checks it again and takes its use in the order's transaction,
 * so 20 orders racing for a code's last use get it once; a full refund, a cancelled payment and an
 * expired order each give the use back.
 */

await vi.hoisted(async () =>
  (await import("../support/env")).setEnvForFile({
    API_RATE_LIMIT: "1000",
    TRUSTED_PROXY_HOPS: "0",
    SITE_URL: "https://shop.example",
  }),
);

const dialect = process.env.TEST_DB ?? "sqlite";

const quoteRoute = await import("@/app/api/checkout/quote/route");
const orderRoute = await import("@/app/api/checkout/order/route");
const { buildGoldCartItem } = await import("@/domain/gold/gold-cart-item");
const { getDatabase } = await import("@/server/db/client");
const { createRequestStamp } = await import("@/server/http/request-stamp");
const { settleDemoPayment } = await import("@/server/checkout/demo-payment");
const { refundOrder } = await import("@/server/admin/orders/refund-order");
const { cancelOrder } = await import("@/server/admin/orders/cancel-order");
const { runRetention } = await import("@/server/retention/run-retention");
const { promoDetail } = await import("@/server/promotions/promo-admin");

const stamp = createRequestStamp({ contentSecurityPolicy: "default-src 'self'" });
const bridge = await serveHandlers(
  { "/api/checkout/quote": quoteRoute.POST, "/api/checkout/order": orderRoute.POST },
  stamp,
);
afterAll(() => bridge.close());

let nextClient = 1;
function newClient(): string {
  nextClient = (nextClient % 250) + 1;
  return `127.0.2.${nextClient}`;
}
const OPERATOR = "0f0e0d0c-0000-4000-8000-000000000001";
const GOLD = buildGoldCartItem(750);

async function post(path: string, body: unknown) {
  const response = await sendFrom(newClient(), bridge, path, {
    headers: { host: "shop.example", "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: JSON.parse(response.body) };
}

const quote = (code: string | undefined, items = [FIRE_CAPE]) => post("/api/checkout/quote", { items, code });

function order(input: { code?: string; email?: string; expectedTotalCents: number; items?: CartItem[] }) {
  return post("/api/checkout/order", {
    cartUuid: crypto.randomUUID(),
    items: input.items ?? [FIRE_CAPE],
    profile: {
      email: input.email ?? `buyer-${crypto.randomUUID()}@example.com`,
      name: "Ada",
      phone: "",
      rsn: "Zezima",
    },
    method: "card",
    acceptTerms: true,
    expectedTotalCents: input.expectedTotalCents,
    ...(input.code === undefined ? {} : { promoCode: input.code }),
  });
}

async function orderOf(reference: string) {
  return getDatabase().db.selectFrom("orders").selectAll().where("reference", "=", reference).executeTakeFirstOrThrow();
}

async function usesOf(code: string) {
  const row = await getDatabase()
    .db.selectFrom("promo_codes")
    .select("uses")
    .where("code", "=", code)
    .executeTakeFirstOrThrow();
  return Number(row.uses);
}

describe(`promo codes at the checkout on ${dialect}`, () => {
  it("quotes a code (any case) as its own reduction on the discounted lines, and takes no use", async () => {
    const { code } = await seedPromo({ amount: "10" });
    const answer = await quote(code.toLowerCase());
    expect(answer.status).toBe(200);
    // $31.50 after the site-wide 10%; 10% of that is 315 cents.
    expect(answer.body.totals).toEqual({
      subtotalCents: 3_500,
      discountCents: 350,
      totalCents: 2_835,
      promo: { code, cents: 315 },
    });
    expect(answer.body.promo).toEqual({ status: "applied", code, cents: 315 });
    expect(await usesOf(code)).toBe(0);
  });

  it("refuses each kind of code with its own message", async () => {
    const now = Date.now();
    const iso = (ms: number) => new Date(ms).toISOString().slice(0, 16);
    const cases: [string, Promise<{ code: string }>, CartItem[]][] = [
      [
        "This promo code does not exist. Check the spelling and try again.",
        Promise.resolve({ code: "NOPE-NOPE" }),
        [FIRE_CAPE],
      ],
      [
        "This promo code has expired.",
        // Made three days ago, when its dates were still ahead: a code cannot be created already over.
        seedPromo(
          { startsAt: iso(now - 86_400_000 * 2), endsAt: iso(now - 86_400_000) },
          new Date(now - 3 * 86_400_000),
        ),
        [FIRE_CAPE],
      ],
      ["This promo code is not active yet.", seedPromo({ startsAt: iso(now + 86_400_000) }), [FIRE_CAPE]],
      [
        "This promo code does not apply to any item in your cart.",
        seedPromo({ scope: "skus", targets: "infernal-cape" }),
        [FIRE_CAPE],
      ],
      ["This promo code does not apply to OSRS Gold.", seedPromo(), [GOLD]],
      [
        "This promo code needs an order of at least $50.00 before the code.",
        seedPromo({ minTotal: "50" }),
        [FIRE_CAPE],
      ],
    ];
    for (const [message, seeded, items] of cases) {
      const answer = await quote((await seeded).code, items);
      expect(answer.status).toBe(200);
      expect(answer.body.promo).toMatchObject({ status: "refused", message });
      expect(answer.body.totals.promo).toBeUndefined();
      expect(answer.body.totals.totalCents).toBe(items[0] === GOLD ? 14_250 : 3_150);
    }
  });

  it("places an order with the code: the order records it, the total is reduced, one use is taken", async () => {
    const { code } = await seedPromo({ kind: "fixed", amount: "5", maxUses: "3" });
    const placed = await order({ code, expectedTotalCents: 2_650 });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.totalCents).toBe(2_650);
    const row = await orderOf(placed.body.reference);
    expect(row).toMatchObject({ promo_code: code, promo_cents: 500, total_cents: 2_650, discount_cents: 350 });
    expect(await usesOf(code)).toBe(1);
    // The browser's word about the reduction is not taken: without the code the total is $31.50, a 409.
    const without = await order({ expectedTotalCents: 2_650 });
    expect(without.status).toBe(409);
  });

  it("refuses a code at the order that the email has already used, and a used-up one", async () => {
    const { code } = await seedPromo({ maxUsesPerEmail: "1", maxUses: "2" });
    const email = `Same-${crypto.randomUUID()}@Example.com`;
    expect((await order({ code, email, expectedTotalCents: 2_835 })).status).toBe(201);
    const again = await order({ code, email: email.toLowerCase(), expectedTotalCents: 2_835 });
    expect(again).toEqual({
      status: 400,
      body: { code: "bad_request:promo", message: "This promo code has already been used with your email address." },
    });
    expect((await order({ code, expectedTotalCents: 2_835 })).status).toBe(201);
    const usedUp = await order({ code, expectedTotalCents: 2_835 });
    expect(usedUp.body).toEqual({ code: "bad_request:promo", message: "This promo code has been used up." });
    expect((await quote(code)).body.promo).toMatchObject({ status: "refused", reason: "used-up" });
  });

  it("gives a code with one use left to exactly one of 20 orders placed at once", async () => {
    const { code } = await seedPromo({ maxUses: "1" });
    const answers = await Promise.all(Array.from({ length: 20 }, () => order({ code, expectedTotalCents: 2_835 })));
    const placed = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(placed).toHaveLength(1);
    expect(refused.map((answer) => answer.body)).toEqual(
      Array.from({ length: 19 }, () => ({ code: "bad_request:promo", message: "This promo code has been used up." })),
    );
    expect(await usesOf(code)).toBe(1);
    const rows = await getDatabase()
      .db.selectFrom("orders")
      .select("reference")
      .where("promo_code", "=", code)
      .execute();
    expect(rows.map((row) => row.reference)).toEqual([placed[0]?.body.reference]);
    const detail = await promoDetail(code, new Date());
    expect(detail.totals).toEqual({ orders: 1, reducedCents: 315, chargedCents: 2_835 });
  });

  it("gives the use back when the order is refunded in full", async () => {
    const { code } = await seedPromo({ maxUses: "1" });
    const placed = await order({ code, expectedTotalCents: 2_835 });
    const row = await orderOf(placed.body.reference);
    await settleDemoPayment(row.provider_ref ?? "", "pay", new Date());
    expect(await usesOf(code)).toBe(1);
    const refunded = await refundOrder({
      orderId: row.id,
      amount: "full",
      reason: "Customer asked",
      operatorId: OPERATOR,
      role: "owner",
    });
    expect(refunded.status).toBe("refunded");
    expect(await usesOf(code)).toBe(0);
    expect((await promoDetail(code, new Date())).redemptions).toMatchObject([{ status: "released" }]);
    expect((await order({ code, expectedTotalCents: 2_835 })).status).toBe(201);
  });

  it("gives the use back when an operator cancels the unpaid order, and the retention sweep leaves it alone", async () => {
    const { code } = await seedPromo({ maxUses: "1" });
    const held = await orderOf((await order({ code, expectedTotalCents: 2_835 })).body.reference);
    expect(await usesOf(code)).toBe(1);
    expect((await order({ code, expectedTotalCents: 2_835 })).status).toBe(400);
    const cancelled = await cancelOrder({
      orderId: held.id,
      operatorId: OPERATOR,
      role: "owner",
      refund: "none",
      reason: "Never paid",
    });
    expect(cancelled).toMatchObject({ status: "cancelled", fulfilment: "cancelled" });
    expect(await usesOf(code)).toBe(0);
    await runRetention({ now: new Date(Date.now() + 2 * 86_400_000) });
    expect((await orderOf(held.reference)).status).toBe("cancelled");
    const outbox = await getDatabase()
      .db.selectFrom("outbox")
      .select("subject")
      .where("order_id", "=", held.id)
      .execute();
    expect(outbox.filter((row) => row.subject.includes("cancelled"))).toHaveLength(1);
    expect((await order({ code, expectedTotalCents: 2_835 })).status).toBe(201);
    expect(await usesOf(code)).toBe(1);
  });

  it("gives the use back when the payment is cancelled, and when the order expires", async () => {
    const { code } = await seedPromo({ maxUses: "1" });
    const first = await orderOf((await order({ code, expectedTotalCents: 2_835 })).body.reference);
    await settleDemoPayment(first.provider_ref ?? "", "cancel", new Date());
    expect(await usesOf(code)).toBe(0);

    const second = await orderOf((await order({ code, expectedTotalCents: 2_835 })).body.reference);
    expect(await usesOf(code)).toBe(1);
    // The retention job expires pending orders a day old; run it as if two days had passed.
    await runRetention({ now: new Date(Date.now() + 2 * 86_400_000) });
    expect((await orderOf(second.reference)).status).toBe("expired");
    expect(await usesOf(code)).toBe(0);
    expect((await order({ code, expectedTotalCents: 2_835 })).status).toBe(201);
  });

  it("lets the browser's claimed prices change nothing", async () => {
    const { code } = await seedPromo({ amount: "10" });
    const answer = await quote(code, [fireCapeItem(1)]);
    expect(answer.body.totals.promo).toEqual({ code, cents: 315 });
  });
});
