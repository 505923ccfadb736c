import { beforeAll, describe, expect, it } from "vitest";
import { ORDER_CSV_COLUMNS } from "@/domain/admin/order-csv";
import { orderFilterSchema } from "@/domain/admin/order-filter";
import { exportOrdersCsv, listOrders } from "@/server/admin/orders/list-orders";
import { addNote, resendReceipt, setFulfilment } from "@/server/admin/orders/order-actions";
import { orderDetail } from "@/server/admin/orders/order-detail";
import { orderCsvResponse, parseOrderListQuery } from "@/server/admin/orders/order-list-request";
import { recordManualPayment } from "@/server/admin/orders/record-payment";
import { getDatabase } from "@/server/db/client";
import { ensureDatabaseReady } from "@/server/db/migrate";
import { auditOf } from "@/server/db/queries/audit-log";
import { AppError } from "@/server/http/errors";
import { seedManualOrder, seedOrder } from "./support/admin-orders";

/*
 * Issue 16, item 3: the back office's order list, export, order page and actions on this file's
 * database (TEST_DB: SQLite or PostgreSQL). Each group seeds its orders on days of its own, so the
 * date filter keeps the groups apart.
 */

const dialect = process.env.TEST_DB ?? "sqlite";
const db = () => getDatabase().db;
const OPERATOR = "0f0e0d0c-0000-4000-8000-000000000001";
const OTHER_OPERATOR = "0f0e0d0c-0000-4000-8000-000000000002";

function filter(input: Record<string, string>) {
  return orderFilterSchema.parse(input);
}

async function allPages(input: Record<string, string>, limit: number) {
  const seen: string[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 100; page++) {
    const result = await listOrders(filter(input), cursor, limit);
    seen.push(...result.orders.map((order) => order.id));
    if (!result.nextCursor) return seen;
    cursor = result.nextCursor;
  }
  throw new Error("the list never ended");
}

async function appError(promise: Promise<unknown>): Promise<{ code: string; status: number; message: string }> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return { code: error.code, status: error.status, message: error.message };
}

async function outboxOf(orderId: string) {
  return db().selectFrom("outbox").selectAll().where("order_id", "=", orderId).orderBy("created_at").execute();
}

describe(`back-office orders on ${dialect}`, () => {
  beforeAll(async () => {
    await ensureDatabaseReady();
  });

  describe("the list", () => {
    const day = { from: "2020-01-01", to: "2020-01-03" };
    let paidCard: { id: string; reference: string };
    let pendingZelle: { id: string; reference: string };
    let refundedSquare: { id: string; reference: string };

    beforeAll(async () => {
      paidCard = await seedOrder({
        createdAt: "2020-01-01T10:00:00.000Z",
        email: "Lynx@Example.com",
        rsn: "Lynx Titan",
        testMode: false,
      });
      pendingZelle = await seedManualOrder({ createdAt: "2020-01-02T10:00:00.000Z", rsn: "Woox" });
      refundedSquare = await seedOrder({
        createdAt: "2020-01-03T23:59:59.999Z",
        status: "refunded",
        method: "square",
        provider: "square",
        fulfilment: "cancelled",
      });
    });

    it("filters by status, fulfilment, method, mode and dates, newest first", async () => {
      const ids = async (extra: Record<string, string>) =>
        (await listOrders(filter({ ...day, ...extra }), undefined, 50)).orders.map((order) => order.id);
      expect(await ids({})).toEqual([refundedSquare.id, pendingZelle.id, paidCard.id]);
      expect(await ids({ status: "paid" })).toEqual([paidCard.id]);
      expect(await ids({ fulfilment: "cancelled" })).toEqual([refundedSquare.id]);
      expect(await ids({ method: "zelle" })).toEqual([pendingZelle.id]);
      // Any manual method: what the home's "manual payments to confirm" links to.
      expect(await ids({ method: "manual" })).toEqual([pendingZelle.id]);
      expect(await ids({ method: "manual", status: "pending" })).toEqual([pendingZelle.id]);
      expect(await ids({ mode: "live" })).toEqual([paidCard.id]);
      expect(await ids({ mode: "test" })).toEqual([refundedSquare.id, pendingZelle.id]);
      expect(await ids({ from: "2020-01-02", to: "2020-01-02" })).toEqual([pendingZelle.id]);
      // The end date includes its whole day.
      expect(await ids({ from: "2020-01-03", to: "2020-01-03" })).toEqual([refundedSquare.id]);
    });

    it("searches by reference, email or RuneScape name, in any case", async () => {
      const ids = async (q: string) =>
        (await listOrders(filter({ ...day, q }), undefined, 50)).orders.map((order) => order.id);
      expect(await ids(refundedSquare.reference.toLowerCase())).toEqual([refundedSquare.id]);
      expect(await ids("lynx@example.COM")).toEqual([paidCard.id]);
      expect(await ids("LYNX TITAN")).toEqual([paidCard.id]);
      expect(await ids("woox")).toEqual([pendingZelle.id]);
      expect(await ids("nobody")).toEqual([]);
      expect(await ids("' OR 1=1 --")).toEqual([]);
    });

    it("shows what the list promises for each order", async () => {
      const { orders } = await listOrders(filter({ ...day, status: "paid" }), undefined, 50);
      expect(orders[0]).toEqual({
        id: paidCard.id,
        reference: paidCard.reference,
        createdAt: "2020-01-01T10:00:00.000Z",
        paidAt: "2020-01-01T10:00:00.000Z",
        status: "paid",
        fulfilment: "queued",
        method: "card",
        provider: "stripe",
        testMode: false,
        email: "Lynx@Example.com",
        rsn: "Lynx Titan",
        totalCents: 3_150,
        refundedCents: 0,
        currency: "USD",
        assigneeId: null,
        assignee: null,
      });
    });
  });

  describe("paging", () => {
    const range = { from: "2021-01-01", to: "2021-01-02" };
    const seeded: { id: string; createdAt: string }[] = [];

    beforeAll(async () => {
      // Ten orders share one instant, so a page boundary falls among them.
      for (let index = 0; index < 25; index++) {
        const createdAt =
          index < 10
            ? "2021-01-01T12:00:00.000Z"
            : `2021-01-0${index < 18 ? 1 : 2}T${String(index - 10).padStart(2, "0")}:30:00.000Z`;
        const { id } = await seedOrder({ createdAt });
        seeded.push({ id, createdAt });
      }
    });

    it("walks every order once, newest first, with no gap or repeat where created_at is shared", async () => {
      const expected = [...seeded]
        .sort((a, b) => (a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1))
        .map((order) => order.id);
      for (const limit of [1, 3, 7, 10, 25, 26]) {
        expect(await allPages(range, limit)).toEqual(expected);
      }
      const last = await listOrders(filter(range), undefined, 25);
      expect(last.nextCursor).toBeNull();
    });

    it("refuses a cursor that was tampered with or made for another filter, with a 400", async () => {
      const first = await listOrders(filter(range), undefined, 5);
      expect(first.nextCursor).toEqual(expect.any(String));
      expect(await appError(listOrders(filter({ ...range, status: "paid" }), first.nextCursor ?? "", 5))).toEqual({
        code: "bad_request:admin-orders",
        status: 400,
        message: "The page cursor belongs to another filter: start again from the first page.",
      });
      const forged = Buffer.from(
        JSON.stringify({ c: "2099-01-01T00:00:00.000Z", i: "x' OR '1'='1", f: "00000000" }),
      ).toString("base64url");
      for (const cursor of [forged, "garbage!", `${first.nextCursor}x`]) {
        expect((await appError(listOrders(filter(range), cursor, 5))).status).toBe(400);
      }
    });

    it("exports the same orders as the list, in its order, as RFC 4180 CSV read a bounded batch at a time", async () => {
      const listed = (await listOrders(filter(range), undefined, 100)).orders;
      const chunks: string[] = [];
      for await (const chunk of exportOrdersCsv(filter(range), { pageSize: 4 })) chunks.push(chunk);
      expect(chunks[0]).toBe(`${ORDER_CSV_COLUMNS.join(",")}\r\n`);
      // The header, then one chunk per batch of at most 4 orders (each seeded order has one line).
      const batches = chunks.slice(1).map((chunk) => chunk.split("\r\n").filter(Boolean));
      expect(batches.every((records) => records.length <= 4)).toBe(true);
      expect(batches.length).toBeGreaterThanOrEqual(Math.ceil(listed.length / 4));
      const records = batches.flat();
      expect(records.map((line) => line.split(",")[0])).toEqual(listed.map((order) => order.reference));
      expect(chunks.every((chunk) => chunk === "" || chunk.endsWith("\r\n"))).toBe(true);
    });

    it("answers the export as a streamed CSV download, and a bad query with a 400 naming the value", async () => {
      const response = orderCsvResponse(
        new URLSearchParams("from=2021-01-01&to=2021-01-02&status=paid"),
        new Date("2026-11-26T12:00:00Z"),
      );
      expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(response.headers.get("content-disposition")).toBe('attachment; filename="orders-2026-11-26.csv"');
      const text = await response.text();
      expect(text.split("\r\n").filter(Boolean)).toHaveLength(26);
      const error = await appError(
        Promise.resolve().then(() => parseOrderListQuery(new URLSearchParams("status=shipped&limit=0"))),
      );
      expect(error.status).toBe(400);
      expect(error.message).toContain("Status: must be one of");
      expect(error.message).toContain("Page size: must be at least 1");
    });

    it("guards a formula a customer typed in the export", async () => {
      await seedOrder({ createdAt: "2021-06-01T00:00:00.000Z", rsn: "=1+2", email: "@evil.example" });
      const lines: string[] = [];
      for await (const line of exportOrdersCsv(filter({ from: "2021-06-01", to: "2021-06-01" }))) lines.push(line);
      expect(lines.join("")).toContain(",'@evil.example,'=1+2,");
    });
  });

  describe("actions", () => {
    it("sets the fulfilment status through allowed moves, each with its audit row", async () => {
      const { id } = await seedOrder();
      await setFulfilment({ orderId: id, operatorId: OPERATOR, fulfilment: "in_progress" });
      const detail = await setFulfilment({ orderId: id, operatorId: OTHER_OPERATOR, fulfilment: "delivered" });
      expect(detail.fulfilment).toBe("delivered");
      const audit = await auditOf(db(), "order", id);
      expect(audit.map((entry) => [entry.operatorId, entry.action, entry.before, entry.after])).toEqual([
        [OPERATOR, "ORDER_STATUS_SET", { fulfilment: "queued" }, { fulfilment: "in_progress" }],
        [OTHER_OPERATOR, "ORDER_STATUS_SET", { fulfilment: "in_progress" }, { fulfilment: "delivered" }],
      ]);
      // Each step is one row of the timeline, its audit row's change folded in as the detail.
      expect(detail.timeline.filter((entry) => entry.kind === "action")).toEqual([]);
      expect(
        detail.timeline
          .filter((entry) => entry.kind === "step")
          .map((entry) => [entry.title, entry.detail, entry.operatorId]),
      ).toEqual([
        ["Customer sees: in progress", "fulfilment: queued → in progress", OPERATOR],
        ["Customer sees: delivered", "fulfilment: in progress → delivered", OTHER_OPERATOR],
      ]);

      expect(await appError(setFulfilment({ orderId: id, operatorId: OPERATOR, fulfilment: "cancelled" }))).toEqual({
        code: "bad_request:admin-order",
        status: 400,
        message: "An order that is delivered cannot become cancelled.",
      });
      expect(await auditOf(db(), "order", id)).toHaveLength(2);
    });

    it("starts work only on a paid order, and knows no unknown order", async () => {
      const { id } = await seedManualOrder();
      expect(
        (await appError(setFulfilment({ orderId: id, operatorId: OPERATOR, fulfilment: "in_progress" }))).message,
      ).toBe("Only a paid order can become in progress; this one is pending.");
      for (const orderId of [crypto.randomUUID(), "'; DROP TABLE orders; --", "x".repeat(5_000)]) {
        expect(await appError(setFulfilment({ orderId, operatorId: OPERATOR, fulfilment: "cancelled" }))).toMatchObject(
          {
            code: "not_found:admin-order",
            status: 404,
          },
        );
        expect((await appError(orderDetail(orderId))).status).toBe(404);
      }
    });

    it("adds an internal note, shown in the timeline, with its audit row", async () => {
      const { id } = await seedOrder();
      const detail = await addNote({ orderId: id, operatorId: OPERATOR, body: "  Traded at the Grand Exchange  " });
      const note = detail.timeline.find((entry) => entry.kind === "note");
      expect(note).toMatchObject({ detail: "Traded at the Grand Exchange", operatorId: OPERATOR });
      const [audit] = await auditOf(db(), "order", id);
      expect(audit).toMatchObject({ operatorId: OPERATOR, action: "ORDER_NOTE_ADDED", before: null });
      expect(audit?.after).toEqual({ noteId: note?.id.replace("note:", "") });
      expect((await appError(addNote({ orderId: id, operatorId: OPERATOR, body: " \n " }))).status).toBe(400);
    });

    it("resends the receipt of a paid order through the outbox, and refuses an unpaid one", async () => {
      const { id, reference } = await seedOrder();
      const detail = await resendReceipt({ orderId: id, operatorId: OPERATOR });
      const emails = await outboxOf(id);
      expect(emails).toEqual([
        expect.objectContaining({
          to_address: "ada@example.com",
          subject: `[TEST] RuneForge receipt for order ${reference}`,
          status: "pending",
        }),
      ]);
      expect(await auditOf(db(), "order", id)).toEqual([
        expect.objectContaining({
          operatorId: OPERATOR,
          action: "ORDER_RECEIPT_RESENT",
          after: { emailId: emails[0]?.id },
        }),
      ]);
      expect(detail.timeline.map((entry) => entry.kind)).toContain("email");

      const unpaid = await seedManualOrder();
      expect(await appError(resendReceipt({ orderId: unpaid.id, operatorId: OPERATOR }))).toEqual({
        code: "bad_request:admin-order",
        status: 400,
        message: "Only a paid order has a receipt; this one is pending.",
      });
      expect(await outboxOf(unpaid.id)).toEqual([]);
    });

    it("marks a manual order paid with its amount and reference: receipt, notice and bookkeeping once", async () => {
      const { id, reference } = await seedManualOrder();
      const detail = await recordManualPayment({
        orderId: id,
        operatorId: OPERATOR,
        amountCents: 3_150,
        paymentReference: " ZELLE-778 ",
      });
      expect(detail).toMatchObject({ status: "paid", providerPaymentRef: "ZELLE-778", paidAt: expect.any(String) });
      const emails = await outboxOf(id);
      expect(emails.map((email) => email.subject).sort()).toEqual([
        `[TEST] Paid order ${reference}: $31.50`,
        `[TEST] RuneForge receipt for order ${reference}`,
      ]);
      // The payment and the move to paid share one instant: compared in any order.
      const audit = await auditOf(db(), "order", id);
      expect(audit).toHaveLength(2);
      expect(audit).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            operatorId: OPERATOR,
            action: "ORDER_PAYMENT_RECORDED",
            after: {
              amountCents: 3_150,
              paymentReference: "ZELLE-778",
              receivedCents: 3_150,
              balanceCents: 0,
              excessCents: 0,
            },
          }),
          expect.objectContaining({
            operatorId: OPERATOR,
            action: "ORDER_MARKED_PAID",
            before: { status: "pending" },
            after: { status: "paid", amountCents: 3_150, paymentReference: "ZELLE-778" },
          }),
        ]),
      );
      expect(detail.timeline.map((entry) => entry.kind)).toEqual(
        expect.arrayContaining(["created", "payment_event", "paid", "action", "email"]),
      );
      expect(
        await appError(
          recordManualPayment({ orderId: id, operatorId: OPERATOR, amountCents: 3_150, paymentReference: "again" }),
        ),
      ).toMatchObject({ status: 400, message: "The order is paid, not waiting for a payment." });
    });

    it("marks a manual order paid once when operators press at the same moment", async () => {
      const { id } = await seedManualOrder();
      // Connections open beforehand (PostgreSQL's pool), so the five calls read the order together.
      await Promise.all(Array.from({ length: 5 }, () => db().selectFrom("orders").select("id").limit(1).execute()));
      const results = await Promise.allSettled(
        [OPERATOR, OTHER_OPERATOR, OPERATOR, OTHER_OPERATOR, OPERATOR].map((operatorId, index) =>
          recordManualPayment({ orderId: id, operatorId, amountCents: 3_150, paymentReference: `tx-${index}` }),
        ),
      );
      expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
      // Lost the race inside markOrderPaid (409) or read the order already paid (400): either way, told why.
      for (const result of results) {
        if (result.status === "rejected") expect((result.reason as AppError).status).toBeOneOf([400, 409]);
      }
      expect(await outboxOf(id)).toHaveLength(2);
      const events = await db().selectFrom("payment_events").selectAll().where("order_id", "=", id).execute();
      expect(events.map((event) => event.id)).toEqual([`manual:manual-paid:${id}`]);
      expect((await auditOf(db(), "order", id)).map((entry) => entry.action).sort()).toEqual([
        "ORDER_MARKED_PAID",
        "ORDER_PAYMENT_RECORDED",
      ]);
      expect((await orderDetail(id)).manualPayments).toMatchObject({ receivedCents: 3_150, balanceCents: 0 });
    });

    it("refuses what a manual payment cannot be: far over the balance, no reference, a card order", async () => {
      const { id } = await seedManualOrder();
      const attempt = (amountCents: number, paymentReference = "tx") =>
        appError(recordManualPayment({ orderId: id, operatorId: OPERATOR, amountCents, paymentReference }));
      expect(await attempt(1_000_000)).toMatchObject({
        status: 400,
        message:
          "The amount received ($10,000.00) is far over the balance due ($31.50): one payment may be at most $81.50. Check the amount.",
      });
      for (const amount of [-3_150, 0, 31.5, Number.MAX_SAFE_INTEGER + 2])
        expect((await attempt(amount)).status).toBe(400);
      expect((await attempt(3_150, "   ")).message).toBe("The payment reference is required.");
      const card = await seedOrder({ status: "pending" });
      expect(
        (
          await appError(
            recordManualPayment({ orderId: card.id, operatorId: OPERATOR, amountCents: 3_150, paymentReference: "tx" }),
          )
        ).message,
      ).toBe("Only an order placed for a manual method can have a payment recorded by hand.");
      expect(await auditOf(db(), "order", id)).toEqual([]);
      expect((await orderDetail(id)).status).toBe("pending");
    });
  });
});
