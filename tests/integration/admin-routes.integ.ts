import { beforeAll, describe, expect, it, vi } from "vitest";
import { getDatabase } from "@/server/db/client";
import { ensureDatabaseReady } from "@/server/db/migrate";
import { auditOf } from "@/server/db/queries/audit-log";
import { seedManualOrder, seedOrder } from "./support/admin-orders";
import { ADMIN_ORIGIN, enrolOperator, PASSWORD, totpCode } from "./support/admin-session";
import { storeInboxMessage } from "./support/inbox-records";

/*
 * Issue 16: the back office's order and message routes behind the guard, as the browser calls
 * them (the fuzz in fuzz-api-admin.integ.ts holds the refusals): ids and queries checked before
 * a query runs, the acting operator taken from the session into the audit log, downloads and
 * replies answered as they should be.
 */

await vi.hoisted(async () => (await import("./support/admin-session")).useAdminRouteEnv());

const db = () => getDatabase().db;
let token = "";
let operatorId = "";

type Handler = (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response> | Response;

function send(
  handler: Handler,
  path: string,
  options: { id?: string; body?: unknown } = {},
): Promise<Response> | Response {
  const post = options.body !== undefined;
  return handler(
    new Request(`${ADMIN_ORIGIN}${path}`, {
      method: post ? "POST" : "GET",
      headers: {
        "content-type": "application/json",
        origin: ADMIN_ORIGIN,
        "x-forwarded-for": "192.0.2.44",
        cookie: `__Host-rf-operator=${token}`,
      },
      body: post ? JSON.stringify(options.body) : undefined,
    }),
    { params: Promise.resolve({ id: options.id ?? "" }) },
  );
}

beforeAll(async () => {
  await ensureDatabaseReady();
  const operator = await enrolOperator();
  operatorId = operator.id;
  const signIn = await import("@/app/api/admin/sign-in/route");
  const code = await import("@/app/api/admin/sign-in/code/route");
  const headers = { "content-type": "application/json", origin: ADMIN_ORIGIN, "x-forwarded-for": "192.0.2.45" };
  const aal1 = await signIn.POST(
    new Request(`${ADMIN_ORIGIN}/api/admin/sign-in`, {
      method: "POST",
      headers,
      body: JSON.stringify({ email: operator.email, password: PASSWORD }),
    }),
    undefined,
  );
  const aal1Token = /__Host-rf-operator=([^;]*)/.exec(aal1.headers.get("set-cookie") ?? "")?.[1] ?? "";
  const aal2 = await code.POST(
    new Request(`${ADMIN_ORIGIN}/api/admin/sign-in/code`, {
      method: "POST",
      headers: { ...headers, cookie: `__Host-rf-operator=${aal1Token}` },
      body: JSON.stringify({ code: totpCode(operator.secret) }),
    }),
    undefined,
  );
  token = /__Host-rf-operator=([^;]*)/.exec(aal2.headers.get("set-cookie") ?? "")?.[1] ?? "";
  expect(token).not.toBe("");
});

describe("order routes", () => {
  it("answers an unknown or malformed id with 404 and a bad filter with a 400 naming it", async () => {
    const detail = await import("@/app/api/admin/orders/[id]/route");
    for (const id of [crypto.randomUUID(), "../../etc/passwd", "x".repeat(500), "' or 1=1 --"]) {
      const response = await send(detail.GET, `/api/admin/orders/${encodeURIComponent(id)}`, { id });
      expect(response.status, id).toBe(404);
      expect(await response.json()).toEqual({
        code: "not_found:admin-order",
        message: "There is no order with this id.",
      });
    }
    const list = await import("@/app/api/admin/orders/route");
    const bad = await send(list.GET, "/api/admin/orders?status=stolen");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toContain("Status");
  });

  it("finds an order by its reference and downloads the list as CSV", async () => {
    const { reference } = await seedOrder({ rsn: "Routeman" });
    const list = await import("@/app/api/admin/orders/route");
    const found = await send(list.GET, `/api/admin/orders?q=${reference}`);
    expect(found.status).toBe(200);
    expect(found.headers.get("cache-control")).toBe("no-store");
    const page = (await found.json()) as { orders: { reference: string }[] };
    expect(page.orders.map((order) => order.reference)).toEqual([reference]);
    const exported = await import("@/app/api/admin/orders/export/route");
    const csv = await send(exported.GET, `/api/admin/orders/export?q=${reference}`);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = await csv.text();
    expect(text.split("\r\n").filter(Boolean)).toHaveLength(2);
    expect(text).toContain(reference);
  });

  it("records manual payments as the signed-in operator: a part, then the rest; a hostile body is a 400", async () => {
    const { id } = await seedManualOrder({ totalCents: 4_200 });
    const markPaid = await import("@/app/api/admin/orders/[id]/mark-paid/route");
    const post = (body: unknown) => send(markPaid.POST, `/api/admin/orders/${id}/mark-paid`, { id, body });
    for (const body of [
      { amountCents: 1e15, paymentReference: "ZELLE-1" },
      { amountCents: -100, paymentReference: "ZELLE-1" },
      { amountCents: 10.5, paymentReference: "ZELLE-1" },
      { amountCents: "4200", paymentReference: "ZELLE-1" },
      { amountCents: 4_200, paymentReference: "" },
      { amountCents: 4_200, paymentReference: "x".repeat(201) },
      { amountCents: 4_200, paymentReference: "ZELLE-1", status: "paid" },
      { amountCents: 4_200 },
      [],
    ]) {
      const refused = await post(body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(await refused.json()).toMatchObject({ code: "bad_request:admin-order", message: expect.any(String) });
    }
    const part = await post({ amountCents: 4_100, paymentReference: "ZELLE-77" });
    expect(part.status).toBe(200);
    expect(await part.json()).toMatchObject({
      order: { id, status: "pending", manualPayments: { receivedCents: 4_100, balanceCents: 100 } },
    });
    const again = await post({ amountCents: 100, paymentReference: "ZELLE-77" });
    expect(again.status).toBe(409);
    const paid = await post({ amountCents: 100, paymentReference: "ZELLE-78" });
    expect(paid.status).toBe(200);
    expect(await paid.json()).toMatchObject({ order: { id, status: "paid" } });
    const audit = await auditOf(db(), "order", id);
    // The payment that covers the order and the move to paid share one instant: compared as a set.
    expect(audit.map((entry) => [entry.action, entry.operatorId]).sort()).toEqual([
      ["ORDER_MARKED_PAID", operatorId],
      ["ORDER_PAYMENT_RECORDED", operatorId],
      ["ORDER_PAYMENT_RECORDED", operatorId],
    ]);
  });

  it("sets the payment details as the signed-in operator; a wrong or hostile value is a 400 naming the field", async () => {
    const route = await import("@/app/api/admin/settings/payment-details/route");
    const valid = {
      zelle: "pay@runeforge.example",
      btc: "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq",
      eth: "",
      usdt: "",
      ltc: "",
      interac: "",
      venmo: "",
      chime: "",
      revolut: "",
      usdtNetwork: "TRC-20",
      instructions: "",
    };
    const post = (body: unknown) => send(route.POST, "/api/admin/settings/payment-details", { body });
    for (const [body, field] of [
      [{ ...valid, btc: "0x52908400098527886E0F7030069857D2E4169EE7" }, "btc"],
      [{ ...valid, usdt: "0x52908400098527886E0F7030069857D2E4169EE7" }, "usdt"],
      [{ ...valid, zelle: "pay@runeforge.example\u202e" }, "zelle"],
      [{ ...valid, instructions: "x".repeat(501) }, "instructions"],
      [{ ...valid, usdtNetwork: "BEP-20" }, "usdtNetwork"],
      [{ ...valid, zelle: ["pay@runeforge.example"] }, "zelle"],
      [{ ...valid, paypal: "me@example.com" }, ""],
    ] as const) {
      const refused = await post(body);
      expect(refused.status, field).toBe(400);
      const answer = (await refused.json()) as { code: string; message: string };
      expect(answer.code).toBe("bad_request:admin-settings");
      expect(answer.message).toContain(field);
    }
    const saved = await post(valid);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ details: valid, changed: true });
    const audit = await auditOf(db(), "setting", "payment_details");
    expect(audit.map((entry) => [entry.action, entry.operatorId])).toEqual([["PAYMENT_DETAILS_SET", operatorId]]);
  });

  it("refuses a body that is not the action's with a 400, before anything changes", async () => {
    const { id } = await seedOrder();
    const fulfilment = await import("@/app/api/admin/orders/[id]/fulfilment/route");
    for (const body of [{ fulfilment: "shipped" }, { fulfilment: "delivered", status: "refunded" }, [], "queued"]) {
      const response = await send(fulfilment.POST, `/api/admin/orders/${id}/fulfilment`, { id, body });
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect(await auditOf(db(), "order", id)).toEqual([]);
  });
});

describe("message routes", () => {
  it("answers a message: 202, the email queued to the sender, the thread and the audit log naming the operator", async () => {
    const id = await storeInboxMessage("buyer@example.com", "Is my cape started?", new Date().toISOString());
    const reply = await import("@/app/api/admin/messages/[id]/reply/route");
    const answered = await send(reply.POST, `/api/admin/messages/${id}/reply`, { id, body: { body: "Yes, today." } });
    expect(answered.status).toBe(202);
    const { emailId } = (await answered.json()) as { emailId: string };
    const email = await db().selectFrom("outbox").selectAll().where("id", "=", emailId).executeTakeFirstOrThrow();
    expect(email.to_address).toBe("buyer@example.com");
    const detail = await import("@/app/api/admin/messages/[id]/route");
    const thread = (await (await send(detail.GET, `/api/admin/messages/${id}`, { id })).json()) as {
      thread: { kind: string }[];
    };
    expect(thread.thread.map((entry) => entry.kind)).toEqual(["message", "reply"]);
    const audit = await auditOf(db(), "message", id);
    expect(audit.map((entry) => [entry.action, entry.operatorId])).toEqual([["MESSAGE_REPLIED", operatorId]]);
  });

  it("answers an unknown message with 404 and a bad inbox query with 400", async () => {
    const detail = await import("@/app/api/admin/messages/[id]/route");
    const missing = await send(detail.GET, "/api/admin/messages/x", { id: crypto.randomUUID() });
    expect(missing.status).toBe(404);
    const list = await import("@/app/api/admin/messages/route");
    const bad = await send(list.GET, "/api/admin/messages?limit=100000");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: "bad_request:admin-messages" });
  });
});
