// The back office's order list at a million orders: fills a fresh database
// with ROWS orders in one SQL statement, then times the production code (listOrders,
// exportOrdersCsv) on the first page, a page deep in the list (keyset: as cheap as the first),
// each filter and each kind of search (whole values and fragments, ADR 0026), and prints the
// query plan of the deep page and of each search. Run with tsx
// and `--conditions=react-server` (server-only becomes an empty module, as in the server build).
//
// Usage: [DATABASE_URL=postgres://…/empty_db] [ROWS=1000000] tsx --conditions=react-server scripts/bench/admin-orders.ts [--json]
// Without DATABASE_URL it uses a new SQLite file in a temporary folder, removed afterwards.
// `npm run bench` (growth part) runs it on both databases with --json: the last line of output is
// then one JSON object with every query's median, p95 and max, which the bench reports.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";

const ROWS = Number(process.env.ROWS ?? 1_000_000);
// Enough runs for a p95 that is not simply the maximum: the budget is at p95.
const RUNS = 40;
const JSON_OUTPUT = process.argv.includes("--json");
const dir = process.env.DATABASE_URL ? null : mkdtempSync(join(tmpdir(), "bench-orders-"));
if (dir) process.env.DATABASE_URL = join(dir, "shop.sqlite");

const { getDatabase, closeDatabase } = await import("@/server/db/client");
const { ensureDatabaseReady } = await import("@/server/db/migrate");
const { listOrders, exportOrdersCsv } = await import("@/server/admin/orders/list-orders");
const { orderFilterSchema } = await import("@/domain/admin/order-filter");

const { db, dialect } = getDatabase();
await ensureDatabaseReady();

/** Every seeded order's one line, as checkout writes it: the export writes a record per line. */
const LINES_JSON = JSON.stringify([
  {
    sku: "fire-cape",
    name: "Fire Cape",
    subName: "Zerker",
    count: 1,
    config: { "account-type": "zerker" },
    unitCents: 3500,
    totalCents: 3500,
    discountCents: 350,
    payableCents: 3150,
  },
]);

/** The columns every seeded order shares; the varying ones are computed from n in SQL. */
const COLUMNS = `id, reference, status, email, name, phone, rsn, method, provider, provider_ref,
  provider_payment_ref, cart_uuid, lines_json, subtotal_cents, discount_cents, total_cents, currency,
  purchase_recorded, created_at, updated_at, paid_at, test_mode, refunded_cents, fulfilment, promo_code`;

/**
 * References as the shop makes them are random, so a fragment's matches are spread over the years:
 * n times an odd constant modulo 2^32 is a bijection, written as 8 hex digits (upper case).
 */
const REFERENCE_MULTIPLIER = 2654435761n;
function referenceOf(n: number): string {
  return `RF-${((BigInt(n) * REFERENCE_MULTIPLIER) % 4294967296n).toString(16).toUpperCase().padStart(8, "0")}`;
}

function seedSql(): string {
  // Two orders per second of time, so created_at is shared by pairs and the id breaks the tie.
  const at =
    dialect === "sqlite"
      ? `strftime('%Y-%m-%dT%H:%M:%fZ', 1600000000 + n / 2, 'unixepoch')`
      : `to_char(to_timestamp(1600000000 + n / 2) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  const pad = (expr: string, width: number) =>
    dialect === "sqlite" ? `printf('%0${width}d', ${expr})` : `lpad((${expr})::text, ${width}, '0')`;
  const hashed = `(n * ${REFERENCE_MULTIPLIER} % 4294967296)`;
  const reference =
    dialect === "sqlite" ? `printf('RF-%08X', ${hashed})` : `'RF-' || lpad(upper(to_hex(${hashed})), 8, '0')`;
  // What the searches look for, in the proportions a shop has them: a few bob@ addresses and
  // Dave Cryptos, a domain nearly everyone shares, a seasonal promo code on 1 order in 140 and a
  // rare one on 20, totals over 997 amounts.
  const total = "(1000 + (n % 997) * 5)";
  const select = `SELECT
    ${pad("n", 12)} || '-order', ${reference},
    CASE n % 50 WHEN 0 THEN 'refunded' WHEN 1 THEN 'pending' WHEN 2 THEN 'expired' ELSE 'paid' END,
    CASE WHEN n % 100000 = 7 THEN 'bob@mail' || (n / 100000) || '.test' ELSE 'buyer' || (n % 200000) || '@example.com' END,
    CASE WHEN n % 10000 = 3 THEN 'Dave Crypto' ELSE 'Buyer ' || (n % 50000) END,
    '', 'Rsn' || (n % 300000),
    CASE n % 10 WHEN 0 THEN 'zelle' WHEN 1 THEN 'crypto' WHEN 2 THEN 'square' ELSE 'card' END,
    CASE n % 10 WHEN 0 THEN 'manual' WHEN 1 THEN 'manual' WHEN 2 THEN 'square' ELSE 'stripe' END,
    'cs_' || n, 'pi_' || n, 'cart-' || n, '${LINES_JSON}', ${total} + 350, 350, ${total}, 'USD', 0, ${at}, ${at}, NULL,
    CASE WHEN n % 4 = 0 THEN 1 ELSE 0 END, 0,
    CASE n % 7 WHEN 0 THEN 'delivered' WHEN 1 THEN 'in_progress' WHEN 2 THEN 'cancelled' ELSE 'queued' END,
    CASE WHEN n % 50000 = 5 THEN 'WELCOME' WHEN n % 20 = 0 THEN 'SPRING' || (n % 7) ELSE NULL END`;
  return dialect === "sqlite"
    ? `WITH RECURSIVE seq(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM seq WHERE n < ${ROWS})
       INSERT INTO orders (${COLUMNS}) ${select} FROM seq`
    : `INSERT INTO orders (${COLUMNS}) ${select} FROM generate_series(1, ${ROWS}) AS n`;
}

/** Nearest-rank percentile of the samples (p in 0..100). */
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

type Timing = { label: string; kind: "list" | "export"; medianMs: number; p95Ms: number; maxMs: number };
const timings: Timing[] = [];

async function time(label: string, body: () => Promise<unknown>, kind: Timing["kind"] = "list"): Promise<void> {
  await body();
  const samples: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    await body();
    samples.push(performance.now() - start);
  }
  const timing = {
    label,
    kind,
    medianMs: percentile(samples, 50),
    p95Ms: percentile(samples, 95),
    maxMs: Math.max(...samples),
  };
  timings.push(timing);
  const cell = (ms: number) => `${ms.toFixed(2).padStart(8)} ms`;
  console.log(`| ${label.padEnd(58)} | ${cell(timing.medianMs)} | ${cell(timing.p95Ms)} | ${cell(timing.maxMs)} |`);
}

const seedStart = performance.now();
let seedMs = 0;
await sql.raw(seedSql()).execute(db);
if (dialect === "postgres") await sql`ANALYZE orders`.execute(db);
else await sql`ANALYZE`.execute(db);
seedMs = performance.now() - seedStart;
const count = await db
  .selectFrom("orders")
  .select((eb) => eb.fn.countAll<string | number>().as("n"))
  .executeTakeFirstOrThrow();
console.log(
  `${dialect}: ${Number(count.n).toLocaleString("en")} orders seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
);

const filter = (input: Record<string, string>) => orderFilterSchema.parse(input);
// A cursor 90% of the way down: keyset paging reads from there as from the top.
let deep: string | undefined;
{
  let page = await listOrders(filter({}), undefined, 200);
  const target = Math.floor(ROWS * 0.9);
  const row = await db
    .selectFrom("orders")
    .select(["created_at", "id"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .offset(target)
    .executeTakeFirstOrThrow();
  const { encodeOrderCursor } = await import("@/domain/admin/order-cursor");
  deep = encodeOrderCursor({ createdAt: row.created_at, id: row.id }, {});
  page = await listOrders(filter({}), deep, 50);
  if (page.orders.length !== 50) throw new Error("the deep page is not full");
}

console.log("| query (50 rows a page)                                     |      median |         p95 |         max |");
console.log("|------------------------------------------------------------|-------------|-------------|-------------|");
await time("first page, no filter", () => listOrders(filter({}), undefined, 50));
await time("page at 90% depth (keyset cursor)", () => listOrders(filter({}), deep, 50));
await time("status = refunded (2%)", () => listOrders(filter({ status: "refunded" }), undefined, 50));
await time("fulfilment = in_progress", () => listOrders(filter({ fulfilment: "in_progress" }), undefined, 50));
await time("method = zelle", () => listOrders(filter({ method: "zelle" }), undefined, 50));
await time("mode = test", () => listOrders(filter({ mode: "test" }), undefined, 50));
await time("one day (from = to)", () => listOrders(filter({ from: "2020-09-14", to: "2020-09-14" }), undefined, 50));
await time("status + method + mode + month", () =>
  listOrders(
    filter({ status: "paid", method: "card", mode: "live", from: "2020-09-01", to: "2020-09-30" }),
    undefined,
    50,
  ),
);
const someReference = referenceOf(500_000);
const searches: [string, string][] = [
  ["search: whole reference", someReference.toLowerCase()],
  ["search: reference prefix (RF- and 4)", someReference.slice(0, 7)],
  ["search: reference fragment, no prefix (4)", someReference.slice(5, 9)],
  ["search: whole email", "Buyer4242@example.com"],
  ["search: email fragment bob@ (10 orders)", "bob@"],
  ["search: domain example.com (nearly all)", "example.com"],
  ["search: name fragment Dave Crypto (100)", "Dave Crypto"],
  ["search: RuneScape name", "rsn4242"],
  ["search: RuneScape name fragment sn424 (~3,700)", "sn424"],
  ["search: amount 31.50 (~1,000)", "31.50"],
  ["search: promo code WELCOME (20)", "welcome"],
  ["search: promo code SPRING3 (~7,100)", "SPRING3"],
  ["search: fragment nobody has", "zzzq"],
];
for (const [label, q] of searches) await time(label, () => listOrders(filter({ q }), undefined, 50));
await time("search + filters: example.com, refunded, zelle", () =>
  listOrders(filter({ q: "example.com", status: "refunded", method: "zelle" }), undefined, 50),
);
await time("search + filters: bob@, live, month", () =>
  listOrders(filter({ q: "bob@", mode: "live", from: "2020-09-01", to: "2020-09-30" }), undefined, 50),
);
{
  // The second page of a fragment: the keyset cursor applies to searches too.
  const first = await listOrders(filter({ q: "SPRING3" }), undefined, 50);
  const next = first.nextCursor ?? undefined;
  await time("search: SPRING3, second page", () => listOrders(filter({ q: "SPRING3" }), next, 50));
}
await time(
  "CSV export, status = refunded (all rows)",
  async () => {
    let lines = 0;
    for await (const _line of exportOrdersCsv(filter({ status: "refunded" }))) lines += 1;
    return lines;
  },
  "export",
);

// Every order once, as the route streams it: the time of the whole file, and the most the heap grew
// while writing it (sampled at each batch), which stays at a few batches whatever the row count.
{
  globalThis.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  let peakHeap = heapBefore;
  let records = 0;
  const start = performance.now();
  for await (const chunk of exportOrdersCsv(filter({}))) {
    records += chunk.split("\r\n").length - 1;
    peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
  }
  const ms = performance.now() - start;
  const growthMb = Math.max(0, peakHeap - heapBefore) / 2 ** 20;
  const label = `CSV export, every order (${(records - 1).toLocaleString("en")} records, heap +${growthMb.toFixed(0)} MB, 1 run)`;
  timings.push({ label, kind: "export", medianMs: ms, p95Ms: ms, maxMs: ms });
  console.log(`| ${label.padEnd(58)} | ${ms.toFixed(0).padStart(8)} ms |`);
}

const { decodeOrderCursor } = await import("@/domain/admin/order-cursor");
const decoded = decodeOrderCursor(deep ?? "", {});
if (!decoded.ok) throw new Error(decoded.reason);
const { orderPageQuery, searchContext } = await import("@/server/db/queries/order-list");

async function planOf(
  input: Record<string, string>,
  after: import("@/domain/admin/order-cursor").OrderCursor | null,
): Promise<unknown[]> {
  const parsed = filter(input);
  const context = await searchContext(db, dialect, parsed);
  const { sql: text, parameters } = orderPageQuery(db, context, parsed, after, 51).compile();
  const explain = dialect === "sqlite" ? `EXPLAIN QUERY PLAN ${text}` : `EXPLAIN ${text}`;
  const result = await sql
    .raw(
      explain.replace(/\$(\d+)|\?/g, (_m, index) => {
        const value = parameters[index ? Number(index) - 1 : 0];
        return typeof value === "number" ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
      }),
    )
    .execute(db);
  return result.rows;
}
const plan = { rows: await planOf({}, decoded.cursor) };
console.log(`plan of the deep page: ${JSON.stringify(plan.rows)}`);
for (const [label, q] of searches) console.log(`plan of ${label}: ${JSON.stringify(await planOf({ q }, null))}`);

await closeDatabase();
if (dir) rmSync(dir, { recursive: true, force: true });
if (JSON_OUTPUT) {
  console.log(JSON.stringify({ dialect, orders: Number(count.n), runs: RUNS, seedMs, timings, plan: plan.rows }));
}
