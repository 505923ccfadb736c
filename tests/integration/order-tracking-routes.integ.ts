import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as eventsGet } from "@/app/api/orders/[reference]/events/route";
import { GET as orderGet } from "@/app/api/orders/[reference]/route";
import { POST as stepEmailsPost } from "@/app/api/orders/[reference]/step-emails/route";
import { ORDER_NOT_FOUND, orderTrackingViewSchema } from "@/domain/api/order-tracking";
import { getDatabase } from "@/server/db/client";
import { ensureDatabaseReady } from "@/server/db/migrate";
import { issueAccessToken } from "@/server/orders/access-tokens";
import { liveOrderFeed } from "@/server/orders/live-order-feed";
import { setOrderStep } from "@/server/orders/order-steps";
import { tamperedToken } from "../support/fixtures";
import { seedOrder, seedReference } from "./support/admin-orders";
import { testDialect } from "./support/setup-database";

/*
 * Issue 18, items 2 to 4 on this file's database (TEST_DB): the order page's JSON, its event
 * stream and the step-email choice. Every link that opens nothing (unknown reference, wrong,
 * missing or malformed token, another order's token) gets the same 404 after the same SQL: the
 * queries are counted through the Kysely executor every query of the shop goes through.
 */

const OPERATOR = "0f0e0d0c-0000-4000-8000-000000000002";
const ORIGIN = "http://localhost:3000";
const context = (reference: string) => ({ params: Promise.resolve({ reference }) });

function get(path: string, signal?: AbortSignal): Request {
  return new Request(`${ORIGIN}${path}`, { signal });
}

/** Runs `send` and answers the SQL statements the shop sent meanwhile, without their parameters. */
async function queriesOf<T>(send: () => T | Promise<T>): Promise<{ result: T; sql: string[] }> {
  const executor = getDatabase().db.getExecutor();
  const spy = vi.spyOn(executor, "executeQuery");
  try {
    const result = await send();
    return { result, sql: spy.mock.calls.map(([query]) => query.sql) };
  } finally {
    spy.mockRestore();
  }
}

/** Reads server-sent events from a stream until `done` accepts one; answers the views seen. */
async function readViews(
  stream: ReadableStream<Uint8Array>,
  done: (view: Record<string, unknown>) => boolean,
  timeoutMs: number,
): Promise<Record<string, unknown>[]> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  const views: Record<string, unknown>[] = [];
  let buffer = "";
  const deadline = Date.now() + timeoutMs;
  try {
    while (Date.now() < deadline) {
      const chunk = await Promise.race([
        reader.read(),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), Math.max(0, deadline - Date.now()))),
      ]);
      if (!chunk || chunk.done) break;
      buffer += decoder.decode(chunk.value, { stream: true });
      let end = buffer.indexOf("\n\n");
      while (end >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf("\n\n");
        if (!frame.startsWith("event: order")) continue;
        const data = frame
          .split("\n")
          .filter((line) => line.startsWith("data: "))
          .map((line) => line.slice(6))
          .join("\n");
        const view = JSON.parse(data) as Record<string, unknown>;
        views.push(view);
        if (done(view)) return views;
      }
    }
    return views;
  } finally {
    reader.releaseLock();
  }
}

describe(`the order page's routes on ${testDialect}`, () => {
  let order: { id: string; reference: string };
  let other: { id: string; reference: string };
  let token = "";
  let otherToken = "";

  beforeAll(async () => {
    await ensureDatabaseReady();
    order = await seedOrder();
    other = await seedOrder();
    token = await issueAccessToken(getDatabase().db, { orderId: order.id, purpose: "checkout", now: new Date() });
    otherToken = await issueAccessToken(getDatabase().db, { orderId: other.id, purpose: "checkout", now: new Date() });
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("answers the view as JSON, private and never stored by a shared cache", async () => {
    const response = await orderGet(get(`/api/orders/${order.reference}?k=${token}`), context(order.reference));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const view = orderTrackingViewSchema.parse(await response.json());
    expect(view.reference).toBe(order.reference);
    expect(view.stepEmails).toBe(true);
  });

  it("answers every link that opens nothing alike: status, body and the same SQL", async () => {
    const wrongToken = tamperedToken(token);
    const cases: [string, string][] = [
      ["unknown reference", `/api/orders/${seedReference()}?k=${token}`],
      ["wrong token", `/api/orders/${order.reference}?k=${wrongToken}`],
      ["missing token", `/api/orders/${order.reference}`],
      ["malformed token", `/api/orders/${order.reference}?k=%27%20or%201%3D1`],
      ["another order's token", `/api/orders/${order.reference}?k=${otherToken}`],
      ["malformed reference", `/api/orders/..%2Fadmin?k=${token}`],
    ];
    const answers = [];
    for (const [name, path] of cases) {
      const reference = decodeURIComponent(new URL(`${ORIGIN}${path}`).pathname.split("/")[3] ?? "");
      for (const route of [orderGet, eventsGet]) {
        const eventsPath = path.replace(/(\/api\/orders\/[^?]+)/, "$1/events");
        const request = get(route === orderGet ? path : eventsPath);
        const { result, sql } = await queriesOf(() => route(request, context(reference)));
        answers.push({
          name,
          status: result.status,
          cacheControl: result.headers.get("cache-control"),
          body: await result.text(),
          sql,
        });
      }
    }
    const first = answers[0];
    expect(first?.status).toBe(404);
    expect(JSON.parse(first?.body ?? "{}")).toEqual(ORDER_NOT_FOUND);
    expect(first?.sql).toHaveLength(1);
    for (const answer of answers) {
      expect({ ...answer, name: first?.name }, answer.name).toEqual(first);
    }
    // The right token does one more read (the order itself), so the count above can tell.
    const { sql } = await queriesOf(() =>
      orderGet(get(`/api/orders/${order.reference}?k=${token}`), context(order.reference)),
    );
    expect(sql.length).toBeGreaterThan(1);
  });

  it("streams the view at once and the new view within 2 seconds of an operator's step", async () => {
    const abort = new AbortController();
    const response = await eventsGet(
      get(`/api/orders/${order.reference}/events?k=${token}`, abort.signal),
      context(order.reference),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const stream = response.body;
    if (!stream) throw new Error("no stream");
    const [initial] = await readViews(stream, () => true, 2_000);
    expect(initial?.reference).toBe(order.reference);
    expect(initial?.fulfilment).toBe("queued");
    // Once the poller has seen the order, as a customer who has had the page open for a moment.
    await vi.waitFor(() => expect(liveOrderFeed().stats().polls).toBeGreaterThan(0), { timeout: 3_000 });

    await setOrderStep({
      orderId: order.id,
      operatorId: OPERATOR,
      step: "in_progress",
      progress: { done: 40, target: 250, unit: "kills" },
    });
    const changedAt = Date.now();
    const views = await readViews(stream, (view) => view.fulfilment === "in_progress", 4_000);
    const elapsed = Date.now() - changedAt;
    expect(views.at(-1)?.fulfilment).toBe("in_progress");
    expect(orderTrackingViewSchema.parse(views.at(-1)).progress).toEqual({ done: 40, target: 250, unit: "kills" });
    expect(elapsed).toBeLessThan(2_000);

    abort.abort();
    await vi.waitFor(() => expect(liveOrderFeed().stats().streams).toBe(0));
    expect(liveOrderFeed().stats().polling).toBe(false);
  });

  it("sets the step emails off and on for the link's order, bumping the page's version", async () => {
    const post = (body: unknown, reference = order.reference, origin = ORIGIN) =>
      stepEmailsPost(
        new Request(`${ORIGIN}/api/orders/${reference}/step-emails`, {
          method: "POST",
          headers: { "content-type": "application/json", origin },
          body: JSON.stringify(body),
        }),
        context(reference),
      );
    const before = orderTrackingViewSchema.parse(
      await (await orderGet(get(`/api/orders/${order.reference}?k=${token}`), context(order.reference))).json(),
    );
    const off = await post({ k: token, enabled: false });
    expect(off.status).toBe(200);
    const view = orderTrackingViewSchema.parse(await off.json());
    expect(view.stepEmails).toBe(false);
    expect(view.version).toBe(before.version + 1);
    const row = await getDatabase()
      .db.selectFrom("orders")
      .select("step_emails")
      .where("id", "=", order.id)
      .executeTakeFirstOrThrow();
    expect(Number(row.step_emails)).toBe(0);
    // The same choice again writes nothing.
    const again = orderTrackingViewSchema.parse(await (await post({ k: token, enabled: false })).json());
    expect(again.version).toBe(view.version);
    expect(orderTrackingViewSchema.parse(await (await post({ k: token, enabled: true })).json()).stepEmails).toBe(true);

    const wrong = await post({ k: otherToken, enabled: false });
    expect(wrong.status).toBe(404);
    expect(await wrong.json()).toEqual(ORDER_NOT_FOUND);
    expect((await post({ k: token, enabled: "no" })).status).toBe(400);
    expect((await post({ k: token, enabled: false }, order.reference, "https://evil.example")).status).toBe(403);
  });
});
