import { spawn } from "node:child_process";
import { resolve } from "node:path";
import pg from "pg";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { LOOKUP_REFERENCE_LIMIT } from "@/domain/orders/order-lookup";
import { longestWindowSeconds, type RetentionPeriods } from "@/domain/retention/retention-policy";
import { getDatabase } from "@/server/db/client";
import { withJobLock } from "@/server/db/job-lock";
import { ensureDatabaseReady } from "@/server/db/migrate";
import type { OutboxTable } from "@/server/db/schema";
import { retentionPeriodsFromEnv, runRetention } from "@/server/retention/run-retention";
import { captureLog, type LogCapture, parseLogLines } from "../support/capture-log";
import { withEnv } from "../support/env";

/*
 * Issue 12, item 7: the retention job removes exactly what has outlived its period and nothing
 * else, once, with one process at a time, from the server's code and from `npm run retention`.
 * Rows are seeded with explicit timestamps around an injected `now`.
 */

const dialect = process.env.TEST_DB ?? "sqlite";
const ROOT = resolve(import.meta.dirname, "../..");

const NOW = new Date("2026-06-30T12:00:00.000Z");
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

const PERIODS: RetentionPeriods = {
  cartDays: 30,
  emailBodyDays: 30,
  pendingOrderHours: 24,
  paymentEventDays: 90,
  rateLimitWindowSeconds: [60, 600],
  chatDays: 90,
};

async function clearTables(): Promise<void> {
  const { db } = getDatabase();
  for (const table of [
    "orders",
    "carts",
    "outbox",
    "payment_events",
    "rate_limits",
    "job_leases",
    "chat_messages",
    "chat_conversations",
  ] as const) {
    await db.deleteFrom(table).execute();
  }
}

async function seedCart(uuid: string, updatedAt: string, createdAt = updatedAt): Promise<void> {
  const { db } = getDatabase();
  await db
    .insertInto("carts")
    .values({ uuid, items_json: "[]", email: `${uuid}@example.com`, created_at: createdAt, updated_at: updatedAt })
    .execute();
}

async function seedOrder(id: string, status: "pending" | "paid" | "cancelled", createdAt: string, cartUuid: string) {
  const { db } = getDatabase();
  await db
    .insertInto("orders")
    .values({
      id,
      reference: id.slice(0, 16),
      status,
      email: "buyer@example.com",
      name: "",
      phone: "",
      rsn: "",
      method: "card",
      provider: "demo",
      provider_ref: `demo_cs_${id}`,
      provider_payment_ref: null,
      cart_uuid: cartUuid,
      lines_json: "[]",
      subtotal_cents: 1_000,
      discount_cents: 0,
      total_cents: 1_000,
      currency: "USD",
      purchase_recorded: 0,
      created_at: createdAt,
      updated_at: createdAt,
      paid_at: status === "paid" ? createdAt : null,
      test_mode: 1,
      payment_issue: null,
      refunded_at: null,
      disputed_at: null,
    })
    .execute();
}

async function seedEmail(
  id: string,
  status: OutboxTable["status"],
  createdAt: string,
  sentAt: string | null,
  bodyRemovedAt: string | null = null,
) {
  const { db } = getDatabase();
  await db
    .insertInto("outbox")
    .values({
      id,
      to_address: "shop@example.com",
      reply_to: "visitor@example.com",
      subject: `Order ${id}`,
      body_text: bodyRemovedAt ? "" : `Body of ${id}`,
      status,
      attempts: status === "pending" ? 0 : 1,
      next_attempt_at: createdAt,
      locked_until: null,
      last_error: status === "failed" ? "550 refused" : null,
      created_at: createdAt,
      sent_at: sentAt,
      body_removed_at: bodyRemovedAt,
    })
    .execute();
}

async function seedPaymentEvent(id: string, receivedAt: string) {
  const { db } = getDatabase();
  await db
    .insertInto("payment_events")
    .values({
      id,
      provider: "stripe",
      event_type: "checkout.session.completed",
      order_id: null,
      received_at: receivedAt,
    })
    .execute();
}

async function seedRateLimit(key: string, windowStartMs: number) {
  const { db } = getDatabase();
  await db.insertInto("rate_limits").values({ key, window_start: windowStartMs, count: 3 }).execute();
}

/** Old and new rows of every kind; the ids say what should become of each. */
/** A chat with one message; `closedAt` null keeps it open. */
async function seedChat(id: string, createdAt: string, closedAt: string | null): Promise<void> {
  const { db } = getDatabase();
  await db
    .insertInto("chat_conversations")
    .values({
      id,
      visitor_token_hash: id.padEnd(64, "0").slice(0, 64),
      status: closedAt ? "closed" : "open",
      email: null,
      order_id: null,
      page_path: null,
      claimed_by: null,
      last_seq: 1,
      last_visitor_at: createdAt,
      last_staff_at: null,
      waiting_since: null,
      discord_told_at: null,
      closed_at: closedAt,
      created_at: createdAt,
      updated_at: closedAt ?? createdAt,
    })
    .execute();
  await db
    .insertInto("chat_messages")
    .values({
      id: `${id}-1`,
      conversation_id: id,
      seq: 1,
      author: "visitor",
      operator_id: null,
      body: "hi",
      created_at: createdAt,
    })
    .execute();
}

async function seedEverything(): Promise<void> {
  // Chats: a closed one past its period goes with its messages; a recently closed or an open one stays.
  await seedChat("chat-closed-old", ago(200 * DAY), ago(91 * DAY));
  await seedChat("chat-closed-recent", ago(200 * DAY), ago(89 * DAY));
  await seedChat("chat-open-old", ago(200 * DAY), null);
  // Carts: abandoned ones go; one with an order stays however old; recent activity counts, not creation.
  for (let n = 1; n <= 5; n++) await seedCart(`cart-abandoned-${n}`, ago(30 * DAY + n * HOUR));
  await seedCart("cart-with-pending-order", ago(200 * DAY));
  await seedCart("cart-with-paid-order", ago(200 * DAY));
  await seedCart("cart-recent", ago(29 * DAY));
  await seedCart("cart-old-but-updated", ago(2 * HOUR), ago(400 * DAY));

  // Orders: only pending ones older than 24 hours expire.
  await seedOrder("order-pending-stale", "pending", ago(25 * HOUR), "cart-with-pending-order");
  await seedOrder("order-pending-fresh", "pending", ago(23 * HOUR), "cart-gone-long-ago");
  await seedOrder("order-paid-old", "paid", ago(300 * DAY), "cart-with-paid-order");
  await seedOrder("order-cancelled-old", "cancelled", ago(300 * DAY), "cart-gone-long-ago");

  // Emails: only bodies of emails sent more than 30 days ago go; pending and failed ones keep theirs.
  await seedEmail("email-sent-old", "sent", ago(40 * DAY), ago(31 * DAY));
  await seedEmail("email-sent-recent", "sent", ago(40 * DAY), ago(29 * DAY));
  await seedEmail("email-pending-old", "pending", ago(60 * DAY), null);
  await seedEmail("email-failed-old", "failed", ago(60 * DAY), null);
  await seedEmail("email-removed-before", "sent", ago(90 * DAY), ago(80 * DAY), ago(50 * DAY));

  // Payment events: kept 90 days.
  await seedPaymentEvent("stripe:evt_old", ago(91 * DAY));
  await seedPaymentEvent("stripe:evt_recent", ago(89 * DAY));

  // Rate limits: spent once the longest window (600 s) has passed.
  await seedRateLimit("api:/api/cart/saveCartData:spent", NOW.getTime() - 601_000);
  await seedRateLimit("contact:in-window", NOW.getTime() - 300_000);
  await seedRateLimit("api:/api/cart/saveCartData:new", NOW.getTime());
}

async function ids(table: "carts" | "payment_events" | "rate_limits"): Promise<string[]> {
  const { db } = getDatabase();
  const column = table === "carts" ? "uuid" : table === "rate_limits" ? "key" : "id";
  const rows = await db.selectFrom(table).select(column).execute();
  return rows.map((row) => String(Object.values(row)[0])).sort();
}

async function orderStatuses(): Promise<Record<string, { status: string; updated_at: string }>> {
  const { db } = getDatabase();
  const rows = await db.selectFrom("orders").select(["id", "status", "updated_at"]).execute();
  return Object.fromEntries(rows.map((row) => [row.id, { status: row.status, updated_at: row.updated_at }]));
}

async function emails() {
  const { db } = getDatabase();
  const rows = await db.selectFrom("outbox").selectAll().orderBy("id").execute();
  return Object.fromEntries(rows.map((row) => [row.id, row]));
}

const EXPECTED = { expiredOrders: 1, emailBodies: 1, carts: 5, paymentEvents: 1, rateLimits: 1, chats: 1 };

describe(`the retention job on ${dialect}`, () => {
  let log: LogCapture;

  beforeAll(async () => {
    await ensureDatabaseReady();
  });

  beforeEach(async () => {
    await clearTables();
    await seedEverything();
  });

  afterAll(() => log?.restore());

  it("removes exactly what has outlived its period, in batches, and logs only counts", async () => {
    log = captureLog();
    const run = await runRetention({ now: NOW, periods: PERIODS, batchSize: 2 });
    const entries = parseLogLines(log.lines());
    log.restore();
    expect(run).toEqual({ skipped: false, ...EXPECTED });

    expect(await ids("carts")).toEqual([
      "cart-old-but-updated",
      "cart-recent",
      "cart-with-paid-order",
      "cart-with-pending-order",
    ]);

    const orders = await orderStatuses();
    expect(orders["order-pending-stale"]).toEqual({ status: "expired", updated_at: NOW.toISOString() });
    expect(orders["order-pending-fresh"]?.status).toBe("pending");
    expect(orders["order-paid-old"]?.status).toBe("paid");
    expect(orders["order-cancelled-old"]?.status).toBe("cancelled");

    const outbox = await emails();
    expect(outbox["email-sent-old"]).toMatchObject({
      body_text: "",
      body_removed_at: NOW.toISOString(),
      subject: "Order email-sent-old",
      to_address: "shop@example.com",
      status: "sent",
      sent_at: ago(31 * DAY),
    });
    expect(outbox["email-sent-recent"]).toMatchObject({
      body_text: "Body of email-sent-recent",
      body_removed_at: null,
    });
    expect(outbox["email-pending-old"]).toMatchObject({
      body_text: "Body of email-pending-old",
      body_removed_at: null,
    });
    expect(outbox["email-failed-old"]).toMatchObject({ body_text: "Body of email-failed-old", body_removed_at: null });
    expect(outbox["email-removed-before"]?.body_removed_at).toBe(ago(50 * DAY));

    expect(await ids("payment_events")).toEqual(["stripe:evt_recent"]);
    expect(await ids("rate_limits")).toEqual(["api:/api/cart/saveCartData:new", "contact:in-window"]);

    const finished = entries.find((entry) => entry.msg === "retention run finished");
    expect(finished?.retention).toEqual(EXPECTED);
    expect(JSON.stringify(entries)).not.toContain("@example.com");
  });

  it("changes nothing when run again", async () => {
    await runRetention({ now: NOW, periods: PERIODS });
    expect(await runRetention({ now: NOW, periods: PERIODS })).toEqual({
      skipped: false,
      expiredOrders: 0,
      emailBodies: 0,
      carts: 0,
      paymentEvents: 0,
      rateLimits: 0,
      chats: 0,
    });
  });

  it("keeps a rate-limit counter for the longest window in use: the order lookup's hour", () => {
    expect(longestWindowSeconds(retentionPeriodsFromEnv().rateLimitWindowSeconds)).toBeGreaterThanOrEqual(
      LOOKUP_REFERENCE_LIMIT.windowSeconds,
    );
  });

  it("keeps payment events 90 days even when configured for fewer", async () => {
    await runRetention({ now: NOW, periods: { ...PERIODS, paymentEventDays: 1 } });
    expect(await ids("payment_events")).toEqual(["stripe:evt_recent"]);
  });

  it("skips while another run holds the lock", async () => {
    const outer = await withJobLock("retention", () => runRetention({ now: NOW, periods: PERIODS }));
    expect(outer).toEqual({ acquired: true, value: { skipped: true } });
    expect(await ids("payment_events")).toEqual(["stripe:evt_old", "stripe:evt_recent"]);
    // Released: the next run does the work.
    expect(await runRetention({ now: NOW, periods: PERIODS })).toEqual({ skipped: false, ...EXPECTED });
  });

  it("processes every row once when two runs start together", async () => {
    const runs = await Promise.all([
      runRetention({ now: NOW, periods: PERIODS, batchSize: 2 }),
      runRetention({ now: NOW, periods: PERIODS, batchSize: 2 }),
    ]);
    const done = runs.filter((run) => !run.skipped);
    expect(done.length).toBeGreaterThanOrEqual(1);
    const total = { expiredOrders: 0, emailBodies: 0, carts: 0, paymentEvents: 0, rateLimits: 0, chats: 0 };
    for (const run of done) {
      if (run.skipped) continue;
      for (const key of Object.keys(total) as (keyof typeof total)[]) total[key] += run[key];
    }
    expect(total).toEqual(EXPECTED);
    expect((await orderStatuses())["order-pending-stale"]?.status).toBe("expired");
  });

  it("skips while another process holds the lock, and takes over a lease its holder left behind", async () => {
    let release: () => Promise<void>;
    if (dialect === "postgres") {
      // Another instance: its own connection, holding the same advisory lock at session level.
      const other = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await other.connect();
      await other.query("select pg_advisory_lock(hashtext('runeforge-job'), hashtext('retention'))");
      release = async () => {
        await other.query("select pg_advisory_unlock(hashtext('runeforge-job'), hashtext('retention'))");
        await other.end();
      };
    } else {
      const { db } = getDatabase();
      const future = new Date(Date.now() + HOUR).toISOString();
      await db
        .insertInto("job_leases")
        .values({ name: "retention", holder: "4242:other", expires_at: future })
        .execute();
      // A holder that died: its lease has run out.
      release = async () => {
        await db
          .updateTable("job_leases")
          .set({ expires_at: new Date(Date.now() - 1).toISOString() })
          .execute();
      };
    }
    expect(await runRetention({ now: NOW, periods: PERIODS })).toEqual({ skipped: true });
    expect((await orderStatuses())["order-pending-stale"]?.status).toBe("pending");
    await release();
    expect(await runRetention({ now: NOW, periods: PERIODS })).toEqual({ skipped: false, ...EXPECTED });
  });
});

describe(`the retention timer in the server on ${dialect}`, () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("runs the job a minute after start-up, then every RETENTION_INTERVAL_MINUTES", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "setInterval"] });
    const log = captureLog();
    const finished = () => parseLogLines(log.lines()).filter((entry) => entry.msg === "retention run finished").length;
    try {
      (await import("@/server/retention/retention-schedule")).startRetentionSchedule();
      await vi.advanceTimersByTimeAsync(59_000);
      expect(finished()).toBe(0);
      // A run is real database work: on a loaded machine it can take longer than waitFor's 1 s.
      await vi.advanceTimersByTimeAsync(1_000);
      await vi.waitFor(() => expect(finished()).toBe(1), { timeout: 10_000 });
      // To the interval's first tick (60 minutes after start-up) and not past it: a pass that
      // needs a new PostgreSQL connection arms the pool's faked 3 s connect timeout, which an
      // advance beyond the tick would fire before the real connection could open.
      await vi.advanceTimersByTimeAsync(60 * 60_000 - 60_000);
      await vi.waitFor(() => expect(finished()).toBe(2), { timeout: 10_000 });
    } finally {
      log.restore();
    }
  });

  it("starts no timer with RETENTION_INTERVAL_MINUTES=0", async () => {
    await withEnv({ RETENTION_INTERVAL_MINUTES: "0" }, async () => {
      vi.resetModules();
      vi.useFakeTimers({ toFake: ["setTimeout", "setInterval"] });
      const before = vi.getTimerCount();
      (await import("@/server/retention/retention-schedule")).startRetentionSchedule();
      expect(vi.getTimerCount()).toBe(before);
    });
  });
});

/** Runs `npm run --silent retention` against this file's database; its exit code and output lines. */
function npmRunRetention(extraEnv: Record<string, string>): Promise<{ code: number | null; lines: string[] }> {
  return new Promise((done, reject) => {
    const child = spawn("npm", ["run", "--silent", "retention"], {
      cwd: ROOT,
      env: { ...process.env, ...extraEnv },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.once("error", reject);
    child.once("exit", (code) => done({ code, lines: output.split("\n").filter((line) => line.trim() !== "") }));
  });
}

describe(`npm run retention on ${dialect}`, () => {
  beforeEach(async () => {
    await clearTables();
  });

  it("runs one pass against DATABASE_URL with the configured periods, logs JSON and exits 0", async () => {
    // Timestamps relative to the real clock: the command takes no injected `now`.
    const now = Date.now();
    await seedCart("cart-abandoned-cli", new Date(now - 8 * DAY).toISOString());
    await seedCart("cart-recent-cli", new Date(now - 6 * DAY).toISOString());
    const result = await npmRunRetention({ DATABASE_URL: process.env.DATABASE_URL ?? "", CART_RETENTION_DAYS: "7" });
    expect(result.code, result.lines.join("\n")).toBe(0);
    const entries = parseLogLines(result.lines);
    expect(entries.find((entry) => entry.msg === "retention run finished")?.retention).toMatchObject({ carts: 1 });
    expect(await ids("carts")).toEqual(["cart-recent-cli"]);
  }, 60_000);

  it("exits 1 naming the variable when the configuration is wrong", async () => {
    const result = await npmRunRetention({ DATABASE_URL: process.env.DATABASE_URL ?? "", CART_RETENTION_DAYS: "0" });
    expect(result.code).toBe(1);
    const [entry] = parseLogLines(result.lines);
    expect(entry).toMatchObject({ level: "fatal", err: { message: expect.stringContaining("CART_RETENTION_DAYS") } });
  }, 60_000);
});
