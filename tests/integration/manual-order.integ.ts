import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as postOrder } from "@/app/api/checkout/order/route";
import type { CartItem } from "@/domain/cart/cart-schema";
import { buildGoldCartItem } from "@/domain/gold/gold-cart-item";
import { getDatabase } from "@/server/db/client";
import { ensureDatabaseReady } from "@/server/db/migrate";
import { reportWaitingEmails } from "@/server/email/outbox-worker";
import { captureLog, type LogCapture } from "../support/capture-log";

/*
 * Issue 14, item 6: a manual order answers with its reference, the server's amount and the next
 * steps, and queues the same for the customer; the same cart placed again within ten minutes
 * (same cart uuid and content) returns that pending order, however many submits race; another
 * cart, an order ten minutes old or one no longer pending makes a new order. The log names nobody.
 */

const dialect = process.env.TEST_DB ?? "sqlite";

const EMAIL = "manual.spy.k4z@example.com";
const PROFILE = { email: EMAIL, name: "Ada K4zlace", phone: "+1 555 0142", rsn: "K4zima" };
const PERSONAL = [EMAIL, "K4zlace", "555 0142", "K4zima", "k4z@example.com"];
const GOLD: CartItem = buildGoldCartItem(750);
const GOLD_CENTS = 14_250;

type Placed = {
  kind: string;
  reference: string;
  method: string;
  totalCents: number;
  steps: string[];
  orderPath: string;
};

/** Each call from its own client address, so the rate limiter's row never queues racing submits. */
let client = 0;

async function place(cartUuid: string, method = "zelle", items = [GOLD]): Promise<{ status: number; body: Placed }> {
  client += 1;
  const response = await postOrder(
    new Request("http://shop.test/api/checkout/order", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-forwarded-for": `198.51.${Math.floor(client / 250)}.${client % 250}`,
      },
      body: JSON.stringify({
        cartUuid,
        items,
        profile: PROFILE,
        method,
        acceptTerms: true,
        expectedTotalCents: GOLD_CENTS,
      }),
    }),
    undefined,
  );
  return { status: response.status, body: (await response.json()) as Placed };
}

async function ordersOfCart(cartUuid: string) {
  const { db } = getDatabase();
  return db
    .selectFrom("orders")
    .select(["id", "reference", "status", "created_at"])
    .where("cart_uuid", "=", cartUuid)
    .orderBy("created_at")
    .execute();
}

async function emailsAbout(reference: string) {
  const { db } = getDatabase();
  return db
    .selectFrom("outbox")
    .select(["to_address", "reply_to", "subject", "body_text"])
    .where("subject", "like", `%${reference}%`)
    .orderBy("to_address")
    .execute();
}

async function ageOrder(reference: string, minutes: number): Promise<void> {
  const { db } = getDatabase();
  const at = new Date(Date.now() - minutes * 60_000).toISOString();
  await db.updateTable("orders").set({ created_at: at }).where("reference", "=", reference).execute();
}

describe(`manual orders on ${dialect}`, () => {
  let capture: LogCapture;

  beforeAll(async () => {
    await ensureDatabaseReady();
    capture = captureLog();
  });

  afterAll(() => capture.restore());

  it("answers with the reference, the server's total and the steps for the method, and emails the customer the same", async () => {
    const cart = crypto.randomUUID();
    const { status, body } = await place(cart, "crypto");
    expect(status).toBe(201);
    expect(body).toMatchObject({ kind: "manual", method: "crypto", totalCents: GOLD_CENTS });
    expect(body.reference).toMatch(/^RF-[A-Z2-9]{8}$/);
    const steps = body.steps.join("\n");
    expect(steps).toContain("within 15 minutes");
    expect(steps).toContain(`Pay $142.50 by Cryptocurrency and quote ${body.reference}.`);
    expect(steps).toContain("transaction id (hash)");

    const emails = await emailsAbout(body.reference);
    const customer = emails.find((email) => email.to_address === EMAIL);
    expect(customer?.subject).toMatch(new RegExp(`order ${body.reference}: how to pay$`));
    expect(customer?.body_text).toContain("Amount to pay: $142.50 by Cryptocurrency");
    for (const [index, step] of body.steps.entries()) expect(customer?.body_text).toContain(`${index + 1}. ${step}`);
    // The shop hears of it too, with the customer as the reply-to.
    expect(emails.filter((email) => email.to_address !== EMAIL && email.reply_to === EMAIL)).toHaveLength(1);
  });

  it("returns the pending order for the same cart within ten minutes: one order, one set of emails", async () => {
    const cart = crypto.randomUUID();
    const first = await place(cart);
    const again = await place(cart);
    expect(again.status).toBe(201);
    // The same order; the screen gets a link of its own to the order's page (issue 18).
    expect(again.body).toEqual({ ...first.body, orderPath: expect.stringMatching(/^\/orders\/RF-/) });
    expect(again.body.orderPath).not.toBe(first.body.orderPath);
    expect(await ordersOfCart(cart)).toHaveLength(1);
    expect(await emailsAbout(first.body.reference)).toHaveLength(2);
  });

  it("makes one order of ten simultaneous submits of one cart, round after round", async () => {
    // Every pooled connection open first (PostgreSQL): otherwise the first submit finishes while the others still connect.
    const { db } = getDatabase();
    await Promise.all(Array.from({ length: 10 }, () => sql`select 1`.execute(db)));
    for (let round = 0; round < 5; round++) {
      const cart = crypto.randomUUID();
      const answers = await Promise.all(Array.from({ length: 10 }, () => place(cart, "venmo")));
      expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(201));
      expect(new Set(answers.map((answer) => answer.body.reference)).size).toBe(1);
      expect(await ordersOfCart(cart)).toHaveLength(1);
      expect(await emailsAbout(answers[0]?.body.reference ?? "?")).toHaveLength(2);
    }
  });

  it("makes a new order for another cart, another method, after ten minutes, or once the first is settled", async () => {
    const cart = crypto.randomUUID();
    const first = (await place(cart)).body.reference;
    expect((await place(crypto.randomUUID())).body.reference).not.toBe(first);
    expect((await place(cart, "chime")).body.reference).not.toBe(first);

    await ageOrder(first, 9);
    expect((await place(cart)).body.reference).toBe(first);
    await ageOrder(first, 11);
    const later = (await place(cart)).body.reference;
    expect(later).not.toBe(first);
    expect((await place(cart)).body.reference).toBe(later);

    const { db } = getDatabase();
    await db.updateTable("orders").set({ status: "cancelled" }).where("reference", "=", later).execute();
    const afterCancel = (await place(cart)).body.reference;
    expect([first, later]).not.toContain(afterCancel);
    expect((await ordersOfCart(cart)).map((order) => order.reference)).toEqual(
      expect.arrayContaining([first, later, afterCancel]),
    );
  });

  it("keeps at most one order per cart key on the database itself (a unique index)", async () => {
    const { db } = getDatabase();
    const rows = await sql<{ n: number | string }>`
      select count(*) as n from orders where repeat_key is not null
      group by repeat_key having count(*) > 1`.execute(db);
    expect(rows.rows).toEqual([]);
  });

  it("writes nothing personal to the log, the waiting-email report included", async () => {
    await reportWaitingEmails();
    await reportWaitingEmails();
    const text = capture.text();
    expect(capture.lines().length).toBeGreaterThan(0);
    for (const personal of PERSONAL) expect(text).not.toContain(personal);
  });
});
