import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { seedOrder } from "./support/admin-orders";
import { ADMIN_ORIGIN, enrolOperator } from "./support/admin-session";
import { testDialect } from "./support/setup-database";
import { frameReader, isEvent } from "./support/sse-frames";

/*
 * Issue 38, item 1: the caps on open event streams through the real route handlers, on this
 * file's database. Each cap answers at once (429 for an order's, a client's, a session's or an
 * operator's share, 503 when the process is full) with Retry-After; a refused request holds no
 * slot and no subscription; a stream that ends, however, gives its slot back. Clients are told
 * apart by X-Forwarded-For behind one trusted proxy. The env is read when the server modules load.
 */

const RATE_LIMIT = 40;
await vi.hoisted(async () =>
  (await import("../support/env")).setEnvForFile({
    TRUSTED_PROXY_HOPS: "1",
    API_RATE_LIMIT: "40",
    API_RATE_LIMIT_WINDOW_SECONDS: "60",
  }),
);

const { GET: eventsGet } = await import("@/app/api/orders/[reference]/events/route");
const { GET: liveGet } = await import("@/app/api/admin/live/route");
const { createLiveFeed, liveFeedResponse } = await import("@/server/admin/live-feed");
const { getDatabase } = await import("@/server/db/client");
const { ensureDatabaseReady } = await import("@/server/db/migrate");
const { createSession } = await import("@/server/admin/operator-sessions");
const { ADMIN_STREAM_LIMITS, adminStreamSlots, ORDER_STREAM_LIMITS, orderStreamSlots, STREAM_RETRY_AFTER_SECONDS } =
  await import("@/server/http/stream-limits");
const { issueAccessToken } = await import("@/server/orders/access-tokens");
const { liveOrderFeed } = await import("@/server/orders/live-order-feed");

type Link = { orderId: string; reference: string; token: string };
type Open = { status: number; code?: string; retryAfter: string | null; close: () => void };

const opened: Open[] = [];

/** A link to a new order, or another link (its own token) to the order of `to`. */
async function orderLink(to?: Link): Promise<Link> {
  const order = to ? { id: to.orderId, reference: to.reference } : await seedOrder();
  const token = await issueAccessToken(getDatabase().db, { orderId: order.id, purpose: "checkout", now: new Date() });
  return { orderId: order.id, reference: order.reference, token };
}

/**
 * Answers how a stream request was answered; an open stream stays open until `close`, the client
 * leaving as Next tells a route when the socket closes: the request's signal aborts and the body
 * is cancelled. A live feed's stream is read until it has started (its first counts, read from
 * the database), so that no start is still reading when the file's database closes.
 */
async function answered(response: Response, leaving: AbortController, feed = false): Promise<Open> {
  const body = response.body as ReadableStream<Uint8Array>;
  let cancel = () => body.cancel();
  if (feed && response.status === 200) {
    const reader = frameReader(body);
    await reader.next(isEvent("counts"));
    cancel = reader.cancel;
  }
  const refusal = response.status === 200 ? null : ((await response.json()) as { code: string });
  const open = { status: response.status, code: refusal?.code, retryAfter: response.headers.get("retry-after") };
  const result = {
    ...open,
    close: () => {
      leaving.abort();
      void cancel();
    },
  };
  if (response.status === 200) opened.push(result);
  return result;
}

async function openOrderStream(link: Link, client: string): Promise<Open> {
  const leaving = new AbortController();
  const request = new Request(`http://localhost/api/orders/${link.reference}/events?k=${link.token}`, {
    headers: { "x-forwarded-for": client },
    signal: leaving.signal,
  });
  return answered(await eventsGet(request, { params: Promise.resolve({ reference: link.reference }) }), leaving);
}

async function openAdminStream(token: string, client: string): Promise<Open> {
  const leaving = new AbortController();
  const request = new Request(`${ADMIN_ORIGIN}/api/admin/live`, {
    headers: { cookie: `__Host-rf-operator=${token}`, "x-forwarded-for": client },
    signal: leaving.signal,
  });
  return answered(await liveGet(request, undefined), leaving, true);
}

function expectRefused(open: Open, status: number, code: string) {
  expect({ status: open.status, code: open.code, retryAfter: open.retryAfter }).toEqual({
    status,
    code,
    retryAfter: String(STREAM_RETRY_AFTER_SECONDS),
  });
}

let nextClient = 0;
const newClient = () => {
  nextClient += 1;
  return `198.51.${Math.floor(nextClient / 250)}.${nextClient % 250}`;
};

describe(`caps on open event streams on ${testDialect}`, () => {
  beforeAll(async () => {
    await ensureDatabaseReady();
  });

  afterEach(() => {
    for (const open of opened.splice(0)) open.close();
    expect(orderStreamSlots.open()).toBe(0);
    expect(adminStreamSlots.open()).toBe(0);
    expect(orderStreamSlots.keys() + adminStreamSlots.keys()).toBe(0);
  });

  it("refuses an order's stream past its cap with 429 and Retry-After, and frees the slot of a closed stream", async () => {
    const link = await orderLink();
    const streams = [];
    for (let n = 0; n < ORDER_STREAM_LIMITS.perKey.order; n += 1)
      streams.push(await openOrderStream(link, newClient()));
    expect(streams.map((open) => open.status)).toEqual(streams.map(() => 200));
    // The same link again is refused before the database is asked anything.
    const executor = getDatabase().db.getExecutor();
    const queries = vi.spyOn(executor, "executeQuery");
    expectRefused(await openOrderStream(link, newClient()), 429, "rate_limited:order-events");
    expect(queries).not.toHaveBeenCalled();
    queries.mockRestore();
    // Another link of the same order: its token is read, and the order's cap refuses it.
    const another = await orderLink(link);
    expectRefused(await openOrderStream(another, newClient()), 429, "rate_limited:order-events");
    // Nothing lasting for a refusal: no slot, no subscription.
    expect(orderStreamSlots.open()).toBe(ORDER_STREAM_LIMITS.perKey.order);
    expect(liveOrderFeed().stats().streams).toBe(ORDER_STREAM_LIMITS.perKey.order);

    streams[0]?.close();
    expect((await openOrderStream(another, newClient())).status).toBe(200);
  });

  it("refuses a client's stream past its cap over several orders with 429", async () => {
    const client = newClient();
    const links = await Promise.all([orderLink(), orderLink(), orderLink(), orderLink()]);
    const statuses = [];
    for (let n = 0; n < ORDER_STREAM_LIMITS.perKey.client; n += 1)
      statuses.push((await openOrderStream(links[Math.floor(n / 6)] as Link, client)).status);
    expect(new Set(statuses)).toEqual(new Set([200]));
    const link = links[3] as Link;
    expectRefused(await openOrderStream(link, client), 429, "rate_limited:order-events");
    expect((await openOrderStream(link, newClient())).status).toBe(200);
  });

  it("refuses any stream once the process holds its cap with 503, and takes one again when a stream ends", async () => {
    const { process: cap, perKey } = ORDER_STREAM_LIMITS;
    const links = await Promise.all(Array.from({ length: Math.ceil(cap / perKey.order) + 1 }, () => orderLink()));
    const clients = Array.from({ length: Math.ceil(cap / perKey.client) + 1 }, () => newClient());
    for (let n = 0; n < cap; n += 1) {
      const open = await openOrderStream(
        links[Math.floor(n / perKey.order)] as Link,
        clients[Math.floor(n / perKey.client)] as string,
      );
      expect(open.status).toBe(200);
    }
    const fresh = links.at(-1) as Link;
    expectRefused(await openOrderStream(fresh, clients.at(-1) as string), 503, "unavailable:order-events");
    expect(liveOrderFeed().stats().streams).toBe(cap);
    opened[0]?.close();
    expect((await openOrderStream(fresh, clients.at(-1) as string)).status).toBe(200);
  });

  it("limits how often a client opens one order's stream, closed or not (429 with Retry-After)", async () => {
    const link = await orderLink();
    const client = newClient();
    for (let n = 0; n < RATE_LIMIT; n += 1) {
      const open = await openOrderStream(link, client);
      expect(open.status).toBe(200);
      open.close();
    }
    const limited = await openOrderStream(link, client);
    expect(limited.status).toBe(429);
    expect(limited.code).toBe("rate_limited:order-events");
    expect(Number(limited.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(orderStreamSlots.open()).toBe(0);
  });

  it("caps the live feed per session and per operator with 429, and per process with 503", async () => {
    const operator = await enrolOperator();
    const signIn = async () => {
      const now = new Date();
      const at = now.toISOString();
      const base = { operatorId: operator.id, aal: "aal2" as const, startedAt: at, client: "test", userAgent: "" };
      return (await createSession(getDatabase().db, { ...base, now })).token;
    };
    const [first, second, third] = [await signIn(), await signIn(), await signIn()];
    const { session: perSession, operator: perOperator } = ADMIN_STREAM_LIMITS.perKey;
    for (let n = 0; n < perSession; n += 1) expect((await openAdminStream(first, newClient())).status).toBe(200);
    expectRefused(await openAdminStream(first, newClient()), 429, "rate_limited:admin-live");
    for (let n = 0; n < perSession; n += 1) expect((await openAdminStream(second, newClient())).status).toBe(200);
    // The two sessions hold all the operator's slots: a third session of the same operator is refused.
    expect(perSession * 2).toBe(perOperator);
    expectRefused(await openAdminStream(third, newClient()), 429, "rate_limited:admin-live");
    opened[0]?.close();
    expect((await openAdminStream(third, newClient())).status).toBe(200);
    for (const open of opened.splice(0)) open.close();

    // The process's cap, with made-up sessions that all count (no sign-in for 64 streams).
    const feed = createLiveFeed({ db: async () => getDatabase().db, liveSessions: async (ids) => new Set(ids) });
    const openFor = async (n: number) => {
      const leaving = new AbortController();
      const operatorId = `op-${Math.floor(n / perOperator)}`;
      const request = new Request(`${ADMIN_ORIGIN}/api/admin/live`, { signal: leaving.signal });
      const session = { operatorId, sessionId: `${operatorId}-${Math.floor(n / perSession)}` };
      return answered(await liveFeedResponse(request, session, feed), leaving, true);
    };
    for (let n = 0; n < ADMIN_STREAM_LIMITS.process; n += 1) expect((await openFor(n)).status).toBe(200);
    expectRefused(await openFor(ADMIN_STREAM_LIMITS.process), 503, "unavailable:admin-live");
    expect(feed.stats().listeners).toBe(ADMIN_STREAM_LIMITS.process);
  });
});
