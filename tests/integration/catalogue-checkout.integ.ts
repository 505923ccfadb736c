import { beforeAll, describe, expect, it, vi } from "vitest";
import type { CartItem } from "@/domain/cart/cart-schema";
import type { ProductRecord } from "@/domain/catalogue/catalogue-snapshot";

/*
 * Issue 15 item 3: the checkout prices from the catalogue in the database, as the pages do. A
 * price an operator changes is what the quote shows and the order charges, and the order keeps
 * the catalogue version it was priced at; a hidden product cannot be bought; a product added by
 * data can. Changes are written with the repository straight to the database, as the command
 * line or another instance would: the routes must notice them themselves.
 */

// The race below sends many requests from one client.
await vi.hoisted(async () =>
  (await import("../support/env")).setEnvForFile({ API_RATE_LIMIT: "5000", API_RATE_LIMIT_WINDOW_SECONDS: "60" }),
);

const dialect = process.env.TEST_DB ?? "sqlite";

const quoteRoute = await import("@/app/api/checkout/quote/route");
const orderRoute = await import("@/app/api/checkout/order/route");
const { importProducts, updateProduct, catalogueHistory, catalogueVersion } = await import(
  "@/server/catalogue/catalogue-repository"
);
const { setPrice } = await import("@/domain/catalogue/product-edits");
const { getDatabase } = await import("@/server/db/client");
const { ensureDatabaseReady } = await import("@/server/db/migrate");
const { catalogue } = await import("@/server/catalogue/catalogue-store");

// As the server's start-up does: the code's products are in the database before anyone edits them.
beforeAll(async () => {
  await catalogue();
});

/** Dragon Slayer I: a fixed price ($10.00 in the seed), 10% off; no option changes its price by default. */
const SKU = "quest-dragon-slayer-i";

function questLine(sku = SKU): CartItem {
  return {
    sku,
    name: "Dragon Slayer I",
    count: 1,
    pricePer: 1_000,
    totalPrice: 1_000,
    imageSrc: "/art/quests.svg",
    config: { "play-method": "parsec" },
  };
}

const PROFILE = { email: "ada@example.com", name: "Ada Lovelace", phone: "", rsn: "Zezima" };

function post(path: string, body: unknown): Request {
  return new Request(`http://shop.test${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

type QuoteAnswer = {
  results: (
    | { status: "priced"; line: { sku: string; unitCents: number; payableCents: number } }
    | { status: "refused"; sku: string; reason: string }
  )[];
  totals: { totalCents: number };
};

async function quote(items: CartItem[]): Promise<{ status: number; body: QuoteAnswer }> {
  const response = await quoteRoute.POST(post("/api/checkout/quote", { items }), undefined);
  return { status: response.status, body: await response.json() };
}

async function order(items: CartItem[], expectedTotalCents: number) {
  const response = await orderRoute.POST(
    post("/api/checkout/order", {
      cartUuid: crypto.randomUUID(),
      items,
      profile: PROFILE,
      method: "crypto",
      acceptTerms: true,
      expectedTotalCents,
    }),
    undefined,
  );
  return {
    status: response.status,
    body: (await response.json()) as {
      code?: string;
      message?: string;
      reference?: string;
      totalCents?: number;
      totals?: { totalCents: number };
    },
  };
}

async function db() {
  await ensureDatabaseReady();
  return getDatabase().db;
}

async function storedOrder(reference: string) {
  return (await db())
    .selectFrom("orders")
    .select(["total_cents", "catalogue_version", "lines_json"])
    .where("reference", "=", reference)
    .executeTakeFirstOrThrow();
}

async function orderCount(): Promise<number> {
  const row = await (await db())
    .selectFrom("orders")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function edit(sku: string, change: (record: ProductRecord) => ProductRecord | string): Promise<number> {
  const written = await updateProduct(
    await db(),
    sku,
    (record) => {
      const next = change(record);
      return typeof next === "string"
        ? { ok: false, problems: [{ path: "price", message: next }] }
        : { ok: true, record: next };
    },
    "test",
  );
  if (!written.ok) throw new Error(JSON.stringify(written.problems));
  return written.version;
}

function priced(cents: number) {
  return (record: ProductRecord) => {
    const result = setPrice(record.product, cents);
    return result.ok ? { ...record, product: result.product } : JSON.stringify(result.problems);
  };
}

function withStatus(status: ProductRecord["status"]) {
  return (record: ProductRecord) => ({ ...record, status });
}

describe(`the checkout prices from the catalogue in the database, on ${dialect}`, () => {
  it("quotes and charges a changed price at once, and the order records the version it was priced at", async () => {
    const before = await quote([questLine()]);
    expect(before.body.totals.totalCents).toBe(900);

    const version = await edit(SKU, priced(2_000));
    const after = await quote([questLine()]);
    expect(after.body.results[0]).toMatchObject({ status: "priced", line: { unitCents: 2_000, payableCents: 1_800 } });
    expect(after.body.totals.totalCents).toBe(1_800);

    // The total shown before the change is the "total changed" path: 409 with the new prices, nothing stored.
    const count = await orderCount();
    const stale = await order([questLine()], 900);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: "conflict:checkout", totals: { totalCents: 1_800 } });
    expect(await orderCount()).toBe(count);

    const placed = await order([questLine()], 1_800);
    expect(placed.status).toBe(201);
    expect(placed.body.totalCents).toBe(1_800);
    const row = await storedOrder(placed.body.reference ?? "");
    expect(Number(row.total_cents)).toBe(1_800);
    expect(Number(row.catalogue_version)).toBe(version);
  });

  it("refuses a hidden product in the quote and the order, with the reason, and sells it again once shown", async () => {
    await edit(SKU, withStatus("hidden"));
    const quoted = await quote([questLine()]);
    expect(quoted.status).toBe(200);
    expect(quoted.body.results[0]).toEqual({ status: "refused", sku: SKU, reason: "This product is no longer sold." });

    const count = await orderCount();
    const refused = await order([questLine()], quoted.body.totals.totalCents);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe("bad_request:checkout");
    expect(refused.body.message).toContain(`${SKU}: This product is no longer sold.`);
    expect(await orderCount()).toBe(count);

    await edit(SKU, withStatus("active"));
    const back = await quote([questLine()]);
    expect(back.body.results[0]?.status).toBe("priced");
  });

  it("quotes and orders a product added by an import, in an existing line", async () => {
    const database = await db();
    const seed = (await import("@/domain/catalogue/catalogue")).findProductBySku(SKU);
    if (!seed) throw new Error("the seed lost Dragon Slayer I");
    const sku = "quest-dragon-slayer-i-express-pack";
    const imported = await importProducts(
      database,
      [
        {
          sku,
          lineId: "quests",
          position: 9_990,
          status: "active",
          product: {
            ...seed.product,
            sku,
            slug: "dragon-slayer-i-express-pack",
            name: "Dragon Slayer I express pack",
            pricing: { kind: "fixed", baseCents: 3_000 },
          },
        },
      ],
      "test",
    );
    expect(imported).toMatchObject({ ok: true, value: { inserted: [sku] } });

    const quoted = await quote([questLine(sku)]);
    expect(quoted.body.results[0]).toMatchObject({
      status: "priced",
      line: { sku, unitCents: 3_000, payableCents: 2_700 },
    });
    const placed = await order([questLine(sku)], quoted.body.totals.totalCents);
    expect(placed.status).toBe(201);
    const row = await storedOrder(placed.body.reference ?? "");
    expect(Number(row.total_cents)).toBe(2_700);
    expect(Number(row.catalogue_version)).toBe(await catalogueVersion(database));
  });

  it("charges every one of 10 orders racing 10 price changes the price at the version it recorded", async () => {
    const database = await db();
    const firstVersion = await catalogueVersion(database);

    // Visitor N sets off as change N is written, so its quote and order race that change; change N+1
    // waits (for a condition, not a time) until visitor N's first order is answered, and races the
    // retries still in flight. Without the wait every change lands before any order does.
    const signal = () => {
      let resolve = () => {};
      const promise = new Promise<void>((done) => (resolve = done));
      return { promise, resolve };
    };
    const starts = Array.from({ length: 10 }, signal);
    const tried = Array.from({ length: 10 }, signal);

    /** A visitor: quote, then place at the quoted total; a 409 shows the new total, which they accept. */
    async function visitor(index: number): Promise<string> {
      await starts[index]?.promise;
      let expected = (await quote([questLine()])).body.totals.totalCents;
      for (let attempt = 0; attempt < 30; attempt++) {
        const answer = await order([questLine()], expected);
        tried[index]?.resolve();
        if (answer.status === 201 && answer.body.reference) return answer.body.reference;
        if (answer.status !== 409 || !answer.body.totals) throw new Error(`order answered ${answer.status}`);
        expected = answer.body.totals.totalCents;
      }
      throw new Error("the price never held still");
    }

    async function operator(): Promise<void> {
      for (let step = 0; step < 10; step++) {
        // Multiples of $1.00, so 10% off is exact and the expected charge is plain arithmetic.
        const change = edit(SKU, priced(1_100 + step * 100));
        starts[step]?.resolve();
        await change;
        await tried[step]?.promise;
      }
    }

    const [references] = await Promise.all([
      Promise.all(Array.from({ length: 10 }, (_, index) => visitor(index))),
      operator(),
    ]);

    // The product's price at each version, from the append-only history.
    const history = await catalogueHistory(database, { key: SKU, limit: 100 });
    function priceAt(version: number): number {
      const change = history.find((row) => row.version <= version);
      if (!change) throw new Error(`no history at version ${version}`);
      const pricing = (change.after as { product: { pricing: { kind: string; baseCents?: number } } }).product.pricing;
      if (pricing.kind !== "fixed" || pricing.baseCents === undefined) throw new Error("not a fixed price");
      return pricing.baseCents;
    }
    const versions = new Set<number>();
    for (const reference of references) {
      const row = await storedOrder(reference);
      const version = Number(row.catalogue_version);
      expect(version, reference).toBeGreaterThanOrEqual(firstVersion);
      const lines = JSON.parse(row.lines_json) as { unitCents: number }[];
      expect(lines[0]?.unitCents, reference).toBe(priceAt(version));
      expect(Number(row.total_cents), reference).toBe((priceAt(version) * 9) / 10);
      versions.add(version);
    }
    // The orders were priced at several versions: the changes really landed among them.
    expect(versions.size).toBeGreaterThan(1);
  }, 60_000);
});
