import { beforeAll, describe, expect, it, vi } from "vitest";
import { MAX_BULK_ORDERS } from "@/domain/admin/bulk-orders";
import { ORDER_CSV_COLUMNS } from "@/domain/admin/order-csv";
import { getDatabase } from "@/server/db/client";
import { ensureDatabaseReady } from "@/server/db/migrate";
import { auditOf } from "@/server/db/queries/audit-log";
import { seedManualOrder, seedOrder } from "./support/admin-orders";
import { ADMIN_ORIGIN, aal2SessionToken, type Enrolled, enrolOperator } from "./support/admin-session";

/*
 * The list's bulk work and the full export on this file's database (TEST_DB), through the routes
 * as the browser calls them: a step or an assignee for many orders, each decided on its own and
 * audited once, also when two operators send the same thing at the same moment; the bound on a
 * request; the assignee on one order and the list's filter on it; the CSV of the selected orders
 * and of a filter, one record per line, in dollars, with payment references and refund reasons.
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

let owner: Enrolled;
let staff: Enrolled;
let ownerToken = "";
let staffToken = "";

type Handler = (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response> | Response;

async function post(load: () => Promise<{ POST: Handler }>, body: unknown, token: string, id = ""): Promise<Response> {
  const { POST } = await load();
  return POST(
    new Request(`${ADMIN_ORIGIN}/api/admin/orders/bulk`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: ADMIN_ORIGIN,
        "x-forwarded-for": "192.0.2.71",
        cookie: `__Host-rf-operator=${token}`,
      },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({ id }) },
  );
}

type BulkAnswer = { status: number; json: { summary?: string; message?: string; outcomes?: Outcome[] } };
type Outcome = { id: string; reference: string | null; ok: boolean; reason?: string };

const bulkRoute = () => import("@/app/api/admin/orders/bulk/route");
const exportRoute = () => import("@/app/api/admin/orders/bulk/export/route");
const assigneeRoute = () => import("@/app/api/admin/orders/[id]/assignee/route");

async function bulk(body: unknown, token = ownerToken): Promise<BulkAnswer> {
  const response = await post(bulkRoute, body, token);
  return { status: response.status, json: await response.json() };
}

async function actionsOf(orderId: string, action: string) {
  return (await auditOf(db(), "order", orderId)).filter((entry) => entry.action === action);
}

async function paidOrders(count: number, seed: Parameters<typeof seedOrder>[0] = {}) {
  const orders = [];
  for (let index = 0; index < count; index++) orders.push(await seedOrder(seed));
  return orders;
}

/** A CSV as records of cells (no quoted commas in these tests' data). */
function records(text: string): Record<string, string>[] {
  const [header, ...rows] = text.split("\r\n").filter(Boolean);
  const columns = header?.split(",") ?? [];
  return rows.map((row) => {
    const cells = row.split(",");
    return Object.fromEntries(columns.map((column, index) => [column, cells[index] ?? ""]));
  });
}

describe(`bulk work on the order list on ${dialect}`, () => {
  beforeAll(async () => {
    await ensureDatabaseReady();
    owner = await enrolOperator();
    staff = await enrolOperator(undefined, "staff");
    ownerToken = await aal2SessionToken(owner, "203.0.113.71");
    staffToken = await aal2SessionToken(staff, "203.0.113.72");
  });

  it("sets a step on each selected order by the single order's rules, naming the one refused", async () => {
    const orders = await paidOrders(5);
    const cancelled = await seedOrder({ fulfilment: "cancelled" });
    const answer = await bulk(
      { action: "step", ids: [...orders.map((order) => order.id), cancelled.id], step: "delivered" },
      staffToken,
    );
    expect(answer.status).toBe(200);
    expect(answer.json.summary).toBe(
      `5 set, 1 refused: ${cancelled.reference}: An order that is cancelled cannot become delivered.`,
    );
    for (const order of orders) {
      const row = await db().selectFrom("orders").select("fulfilment").where("id", "=", order.id).executeTakeFirst();
      expect(row?.fulfilment).toBe("delivered");
      const audit = await actionsOf(order.id, "ORDER_STATUS_SET");
      expect(audit.map((entry) => [entry.operatorId, entry.before, entry.after])).toEqual([
        [staff.id, { fulfilment: "queued" }, { fulfilment: "delivered" }],
      ]);
    }
    expect(await actionsOf(cancelled.id, "ORDER_STATUS_SET")).toEqual([]);
    // A cancel decides about each order's money: never from the list.
    const queued = await seedOrder();
    const refused = await bulk({ action: "step", ids: [queued.id], step: "cancelled" });
    expect(refused.json.outcomes?.[0]).toMatchObject({ ok: false, reason: expect.stringContaining("Cancel order") });
  });

  it("gives one change and one audit entry per order when two operators send the same step at once", async () => {
    const orders = await paidOrders(12);
    const ids = orders.map((order) => order.id);
    const body = { action: "step", ids, step: "in_progress" };
    const answers = await Promise.all([bulk(body, ownerToken), bulk(body, staffToken)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const outcomes = answers.flatMap((answer) => answer.json.outcomes ?? []);
    // Every order set by exactly one of the two; the other was told it already was.
    for (const id of ids) {
      const mine = outcomes.filter((outcome) => outcome.id === id);
      expect(mine.filter((outcome) => outcome.ok)).toHaveLength(1);
      expect(mine.filter((outcome) => !outcome.ok).map((outcome) => outcome.reason)).toEqual([
        "The order is already in progress.",
      ]);
      expect(await actionsOf(id, "ORDER_STATUS_SET")).toHaveLength(1);
      const steps = await db().selectFrom("order_steps").select("step").where("order_id", "=", id).execute();
      expect(steps.map((row) => row.step)).toEqual(["in_progress"]);
    }
  });

  it("assigns once per order when two operators assign the same orders at once, and unassigns", async () => {
    const orders = await paidOrders(10);
    const ids = orders.map((order) => order.id);
    const body = { action: "assign", ids, assignee: staff.id };
    const answers = await Promise.all([bulk(body, ownerToken), bulk(body, staffToken)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    for (const id of ids) {
      const audit = await actionsOf(id, "ORDER_ASSIGNED");
      expect(audit.map((entry) => entry.after)).toEqual([{ assigneeId: staff.id, assignee: staff.email }]);
    }
    const refusals = answers.flatMap((answer) => answer.json.outcomes ?? []).filter((outcome) => !outcome.ok);
    expect(new Set(refusals.map((outcome) => outcome.reason))).toEqual(
      new Set([`It is already assigned to ${staff.email}.`]),
    );
    expect(refusals).toHaveLength(ids.length);
    const unassigned = await bulk({ action: "assign", ids, assignee: null });
    expect(unassigned.json.summary).toBe(`${ids.length} unassigned.`);
    const rows = await db().selectFrom("orders").select("assigned_operator_id").where("id", "in", ids).execute();
    expect(rows.every((row) => row.assigned_operator_id === null)).toBe(true);
  });

  it("refuses more than the bound, an unknown assignee and a malformed body with a 400 that says why", async () => {
    const tooMany = Array.from({ length: MAX_BULK_ORDERS + 1 }, (_, index) => `order-${index}`);
    const answer = await bulk({ action: "step", ids: tooMany, step: "delivered" });
    expect(answer.status).toBe(400);
    expect(answer.json.message).toContain(`at most ${MAX_BULK_ORDERS} orders`);
    const exported = await post(exportRoute, { ids: tooMany }, ownerToken);
    expect(exported.status).toBe(400);
    const [order] = await paidOrders(1);
    const unknown = await bulk({ action: "assign", ids: [order?.id], assignee: "no-such-operator" });
    expect(unknown).toEqual({
      status: 400,
      json: expect.objectContaining({ message: "There is no active operator with this id." }),
    });
    expect((await bulk({ action: "archive", ids: [order?.id] })).status).toBe(400);
    expect((await bulk({ action: "step", ids: [], step: "queued" })).status).toBe(400);
    expect(await actionsOf(order?.id ?? "", "ORDER_ASSIGNED")).toEqual([]);
  });

  it("assigns and unassigns one order from its page, and filters the list by assignee", async () => {
    const createdAt = "2019-03-03T10:00:00.000Z";
    const mine = await seedOrder({ createdAt });
    const theirs = await seedOrder({ createdAt });
    const nobody = await seedOrder({ createdAt });
    const assign = async (id: string, assignee: string | null, token = ownerToken) => {
      const response = await post(assigneeRoute, { assignee }, token, id);
      return { status: response.status, json: await response.json() };
    };
    const given = await assign(mine.id, owner.id);
    expect(given.status).toBe(200);
    expect(given.json.order).toMatchObject({ assigneeId: owner.id, assignee: owner.email });
    expect((await assign(theirs.id, staff.id, staffToken)).status).toBe(200);
    expect(await assign(mine.id, owner.id)).toMatchObject({ status: 400 });

    const { listOrders } = await import("@/server/admin/orders/list-orders");
    const { parseOrderListQuery } = await import("@/server/admin/orders/order-list-request");
    const { filterForViewer } = await import("@/domain/admin/order-filter");
    const listed = async (assignee: string, viewer = owner.id) => {
      const { filter } = parseOrderListQuery(new URLSearchParams({ from: "2019-03-03", to: "2019-03-03", assignee }));
      return (await listOrders(filterForViewer(filter, viewer), undefined, 50)).orders.map((order) => order.reference);
    };
    expect(await listed("me")).toEqual([mine.reference]);
    expect(await listed("me", staff.id)).toEqual([theirs.reference]);
    expect(await listed(staff.id)).toEqual([theirs.reference]);
    expect(await listed("none")).toEqual([nobody.reference]);

    const back = await assign(mine.id, null);
    expect(back.json.order).toMatchObject({ assigneeId: null, assignee: null });
    expect((await actionsOf(mine.id, "ORDER_ASSIGNED")).map((entry) => [entry.before, entry.after])).toEqual([
      [
        { assigneeId: null, assignee: "nobody" },
        { assigneeId: owner.id, assignee: owner.email },
      ],
      [
        { assigneeId: owner.id, assignee: owner.email },
        { assigneeId: null, assignee: "nobody" },
      ],
    ]);
    expect((await assign("no-such-order", owner.id)).status).toBe(404);
  });

  it("exports the selected orders, a record per line in dollars, with payment references and refund reasons", async () => {
    const card = await seedOrder({ paymentRef: "pi_card_1", rsn: "=SUM(1)" });
    await db()
      .updateTable("orders")
      .set({ promo_code: "SPRING", promo_cents: 100, refunded_cents: 500 })
      .where("id", "=", card.id)
      .execute();
    await db()
      .insertInto("order_refunds")
      .values({
        id: crypto.randomUUID(),
        order_id: card.id,
        operator_id: owner.id,
        provider: "stripe",
        amount_cents: 500,
        currency: "USD",
        idempotency_key: crypto.randomUUID(),
        provider_refund_id: "re_1",
        status: "succeeded",
        error: null,
        created_at: new Date().toISOString(),
        completed_at: new Date().toISOString(),
        reason: "Late delivery",
        sent_by: null,
        reference: null,
      })
      .execute();
    const zelle = await seedManualOrder();
    for (const [index, reference] of ["ZELLE-1", "ZELLE-2"].entries()) {
      await db()
        .insertInto("order_payments")
        .values({
          id: crypto.randomUUID(),
          order_id: zelle.id,
          amount_cents: 1_000 + index,
          currency: "USD",
          reference,
          operator_id: owner.id,
          created_at: new Date(Date.now() + index).toISOString(),
        })
        .execute();
    }
    const response = await post(exportRoute, { ids: [card.id, zelle.id, card.id] }, staffToken);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const text = await response.text();
    expect(text.startsWith(`${ORDER_CSV_COLUMNS.join(",")}\r\n`)).toBe(true);
    const rows = records(text);
    expect(rows.map((row) => row.reference).sort()).toEqual([card.reference, zelle.reference].sort());
    const cardRow = rows.find((row) => row.reference === card.reference);
    expect(cardRow).toMatchObject({
      rsn: "'=SUM(1)",
      sku: "fire-cape",
      product: "Fire Cape (Zerker)",
      options: "Account type: Zerker (45 Defence)",
      quantity: "1",
      list_price: "35.00",
      discount: "3.50",
      promo_code: "SPRING",
      promo_discount: "1.00",
      charged: "31.50",
      payment_method: "card",
      payment_reference: "pi_card_1",
      refunded: "5.00",
      refund_reasons: "Late delivery",
    });
    expect(rows.find((row) => row.reference === zelle.reference)).toMatchObject({
      payment_method: "zelle",
      payment_reference: "ZELLE-1; ZELLE-2",
      refunded: "0.00",
      refund_reasons: "",
    });
  });

  it("exports the list's filter, assigned to me included, through the export route", async () => {
    const createdAt = "2019-04-04T10:00:00.000Z";
    const mine = await seedOrder({ createdAt, assignee: staff.id });
    await seedOrder({ createdAt });
    const { GET } = await import("@/app/api/admin/orders/export/route");
    const response = await GET(
      new Request(`${ADMIN_ORIGIN}/api/admin/orders/export?from=2019-04-04&to=2019-04-04&assignee=me`, {
        headers: { "x-forwarded-for": "192.0.2.72", cookie: `__Host-rf-operator=${staffToken}` },
      }),
      { params: Promise.resolve({}) } as never,
    );
    expect(response.status).toBe(200);
    expect(records(await response.text()).map((row) => row.reference)).toEqual([mine.reference]);
  });
});
