import { afterAll, describe, expect, it, vi } from "vitest";
import { fireCapeItem } from "../support/fixtures";
import { sendFrom, serveHandlers } from "./support/http-bridge";

/*
 * Issue 14 item 5: POST /api/checkout/quote prices the cart with the order's own re-pricing,
 * stores nothing, ignores the browser's prices, refuses a line it cannot sell with the reason,
 * and sits behind the same guard as the other POSTs (origin check, rate limit, 4xx for bad bodies).
 */

await vi.hoisted(async () =>
  (await import("../support/env")).setEnvForFile({
    API_RATE_LIMIT: "6",
    API_RATE_LIMIT_WINDOW_SECONDS: "60",
    TRUSTED_PROXY_HOPS: "0",
    SITE_URL: "https://shop.example",
  }),
);

const dialect = process.env.TEST_DB ?? "sqlite";

const quoteRoute = await import("@/app/api/checkout/quote/route");
const orderRoute = await import("@/app/api/checkout/order/route");
const { buildGoldCartItem } = await import("@/domain/gold/gold-cart-item");
const { getDatabase } = await import("@/server/db/client");
const { ensureDatabaseReady } = await import("@/server/db/migrate");
const { createRequestStamp } = await import("@/server/http/request-stamp");

const stamp = createRequestStamp({ contentSecurityPolicy: "default-src 'self'" });
const bridge = await serveHandlers(
  { "/api/checkout/quote": quoteRoute.POST, "/api/checkout/order": orderRoute.POST },
  stamp,
);
afterAll(() => bridge.close());

let nextClient = 1;
function newClient(): string {
  nextClient += 1;
  return `127.0.1.${nextClient}`;
}

/** Gold (750M, $142.50, never discounted) and a zerker fire cape ($35.00 less 10%: $31.50). */
const GOLD = buildGoldCartItem(750);
const CAPE = { ...fireCapeItem(3_500), pricePer: 3_500, totalPrice: 3_500 };

async function quote(body: unknown, init: { from?: string; headers?: Record<string, string>; raw?: string } = {}) {
  const response = await sendFrom(init.from ?? newClient(), bridge, "/api/checkout/quote", {
    headers: { host: "shop.example", "content-type": "application/json", ...init.headers },
    body: init.raw ?? JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: JSON.parse(response.body) };
}

async function orderCount(): Promise<number> {
  await ensureDatabaseReady();
  const row = await getDatabase()
    .db.selectFrom("orders")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe(`POST /api/checkout/quote on ${dialect}`, () => {
  it("prices a good cart line by line, with the totals placing the order charges, and stores nothing", async () => {
    const before = await orderCount();
    const answer = await quote({ items: [GOLD, CAPE] });
    expect(answer.status).toBe(200);
    expect(answer.body.results).toEqual([
      {
        status: "priced",
        line: expect.objectContaining({ sku: "osrs-gold", totalCents: 14_250, payableCents: 14_250 }),
      },
      {
        status: "priced",
        line: expect.objectContaining({ sku: "fire-cape", totalCents: 3_500, discountCents: 350, payableCents: 3_150 }),
      },
    ]);
    expect(answer.body.totals).toEqual({ subtotalCents: 17_750, discountCents: 350, totalCents: 17_400 });
    expect(await orderCount()).toBe(before);

    // The quoted total is the one placing the order expects: no 409.
    const placed = await sendFrom(newClient(), bridge, "/api/checkout/order", {
      headers: { host: "shop.example", "content-type": "application/json" },
      body: JSON.stringify({
        cartUuid: crypto.randomUUID(),
        items: [GOLD, CAPE],
        profile: { email: "ada@example.com", name: "Ada", phone: "", rsn: "Zezima" },
        method: "crypto",
        acceptTerms: true,
        expectedTotalCents: answer.body.totals.totalCents,
      }),
    });
    expect(placed.status).toBe(201);
    expect(JSON.parse(placed.body)).toMatchObject({ kind: "manual", totalCents: 17_400 });
  });

  it("ignores the prices the browser sends: a tampered cart is quoted at the server's prices", async () => {
    const tampered = [
      { ...GOLD, pricePer: 1, totalPrice: 1 },
      { ...CAPE, pricePer: 2, totalPrice: 2 },
    ];
    const answer = await quote({ items: tampered });
    expect(answer.status).toBe(200);
    expect(answer.body.totals.totalCents).toBe(17_400);
    expect(answer.body.results[1].line.unitCents).toBe(3_500);
  });

  it("refuses an unknown sku beside the lines it can price, saying why, and totals the others", async () => {
    const gone = { ...CAPE, sku: "no-such-product", name: "Gone" };
    const answer = await quote({ items: [gone, CAPE] });
    expect(answer.status).toBe(200);
    expect(answer.body.results[0]).toEqual({
      status: "refused",
      sku: "no-such-product",
      reason: "This product is no longer sold.",
    });
    expect(answer.body.results[1].status).toBe("priced");
    expect(answer.body.totals.totalCents).toBe(3_150);
  });

  it.each<[string, { body: unknown; raw?: string }]>([
    ["an empty cart", { body: { items: [] } }],
    ["a negative price", { body: { items: [{ ...CAPE, totalPrice: -1 }] } }],
    ["an unknown field", { body: { items: [CAPE], expectedTotalCents: 1 } }],
    ["no items at all", { body: {} }],
    ["a body that is not JSON", { body: null, raw: "{items:" }],
  ])("answers %s with 400 bad_request:checkout and a message", async (_name, { body, raw }) => {
    const answer = await quote(body, { raw });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: "bad_request:checkout", message: expect.any(String) });
    expect(answer.body.message.length).toBeGreaterThan(0);
  });

  it("refuses another site's request with 403 forbidden:checkout", async () => {
    const answer = await quote({ items: [CAPE] }, { headers: { origin: "https://evil.example" } });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ code: "forbidden:checkout", message: expect.any(String) });
  });

  it("is rate limited per client like the other POSTs: 429 rate_limited:checkout with Retry-After", async () => {
    const client = newClient();
    for (let index = 0; index < 6; index++) expect((await quote({ items: [CAPE] }, { from: client })).status).toBe(200);
    const limited = await quote({ items: [CAPE] }, { from: client });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ code: "rate_limited:checkout", message: expect.any(String) });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThanOrEqual(1);
  });

  it("answers GET with 405", async () => {
    const response = await quoteRoute.GET(new Request("http://shop.example/api/checkout/quote"), undefined);
    expect(response.status).toBe(405);
  });
});
