import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { findProductBySku, type LineId } from "@/domain/catalogue/catalogue";
import { buildGoldCartItem } from "@/domain/gold/gold-cart-item";
import { FIRE_CAPE, OLD_ARDOUGNE_DIARY } from "../support/fixtures";
import { sendFrom, serveHandlers } from "./support/http-bridge";

/*
 * Issue 15 item 3: POST /api/cart/review reviews a cart read back from the browser's storage
 * against the catalogue the shop sells from (a product hidden or added by data included): the
 * lines to keep, re-keyed where needed, and the lines taken out with their reasons, behind the
 * cart APIs' guard.
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

const reviewRoute = await import("@/app/api/cart/review/route");
const { importProducts, updateProduct } = await import("@/server/catalogue/catalogue-repository");
const { catalogue, refreshCatalogue } = await import("@/server/catalogue/catalogue-store");
const { getDatabase } = await import("@/server/db/client");
const { createRequestStamp } = await import("@/server/http/request-stamp");

const stamp = createRequestStamp({ contentSecurityPolicy: "default-src 'self'" });
const bridge = await serveHandlers({ "/api/cart/review": reviewRoute.POST }, stamp);
afterAll(() => bridge.close());

// As the server's start-up does: the code's products are in the database.
beforeAll(async () => {
  await catalogue();
});

let nextClient = 1;
function newClient(): string {
  nextClient += 1;
  return `127.0.2.${nextClient}`;
}

async function review(body: unknown, init: { from?: string; headers?: Record<string, string>; raw?: string } = {}) {
  const response = await sendFrom(init.from ?? newClient(), bridge, "/api/cart/review", {
    headers: { host: "shop.example", "content-type": "application/json", ...init.headers },
    body: init.raw ?? JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: JSON.parse(response.body) };
}

async function setStatus(sku: string, status: "active" | "hidden"): Promise<void> {
  const written = await updateProduct(
    getDatabase().db,
    sku,
    (record) => ({ ok: true, record: { ...record, status } }),
    "test",
  );
  expect(written.ok).toBe(true);
  // What the store's 2-second watch does, done now.
  await refreshCatalogue();
}

const GOLD = buildGoldCartItem(750);

describe(`POST /api/cart/review on ${dialect}`, () => {
  it("keeps the lines the shop sells, re-keys an old one and takes out, named, one it no longer sells", async () => {
    const gone = { ...OLD_ARDOUGNE_DIARY, sku: "diary-atlantis", name: "Atlantis Diary" };
    const answer = await review({ items: [FIRE_CAPE, OLD_ARDOUGNE_DIARY, gone, GOLD] });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      items: [FIRE_CAPE, { ...OLD_ARDOUGNE_DIARY, sku: "diary-ardougne:medium" }, GOLD],
      removed: [
        { sku: "diary-atlantis", name: "Atlantis Diary", subName: "Medium", reason: "This product is no longer sold." },
      ],
      changed: true,
    });
  });

  it("answers a cart with nothing to change as unchanged, prices left as stored", async () => {
    const cheap = { ...FIRE_CAPE, pricePer: 1, totalPrice: 1 };
    expect((await review({ items: [cheap, GOLD] })).body).toEqual({
      items: [cheap, GOLD],
      removed: [],
      changed: false,
    });
  });

  it("takes out a product hidden in the database, and keeps it again once shown", async () => {
    await setStatus("fire-cape", "hidden");
    expect((await review({ items: [FIRE_CAPE] })).body).toEqual({
      items: [],
      removed: [{ sku: "fire-cape", name: "Fire Cape", subName: "Zerker", reason: "This product is no longer sold." }],
      changed: true,
    });
    await setStatus("fire-cape", "active");
    expect((await review({ items: [FIRE_CAPE] })).body).toEqual({ items: [FIRE_CAPE], removed: [], changed: false });
  });

  it("knows a product added by data, which the code's catalogue does not", async () => {
    const seed = findProductBySku("diary-ardougne");
    if (!seed) throw new Error("the seed lost the Ardougne diary");
    const sku = "diary-ardougne-express";
    const imported = await importProducts(
      getDatabase().db,
      [
        {
          sku,
          lineId: seed.line.id as LineId,
          position: 9_990,
          status: "active",
          product: { ...seed.product, sku, slug: sku, name: "Ardougne Diary express" },
        },
      ],
      "test",
    );
    expect(imported.ok).toBe(true);
    await refreshCatalogue();
    expect(findProductBySku(sku)).toBeUndefined();
    const line = { ...OLD_ARDOUGNE_DIARY, sku: `${sku}:medium`, name: "Ardougne Diary express" };
    expect((await review({ items: [line] })).body).toEqual({ items: [line], removed: [], changed: false });
  });

  it.each<[string, { body: unknown; raw?: string }]>([
    ["no lines", { body: { items: [] } }],
    ["a line twice", { body: { items: [FIRE_CAPE, FIRE_CAPE] } }],
    ["a line with a field of its own", { body: { items: [{ ...FIRE_CAPE, price: 1 }] } }],
    ["a negative count", { body: { items: [{ ...FIRE_CAPE, count: -1 }] } }],
    ["an unknown field", { body: { items: [FIRE_CAPE], cart: [] } }],
    ["the product skus alone", { body: { skus: ["fire-cape"] } }],
    ["a body that is not JSON", { body: null, raw: "{items:" }],
  ])("answers %s with 400 bad_request:cart and a message", async (_name, { body, raw }) => {
    const answer = await review(body, { raw });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: "bad_request:cart", message: expect.any(String) });
    expect(answer.body.message.length).toBeGreaterThan(0);
  });

  it("refuses another site's request with 403 forbidden:cart", async () => {
    const answer = await review({ items: [FIRE_CAPE] }, { headers: { origin: "https://evil.example" } });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ code: "forbidden:cart", message: expect.any(String) });
  });

  it("is rate limited per client like the other cart APIs: 429 rate_limited:cart with Retry-After", async () => {
    const client = newClient();
    for (let index = 0; index < 6; index++) {
      expect((await review({ items: [FIRE_CAPE] }, { from: client })).status).toBe(200);
    }
    const limited = await review({ items: [FIRE_CAPE] }, { from: client });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ code: "rate_limited:cart", message: expect.any(String) });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThanOrEqual(1);
  });

  it("answers GET with 405", async () => {
    const response = await reviewRoute.GET(new Request("http://shop.example/api/cart/review"), undefined);
    expect(response.status).toBe(405);
  });
});
