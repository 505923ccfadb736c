import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLiveFeed, type LiveFeed, liveFeedResponse } from "@/server/admin/live-feed";
import { getDatabase } from "@/server/db/client";
import { ensureDatabaseReady } from "@/server/db/migrate";
import type { Database } from "@/server/db/schema";
import { testDialect } from "./support/setup-database";
import { frameReader, isEvent, until } from "./support/sse-frames";

/*
 * Issue 16, item 5: the live feed on this file's database (TEST_DB picks SQLite or PostgreSQL).
 * The rows are written through a second connection, as another instance of the shop would.
 */

const POLL_MS = 40;

let other: Kysely<Database>;

function openOtherConnection(): Kysely<Database> {
  const url = process.env.DATABASE_URL ?? "";
  return testDialect === "postgres"
    ? new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 2 }) }) })
    : new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(url) }) });
}

let clock = Date.parse("2026-11-26T12:00:00.000Z");
function tick(): string {
  clock += 1_000;
  return new Date(clock).toISOString();
}

async function writePaidOrder(reference: string): Promise<{ id: string; paidAt: string }> {
  const id = crypto.randomUUID();
  const at = tick();
  await other
    .insertInto("orders")
    .values({
      id,
      reference,
      status: "paid",
      email: "buyer@example.com",
      name: "",
      phone: "",
      rsn: "Zezima",
      method: "card",
      provider: "demo",
      provider_ref: `demo_cs_${id}`,
      provider_payment_ref: null,
      cart_uuid: crypto.randomUUID(),
      lines_json: "[]",
      subtotal_cents: 2_500,
      discount_cents: 0,
      total_cents: 2_500,
      currency: "USD",
      purchase_recorded: 0,
      created_at: at,
      updated_at: at,
      paid_at: at,
      test_mode: 1,
      payment_issue: null,
      refunded_at: null,
      disputed_at: null,
      repeat_key: null,
      catalogue_version: null,
    })
    .execute();
  return { id, paidAt: at };
}

/** A manual (Zelle) order as the checkout stores it: pending, waiting for the operator. */
async function writeManualOrder(reference: string): Promise<{ id: string; createdAt: string }> {
  const id = crypto.randomUUID();
  const at = tick();
  await other
    .insertInto("orders")
    .values({
      id,
      reference,
      status: "pending",
      email: "buyer@example.com",
      name: "",
      phone: "",
      rsn: "Zezima",
      method: "zelle",
      provider: "manual",
      provider_ref: null,
      provider_payment_ref: null,
      cart_uuid: crypto.randomUUID(),
      lines_json: "[]",
      subtotal_cents: 17_400,
      discount_cents: 0,
      total_cents: 17_400,
      currency: "USD",
      purchase_recorded: 0,
      created_at: at,
      updated_at: at,
      paid_at: null,
      test_mode: 1,
      payment_issue: null,
      refunded_at: null,
      disputed_at: null,
      repeat_key: null,
      catalogue_version: null,
    })
    .execute();
  return { id, createdAt: at };
}

async function writeMessage(text: string): Promise<string> {
  const id = crypto.randomUUID();
  await other
    .insertInto("messages")
    .values({
      id,
      email: "ann@example.com",
      message: text,
      source: "contact",
      created_at: tick(),
      status_changed_at: null,
    })
    .execute();
  return id;
}

describe("the live feed", () => {
  let feed: LiveFeed;

  beforeAll(async () => {
    await ensureDatabaseReady();
    other = openOtherConnection();
    // Every session counts here: ending a signed-out session's streams is admin-live-sign-out.integ.ts.
    feed = createLiveFeed({
      db: async () => getDatabase().db,
      pollMs: POLL_MS,
      heartbeatMs: 100,
      liveSessions: async (ids) => new Set(ids),
    });
  });

  afterAll(async () => {
    await other.destroy();
  });

  it("streams a paid order and a message written by another connection, with the tab title's counts", async () => {
    await writeMessage("Before the operator looked");
    const stream = frameReader(feed.open({}));
    expect((await stream.next(() => true)).retry).toBe(5_000);
    const start = await stream.next(isEvent("counts"));
    expect(start.data).toEqual({ unseenPaidOrders: 0, newMessages: 1 });
    expect(start.id).toMatch(/^-\|2026-11-26T12:00:01\.000Z~/);

    const order = await writePaidOrder("RF-LIVE-1");
    const paid = await stream.next(isEvent("order-paid"));
    expect(paid.data).toEqual({
      id: order.id,
      reference: "RF-LIVE-1",
      totalCents: 2_500,
      currency: "USD",
      method: "card",
      testMode: true,
      paidAt: order.paidAt,
    });
    expect((await stream.next(isEvent("counts"))).data).toEqual({ unseenPaidOrders: 1, newMessages: 1 });

    const messageId = await writeMessage("Where is my gold?\nRF-LIVE-1");
    const message = await stream.next(isEvent("message-received"));
    expect(message.data).toMatchObject({
      id: messageId,
      email: "ann@example.com",
      preview: "Where is my gold? RF-LIVE-1",
    });
    expect((await stream.next(isEvent("counts"))).data).toEqual({ unseenPaidOrders: 1, newMessages: 2 });
    expect(stream.events()).toHaveLength(2);
    expect((await stream.next((frame) => frame.comment !== undefined)).comment).toBe("keep-alive");
    await stream.cancel();
  });

  it("resumes after Last-Event-ID without repeating an event or losing one", async () => {
    const first = frameReader(feed.open({}));
    await first.next(isEvent("counts"));
    const a = await writeMessage("a");
    const lastSeen = await first.next((frame) => frame.event === "message-received");
    await first.cancel();

    // Written while no browser listened: the next stream reads them from the database.
    const b = await writeMessage("b");
    const order = await writePaidOrder("RF-LIVE-2");
    const second = frameReader(feed.open({ lastEventId: lastSeen.id ?? null }));
    const c = writeMessage("c");
    const got: string[] = [];
    while (got.length < 3) {
      const frame = await second.next((candidate) => candidate.event !== undefined && candidate.event !== "counts");
      got.push((frame.data as { id: string }).id);
    }
    expect((lastSeen.data as { id: string }).id).toBe(a);
    expect(got).toEqual([b, order.id, await c]);
    // A few more polls re-read the look-back window; a last message marks where to stop reading.
    const polls = feed.stats().polls;
    await until(() => feed.stats().polls >= polls + 3);
    const d = await writeMessage("d");
    await second.next((frame) => (frame.data as { id?: string } | undefined)?.id === d);
    expect(second.events().map((frame) => (frame.data as { id: string }).id)).toEqual([b, order.id, await c, d]);
    await second.cancel();
  });

  it("starts from now when Last-Event-ID is not one of its own", async () => {
    for (const lastEventId of ["-|-' OR 1=1", "x".repeat(10_000), "\u0000"]) {
      const stream = frameReader(feed.open({ lastEventId }));
      const start = await stream.next(isEvent("counts"));
      expect(start.id).not.toBe("-|-");
      const id = await writeMessage("after a hostile id");
      const first = await stream.next((frame) => frame.event === "message-received");
      expect((first.data as { id: string }).id).toBe(id);
      await stream.cancel();
    }
  });

  it("counts paid orders after the time the operator last looked as unseen", async () => {
    const before = await writePaidOrder("RF-SEEN");
    const after = await writePaidOrder("RF-UNSEEN-1");
    await writePaidOrder("RF-UNSEEN-2");
    const stream = frameReader(feed.open({ ordersSeenAfter: before.paidAt }));
    expect((await stream.next(isEvent("counts"))).data).toMatchObject({ unseenPaidOrders: 2 });
    await stream.cancel();
    const resumed = frameReader(
      feed.open({ ordersSeenAfter: before.paidAt, lastEventId: `${before.paidAt}~${before.id}|-` }),
    );
    const order = await resumed.next(isEvent("order-paid"));
    expect((order.data as { id: string }).id).toBe(after.id);
    // The one it resumed after was seen; the two after it were not, whether counted or streamed.
    expect((await resumed.next(isEvent("counts"))).data).toMatchObject({ unseenPaidOrders: 2 });
    await resumed.cancel();
    expect(feed.stats().listeners).toBe(0);
  });

  it("polls once for all its listeners and stops when the last one leaves", async () => {
    const quiet = createLiveFeed({ db: async () => getDatabase().db, pollMs: POLL_MS });
    expect(quiet.stats()).toEqual({ listeners: 0, polling: false, polls: 0 });
    const leaving = new AbortController();
    const one = frameReader(quiet.open({ signal: leaving.signal }));
    const two = frameReader(quiet.open({}));
    await one.next(isEvent("counts"));
    await two.next(isEvent("counts"));
    expect(quiet.stats()).toMatchObject({ listeners: 2, polling: true });
    const start = Date.now();
    const polls = quiet.stats().polls;
    await until(() => quiet.stats().polls >= polls + 5);
    // Two listeners, one poller: about one poll per interval, not two.
    expect(quiet.stats().polls - polls).toBeLessThanOrEqual(Math.ceil((Date.now() - start) / POLL_MS) + 1);

    leaving.abort();
    expect(quiet.stats()).toMatchObject({ listeners: 1, polling: true });
    await two.cancel();
    expect(quiet.stats()).toMatchObject({ listeners: 0, polling: false });
    const stopped = quiet.stats().polls;
    await writeMessage("nobody listens");
    // Proving that nothing happens needs time to pass: ten poll intervals without a poll.
    await new Promise((resolve) => setTimeout(resolve, POLL_MS * 10));
    expect(quiet.stats().polls).toBe(stopped);

    // A new listener starts it again.
    const again = frameReader(quiet.open({}));
    await again.next(isEvent("counts"));
    await until(() => quiet.stats().polls > stopped);
    await again.cancel();
    expect(quiet.stats().polling).toBe(false);
  });

  it("sends a browser that was away everything it missed, past one page of the backlog, in order", async () => {
    const before = frameReader(feed.open({}));
    const start = await before.next(isEvent("counts"));
    await before.cancel();
    const rows = Array.from({ length: 1_100 }, (_, index) => ({
      id: crypto.randomUUID(),
      email: "bulk@example.com",
      message: `bulk ${index}`,
      source: "contact",
      created_at: tick(),
      status_changed_at: null,
    }));
    for (let index = 0; index < rows.length; index += 250)
      await other
        .insertInto("messages")
        .values(rows.slice(index, index + 250))
        .execute();
    const resumed = frameReader(feed.open({ lastEventId: start.id ?? null }));
    const last = rows.at(-1)?.id;
    await resumed.next((frame) => (frame.data as { id?: string } | undefined)?.id === last);
    expect(resumed.events().map((frame) => (frame.data as { id: string }).id)).toEqual(rows.map((row) => row.id));
    await resumed.cancel();
  });

  it("ends a stream after its time so that the browser reconnects through the session guard", async () => {
    const stream = frameReader(feed.open({ closeAfterMs: 150 }));
    await stream.next(isEvent("counts"));
    await expect(stream.next(() => false)).rejects.toThrow("the stream ended");
    expect(feed.stats().listeners).toBe(0);
  });

  it("answers a route's request as an event stream read from its Last-Event-ID", async () => {
    const b = await writeMessage("seen");
    const c = await writeMessage("missed");
    const request = new Request("http://localhost/api/admin/live?seen=not-a-time", {
      headers: { "last-event-id": `-|${new Date(Date.parse(tick()) - 2_000).toISOString()}~${b}` },
    });
    const response = await liveFeedResponse(request, { operatorId: "op", sessionId: "session" }, feed);
    expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-cache, no-transform");
    const stream = frameReader(response.body as ReadableStream<Uint8Array>);
    const missed = await stream.next(isEvent("message-received"));
    expect((missed.data as { id: string }).id).toBe(c);
    await stream.cancel();
  });

  it("streams a manual order placed by another connection as placed (not paid, not a message), then paid", async () => {
    const stream = frameReader(feed.open({}));
    const start = await stream.next(isEvent("counts"));
    const placed = await writeManualOrder("RF-LIVE-M1");
    const event = await stream.next(isEvent("order-placed"));
    expect(event.data).toEqual({
      id: placed.id,
      reference: "RF-LIVE-M1",
      totalCents: 17_400,
      currency: "USD",
      method: "zelle",
      testMode: true,
      createdAt: placed.createdAt,
    });
    expect(event.id).toMatch(new RegExp(`^${placed.createdAt.replaceAll(".", "\\.")}~${placed.id}\\|`));
    const paidAt = tick();
    await other.updateTable("orders").set({ status: "paid", paid_at: paidAt }).where("id", "=", placed.id).execute();
    expect((await stream.next(isEvent("order-paid"))).data).toMatchObject({ id: placed.id, paidAt });
    expect(stream.frames.filter((frame) => frame.event === "message-received")).toEqual([]);
    expect(start.data).toMatchObject({ unseenPaidOrders: 0 });
    await stream.cancel();

    // A browser that was away gets the placed order from its Last-Event-ID, once.
    const resumed = frameReader(feed.open({ lastEventId: start.id ?? null }));
    await resumed.next(isEvent("order-paid"));
    expect(resumed.frames.filter((frame) => frame.event === "order-placed").map((frame) => frame.data)).toEqual([
      expect.objectContaining({ id: placed.id }),
    ]);
    await resumed.cancel();
  });
});
