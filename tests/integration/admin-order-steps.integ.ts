import { beforeAll, describe, expect, it, vi } from "vitest";
import { PROGRESS_EMAIL_GAP_MS, STOP_EMAILS_LINE } from "@/domain/orders/step-emails";
import { TRADE_MESSAGES } from "@/domain/orders/trade-details";
import { getDatabase } from "@/server/db/client";
import { ensureDatabaseReady } from "@/server/db/migrate";
import { auditOf } from "@/server/db/queries/audit-log";
import { orderIdForAccess } from "@/server/orders/access-tokens";
import { setOrderStep } from "@/server/orders/order-steps";
import { setTradeDetails } from "@/server/orders/trade-details";
import { seedGoldOrder } from "./support/admin-order-steps";
import { seedManualOrder, seedOrder } from "./support/admin-orders";
import { ADMIN_ORIGIN, aal2SessionToken, enrolOperator } from "./support/admin-session";

/*
 * Issue 18, items 2 and 4 on this file's database (TEST_DB): the back office's step and trade
 * routes as the browser calls them (rules, their words, the field they name, races, attacker
 * input), and the customer's emails in the outbox: one per step change, each with a link that
 * opens the order, none once the customer opted out, new figures throttled.
 */

await vi.hoisted(async () =>
  (await import("../support/env")).setEnvForFile({
    TRUSTED_PROXY_HOPS: "1",
    SITE_URL: "http://shop.test",
    SITE_NAME: "RuneForge",
    API_RATE_LIMIT: "100000",
  }),
);

const dialect = process.env.TEST_DB ?? "sqlite";
const db = () => getDatabase().db;
const OPERATOR = "0f0e0d0c-0000-4000-8000-000000000001";
let token = "";

type Handler = (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response> | Response;
type Answer = { status: number; json: Record<string, unknown> };

async function post(
  load: () => Promise<{ POST: Handler }>,
  id: string,
  body: unknown,
  options: { session?: string | null; raw?: string } = {},
): Promise<Answer> {
  const session = options.session === undefined ? token : options.session;
  const { POST } = await load();
  const response = await POST(
    new Request(`${ADMIN_ORIGIN}/api/admin/orders/${id}/x`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: ADMIN_ORIGIN,
        "x-forwarded-for": "192.0.2.61",
        ...(session ? { cookie: `__Host-rf-operator=${session}` } : {}),
      },
      body: options.raw ?? JSON.stringify(body),
    }),
    { params: Promise.resolve({ id }) },
  );
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : {} };
}

const stepRoute = () => import("@/app/api/admin/orders/[id]/step/route");
const tradeRoute = () => import("@/app/api/admin/orders/[id]/trade/route");
const step = (id: string, body: unknown, options?: { session?: string | null; raw?: string }) =>
  post(stepRoute, id, body, options);
const trade = (id: string, body: unknown, options?: { session?: string | null; raw?: string }) =>
  post(tradeRoute, id, body, options);

const TRADE = { world: 420, place: "Grand Exchange", traderRsn: "RF Trader" };

async function outboxOf(orderId: string) {
  return db()
    .selectFrom("outbox")
    .selectAll()
    .where("order_id", "=", orderId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

/** The link in an email, and whether its token opens the email's order. */
async function linkOpens(body: string, order: { id: string; reference: string }): Promise<boolean> {
  const match = /Follow your order: (\S+)/.exec(body);
  if (!match?.[1]) return false;
  const url = new URL(match[1]);
  expect(url.origin).toBe("http://shop.test");
  expect(url.pathname).toBe(`/orders/${order.reference}`);
  return (await orderIdForAccess(db(), order.reference, url.searchParams.get("k"))) === order.id;
}

describe(`fulfilment steps and trade details on ${dialect}`, () => {
  beforeAll(async () => {
    await ensureDatabaseReady();
    token = await aal2SessionToken(await enrolOperator(), "203.0.113.61");
  });

  it("sets each step through the API, emails the customer each time with a link that opens the order", async () => {
    const order = await seedOrder();
    const kills = { step: "in_progress", progress: { done: 10, target: 250, unit: "kills" } };
    const started = await step(order.id, kills);
    expect(started.status).toBe(200);
    expect((started.json.order as { fulfilment: string }).fulfilment).toBe("in_progress");
    expect((await step(order.id, { step: "paused", reason: "Your account is logged in." })).status).toBe(200);
    expect((await step(order.id, { step: "queued" })).status).toBe(200);
    expect((await step(order.id, { step: "delivered" })).status).toBe(200);
    const emails = await outboxOf(order.id);
    expect(emails.map((email) => email.subject)).toEqual([
      `[TEST] RuneForge order ${order.reference}: in progress`,
      `[TEST] RuneForge order ${order.reference}: paused`,
      `[TEST] RuneForge order ${order.reference}: queued`,
      `[TEST] RuneForge order ${order.reference}: delivered`,
    ]);
    expect(emails.every((email) => email.to_address === "ada@example.com")).toBe(true);
    expect(emails[0]?.body_text).toContain("Progress: 10 of 250 kills");
    expect(emails[1]?.body_text).toContain("Why: Your account is logged in.");
    for (const email of emails) {
      expect(email.body_text).toContain(STOP_EMAILS_LINE);
      expect(await linkOpens(email.body_text ?? "", order)).toBe(true);
    }
    // Each link is its own token.
    const tokens = await db().selectFrom("order_access_tokens").selectAll().where("order_id", "=", order.id).execute();
    expect(tokens.map((row) => row.purpose)).toEqual(["step", "step", "step", "step"]);
  });

  it("sends no email once the customer opted out", async () => {
    const order = await seedGoldOrder();
    await db().updateTable("orders").set({ step_emails: 0 }).where("id", "=", order.id).execute();
    expect((await step(order.id, { step: "in_progress" })).status).toBe(200);
    expect((await trade(order.id, TRADE)).status).toBe(200);
    expect((await step(order.id, { step: "delivered" })).status).toBe(200);
    expect(await outboxOf(order.id)).toEqual([]);
  });

  it("sends at most one email per order for new figures in 30 minutes; other steps always", async () => {
    const order = await seedOrder();
    const at = (minutes: number) => new Date(Date.UTC(2031, 0, 1, 10, minutes));
    const figure = (done: number, minutes: number) =>
      setOrderStep({
        orderId: order.id,
        operatorId: OPERATOR,
        step: "in_progress",
        progress: { done, target: 100, unit: "percent" },
        now: at(minutes),
      });
    expect((await figure(10, 0)).emailed).toBe(true);
    expect((await figure(20, 10)).emailed).toBe(false);
    expect((await figure(30, 29)).emailed).toBe(false);
    expect((await figure(40, PROGRESS_EMAIL_GAP_MS / 60_000)).emailed).toBe(true);
    const paused = await setOrderStep({
      orderId: order.id,
      operatorId: OPERATOR,
      step: "paused",
      reason: "A ban wave: we wait a day.",
      now: at(31),
    });
    expect(paused.emailed).toBe(true);
    expect((await figure(50, 32)).emailed).toBe(true);
    expect((await figure(60, 33)).emailed).toBe(false);
    const bodies = (await outboxOf(order.id)).map((email) => email.body_text ?? "");
    expect(bodies.map((body) => /Progress: (\d+)%|Why: (.*)/.exec(body)?.slice(1).find(Boolean))).toEqual([
      "10",
      "40",
      "A ban wave: we wait a day.",
      "50",
    ]);
    // Every figure is still a step the customer's page shows.
    const steps = await db().selectFrom("order_steps").select("id").where("order_id", "=", order.id).execute();
    expect(steps).toHaveLength(7);
  });

  it("refuses what the rules refuse, in the operator's words, naming the field", async () => {
    const order = await seedOrder();
    expect(await step(order.id, { step: "paused" })).toEqual({
      status: 400,
      json: {
        code: "bad_request:admin-order",
        message: "Say why the work is paused: the customer reads it.",
        field: "reason",
      },
    });
    expect((await step(order.id, { step: "paused", reason: "x".repeat(501) })).json).toMatchObject({
      field: "reason",
      message: "Keep the reason under 500 characters.",
    });
    expect(
      (await step(order.id, { step: "in_progress", progress: { done: 300, target: 250, unit: "kills" } })).json,
    ).toMatchObject({ field: "done", message: "Done cannot be more than the goal (250)." });
    expect((await step(order.id, { step: "in_progress", progress: { done: 1, unit: "xp" } })).json).toMatchObject({
      field: "target",
    });
    expect(
      (await step(order.id, { step: "delivered", progress: { done: 1, target: 2, unit: "tasks" } })).json,
    ).toMatchObject({ field: "step", message: "A progress figure goes with the in progress step only." });
    expect((await step(order.id, { step: "queued" })).json).toMatchObject({
      field: "step",
      message: "The order is already queued.",
    });
    const unpaid = await seedManualOrder();
    expect((await step(unpaid.id, { step: "in_progress" })).json).toMatchObject({
      message: "Only a paid order can become in progress; this one is pending.",
    });
    expect(await outboxOf(order.id)).toEqual([]);
  });

  it("sets a paid gold order's trade details, audited, versioned and emailed; refuses the rest", async () => {
    const order = await seedGoldOrder();
    const before = await db()
      .selectFrom("orders")
      .select("tracking_version")
      .where("id", "=", order.id)
      .executeTakeFirstOrThrow();
    const set = await trade(order.id, { world: 301, place: " Grand Exchange ", traderRsn: "RF_Trader-1" });
    expect(set.status).toBe(200);
    const row = await db().selectFrom("orders").selectAll().where("id", "=", order.id).executeTakeFirstOrThrow();
    expect([Number(row.trade_world), row.trade_place, row.trade_rsn]).toEqual([301, "Grand Exchange", "RF_Trader-1"]);
    expect(Number(row.tracking_version)).toBe(Number(before.tracking_version) + 1);
    const audit = await auditOf(db(), "order", order.id);
    expect(audit.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ["ORDER_TRADE_SET", null, { world: 301, place: "Grand Exchange", traderRsn: "RF_Trader-1" }],
    ]);
    const [email] = await outboxOf(order.id);
    expect(email?.subject).toBe(`[TEST] RuneForge order ${order.reference}: where to meet our trader`);
    expect(email?.body_text).toContain("World: 301");
    expect(await linkOpens(email?.body_text ?? "", order)).toBe(true);
    // A later step's email carries the trade too.
    await step(order.id, { step: "in_progress" });
    expect((await outboxOf(order.id)).at(-1)?.body_text).toContain("Trade: World 301, Grand Exchange");

    for (const [body, field, message] of [
      [{ ...TRADE, world: 300 }, "world", TRADE_MESSAGES.world],
      [{ ...TRADE, world: 581 }, "world", TRADE_MESSAGES.world],
      [{ ...TRADE, place: "  " }, "place", TRADE_MESSAGES.place],
      [{ ...TRADE, place: "p".repeat(101) }, "place", TRADE_MESSAGES.place],
      [{ ...TRADE, traderRsn: "thirteen-char" }, "traderRsn", TRADE_MESSAGES.traderRsn],
      [{ ...TRADE, traderRsn: "Zez!ma" }, "traderRsn", TRADE_MESSAGES.traderRsn],
    ] as const) {
      expect(await trade(order.id, body)).toEqual({
        status: 400,
        json: { code: "bad_request:admin-order", message, field },
      });
    }
    const notGold = await seedOrder();
    expect((await trade(notGold.id, TRADE)).json).toMatchObject({ field: null, message: TRADE_MESSAGES.notGold });
    const unpaidGold = await seedGoldOrder({ status: "pending" });
    expect((await trade(unpaidGold.id, TRADE)).json).toMatchObject({
      message: "Only a paid order gets trade details; this one is pending.",
    });
  });

  it("lets one of two racing operators set the trade and tells the other", async () => {
    const order = await seedGoldOrder();
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, (_, index) =>
        setTradeDetails({ orderId: order.id, operatorId: OPERATOR, ...TRADE, world: 400 + index }),
      ),
    );
    const won = results.filter((result) => result.status === "fulfilled");
    const row = await db().selectFrom("orders").selectAll().where("id", "=", order.id).executeTakeFirstOrThrow();
    expect(won.length).toBeGreaterThanOrEqual(1);
    expect(Number(row.tracking_version)).toBe(won.length);
    expect(await auditOf(db(), "order", order.id)).toHaveLength(won.length);
    expect(await outboxOf(order.id)).toHaveLength(won.length);
    for (const result of results) {
      if (result.status === "rejected") expect((result.reason as { status: number }).status).toBe(409);
    }
  });

  it("refuses attacker input: no session, another order's id, wrong types, oversized values", async () => {
    const order = await seedGoldOrder();
    expect((await step(order.id, { step: "delivered" }, { session: null })).status).toBe(401);
    expect((await trade(order.id, TRADE, { session: "forged" })).status).toBe(401);
    for (const id of [crypto.randomUUID(), "../../etc/passwd", "' or 1=1 --", "x".repeat(500)]) {
      expect((await step(id, { step: "delivered" })).status).toBe(404);
      expect((await trade(id, TRADE)).status).toBe(404);
    }
    const wrong: [unknown, string][] = [
      [{ step: "shipped" }, "step"],
      [{ step: "in_progress", progress: { done: "10", unit: "kills", target: 20 } }, "progress.done"],
      [{ step: "in_progress", progress: { done: 1.5, unit: "kills", target: 20 } }, "progress.done"],
      [{ step: "in_progress", progress: { done: 1, unit: "gp", target: 20 } }, "progress.unit"],
      [{ step: "in_progress", progress: { done: 1, unit: "kills", target: 20, extra: 1 } }, "progress"],
      [{ step: "paused", reason: 42 }, "reason"],
      [{ step: "paused", reason: "r".repeat(2_001) }, "reason"],
      [{ step: "queued", operatorId: "someone-else" }, ""],
      [[], ""],
      [null, ""],
    ];
    for (const [body, where] of wrong) {
      const answer = await step(order.id, body);
      expect(answer.status).toBe(400);
      expect(answer.json.code).toBe("bad_request:admin-order");
      expect(answer.json.message).toContain(where ? `${where}:` : "Invalid request");
    }
    for (const body of [
      { ...TRADE, world: "420" },
      { ...TRADE, world: 1e300 },
      { ...TRADE, place: "p".repeat(1_001) },
      { ...TRADE, traderRsn: ["RF"] },
      { world: 420 },
    ]) {
      expect((await trade(order.id, body)).status).toBe(400);
    }
    expect((await step(order.id, null, { raw: "{" })).status).toBe(400);
    expect((await trade(order.id, null, { raw: JSON.stringify({ ...TRADE, place: "p".repeat(20_000) }) })).status).toBe(
      413,
    );
    const big = { step: "in_progress", progress: { done: 300_000_000, target: 300_000_000, unit: "xp" } };
    expect(await step(order.id, big)).toMatchObject({ status: 400, json: { field: "done" } });
    const row = await db().selectFrom("orders").selectAll().where("id", "=", order.id).executeTakeFirstOrThrow();
    expect([row.fulfilment, row.trade_world, Number(row.tracking_version)]).toEqual(["queued", null, 0]);
    expect(await outboxOf(order.id)).toEqual([]);
  });
});
