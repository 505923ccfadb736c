import { beforeAll, describe, expect, it, vi } from "vitest";
import { getDatabase } from "@/server/db/client";
import { ensureDatabaseReady } from "@/server/db/migrate";
import { readGoldBalance } from "@/server/gold/gold-ledger";
import { captureLog } from "../support/capture-log";
import { ADMIN_ORIGIN, aal2SessionToken, enrolOperator } from "./support/admin-session";

/*
 * Players selling gold, on this file's database (TEST_DB): the public route with its limits and
 * hostile input, the private page's JSON, the operator's four actions (each on the version read:
 * two at once, one wins), the emails at each step, and nothing personal in the logs or the audit.
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
let session = "";

type Answer = { status: number; json: Record<string, unknown> };
type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

const createRoute = () => import("@/app/api/sell-orders/route");
const viewRoute = () => import("@/app/api/sell-orders/[reference]/route");
const adminRoutes = {
  arrange: () => import("@/app/api/admin/gold/sell-orders/[id]/arrange/route"),
  receive: () => import("@/app/api/admin/gold/sell-orders/[id]/receive/route"),
  payout: () => import("@/app/api/admin/gold/sell-orders/[id]/payout/route"),
  decline: () => import("@/app/api/admin/gold/sell-orders/[id]/decline/route"),
};

async function answer(response: Response): Promise<Answer> {
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : {} };
}

let ipCounter = 0;
async function create(
  body: unknown,
  options: { raw?: string; origin?: string; contentType?: string; client?: string } = {},
): Promise<Answer> {
  const { POST } = (await createRoute()) as unknown as { POST: Handler };
  ipCounter += 1;
  const response = await POST(
    new Request("http://shop.test/api/sell-orders", {
      method: "POST",
      headers: {
        "content-type": options.contentType ?? "application/json",
        origin: options.origin ?? "http://shop.test",
        "x-forwarded-for": options.client ?? `198.51.100.${ipCounter % 250}`,
      },
      body: options.raw ?? JSON.stringify(body),
    }),
    { params: Promise.resolve({}) },
  );
  return answer(response);
}

async function view(reference: string, token: string | null): Promise<Answer> {
  const { GET } = (await viewRoute()) as unknown as { GET: Handler };
  const query = token === null ? "" : `?k=${encodeURIComponent(token)}`;
  return answer(
    await GET(new Request(`http://shop.test/api/sell-orders/${reference}${query}`), {
      params: Promise.resolve({ reference }),
    }),
  );
}

async function admin(action: keyof typeof adminRoutes, id: string, body: unknown): Promise<Answer> {
  const { POST } = (await adminRoutes[action]()) as unknown as { POST: Handler };
  return answer(
    await POST(
      new Request(`${ADMIN_ORIGIN}/api/admin/gold/sell-orders/${id}/${action}`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: ADMIN_ORIGIN,
          "x-forwarded-for": "192.0.2.71",
          cookie: `__Host-rf-operator=${session}`,
        },
        body: JSON.stringify(body),
      }),
      { params: Promise.resolve({ id }) },
    ),
  );
}

let playerCounter = 0;
/** A player of their own (email and RSN), so the daily limit of one test never reaches another. */
function player(overrides: Record<string, unknown> = {}) {
  playerCounter += 1;
  return {
    millions: 1_000,
    rsn: `Seller ${playerCounter}`,
    email: `seller${playerCounter}@example.com`,
    payoutMethod: "crypto",
    payoutDetails: "bc1qsecretwallet0000000042",
    ...overrides,
  };
}

async function movementsOf(sellOrderId: string) {
  return db().selectFrom("gold_movements").selectAll().where("sell_order_id", "=", sellOrderId).execute();
}

async function rowOf(reference: string) {
  return db().selectFrom("sell_orders").selectAll().where("reference", "=", reference).executeTakeFirstOrThrow();
}

async function emailsTo(address: string) {
  return db()
    .selectFrom("outbox")
    .selectAll()
    .where("to_address", "=", address)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

function tokenOf(pagePath: string): string {
  return new URL(pagePath, "http://shop.test").searchParams.get("k") ?? "";
}

async function placed(overrides: Record<string, unknown> = {}) {
  const body = player(overrides);
  const created = await create(body);
  expect(created.status).toBe(201);
  const reference = created.json.reference as string;
  const row = await rowOf(reference);
  return { body, reference, row, token: tokenOf(created.json.pagePath as string) };
}

const TRADE = { world: 420, place: "Grand Exchange", traderRsn: "RF Trader" };

describe(`sell orders on ${dialect}`, () => {
  beforeAll(async () => {
    await ensureDatabaseReady();
    session = await aal2SessionToken(await enrolOperator(), "203.0.113.71");
  });

  it("creates a sale at the buy rate, emails its private link, and the link opens it (details masked)", async () => {
    const { body, reference, row, token } = await placed({ rsn: "  Iron  Seller " });
    expect(reference).toMatch(/^SG-[A-HJ-NP-Z2-9]{8}$/);
    expect(row).toMatchObject({
      millions: 1_000,
      rsn: "Iron Seller",
      status: "accepted",
      quote_millicents_per_million: 12_000,
      payout_details: body.payoutDetails,
    });
    expect(Number(row.quote_cents)).toBe(12_000);
    expect(Date.parse(row.quote_expires_at) - Date.parse(row.created_at)).toBe(30 * 60_000);
    const [email] = await emailsTo(body.email);
    expect(email?.subject).toBe(`RuneForge: We accepted your sale: ${reference}`);
    const link = /Your sale: (\S+)/.exec(email?.body_text ?? "")?.[1] ?? "";
    expect(new URL(link).pathname).toBe(`/sell-orders/${reference}`);
    expect(email?.body_text).not.toContain(body.payoutDetails);
    const opened = await view(reference, new URL(link).searchParams.get("k"));
    expect(opened.status).toBe(200);
    expect(opened.json).toMatchObject({ reference, state: "accepted", payoutDetailsMasked: "••••0042" });
    expect(JSON.stringify(opened.json)).not.toContain(body.payoutDetails);
    expect(JSON.stringify(opened.json)).not.toContain(body.email);
    // Wrong, missing or another sale's token, or a malformed reference: the one 404.
    // Change the last character to one it is not (a fixed "A" would leave 1 token in 64 unchanged).
    const tampered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    expect((await view(reference, tampered)).status).toBe(404);
    expect((await view(reference, null)).status).toBe(404);
    expect((await view("SG-<script>", token)).status).toBe(404);
    const other = await placed();
    expect((await view(reference, other.token)).status).toBe(404);
  });

  it("refuses bad and hostile input with a 4xx naming the field, and stores nothing", async () => {
    const before = await db().selectFrom("sell_orders").select(db().fn.countAll().as("n")).executeTakeFirstOrThrow();
    const cases: [Record<string, unknown>, number, string | null][] = [
      [player({ millions: 99 }), 400, "millions"],
      [player({ millions: 10_001 }), 400, "millions"],
      [player({ millions: 100.5 }), 400, null],
      [player({ millions: "1000" }), 400, null],
      [player({ millions: -5 }), 400, "millions"],
      [player({ rsn: "<script>x</script>" }), 400, null],
      [player({ rsn: "Robert'); DROP" }), 400, "rsn"],
      [player({ rsn: "" }), 400, "rsn"],
      [player({ email: "not-an-email" }), 400, null],
      [player({ email: "a@example.com\r\nBcc: x@example.com" }), 400, null],
      [player({ payoutMethod: "card" }), 400, null],
      [player({ payoutDetails: "" }), 400, "payoutDetails"],
      [player({ payoutDetails: "line\u0000break" }), 400, null],
      [player({ payoutDetails: "tab\tinside" }), 400, "payoutDetails"],
      [player({ payoutDetails: "x".repeat(201) }), 400, null],
      [{ ...player(), admin: true }, 400, null],
    ];
    for (const [body, status, field] of cases) {
      const refused = await create(body);
      expect(refused.status, JSON.stringify(body)).toBe(status);
      expect(String(refused.json.code)).toMatch(/^bad_request:sell-order$/);
      if (field) expect(refused.json.field, JSON.stringify(body)).toBe(field);
    }
    expect((await create(player(), { origin: "https://evil.example" })).status).toBe(403);
    expect((await create(player(), { contentType: "text/plain" })).status).toBe(415);
    expect((await create(null, { raw: `{"millions": 1000, "pad": "${"x".repeat(8_000)}"}` })).status).toBe(413);
    expect((await create(null, { raw: "{not json" })).status).toBe(400);
    const after = await db().selectFrom("sell_orders").select(db().fn.countAll().as("n")).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("takes at most five sales an hour from one address, so nobody's inbox is flooded through the form", async () => {
    const client = "203.0.113.99";
    for (let index = 0; index < 5; index++) expect((await create(player(), { client })).status).toBe(201);
    const sixth = await create(player(), { client });
    expect(sixth.status).toBe(429);
    expect(sixth.json.code).toBe("rate_limited:sell-order");
    expect((await create(player(), { client: "203.0.113.98" })).status).toBe(201);
  });

  it("holds a player to the daily limit by email or RSN, even when their sales arrive at once", async () => {
    const first = player({ millions: 10_000 });
    expect((await create(first)).status).toBe(201);
    // Same email in other case, another RSN: the same player.
    const sameEmail = await create(player({ email: first.email.toUpperCase(), millions: 10_000 }));
    expect(sameEmail.status).toBe(201);
    const over = await create(player({ email: first.email, millions: 100 }));
    expect(over.status).toBe(400);
    expect(over.json).toMatchObject({ field: "millions", message: expect.stringMatching(/tomorrow/) });
    // Same RSN as the game compares it (case, space or underscore), other emails.
    const variant = first.rsn.toUpperCase().replace(" ", "_");
    expect((await create(player({ rsn: variant, millions: 10_000 }))).status).toBe(201);
    const sameRsn = await create(player({ rsn: first.rsn.toLowerCase(), millions: 100 }));
    expect(sameRsn.status).toBe(400);
    // A declined sale no longer counts.
    await db().updateTable("sell_orders").set({ status: "declined" }).where("email_key", "=", first.email).execute();
    expect((await create(player({ email: first.email, millions: 100 }))).status).toBe(201);

    // Ten sales of 10,000M from one new player at once: the limit lets exactly two through.
    const { createSellOrder } = await import("@/server/gold/sell-orders");
    const racer = player({ millions: 10_000 }) as Parameters<typeof createSellOrder>[0];
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => createSellOrder({ ...racer })));
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(2);
  });

  it("takes a sale from accepted to paid, each step audited and emailed, the player's view following", async () => {
    const { body, reference, row, token } = await placed({ millions: 1_000 });
    const step = async (action: keyof typeof adminRoutes, extra: Record<string, unknown>) => {
      const current = await rowOf(reference);
      return admin(action, row.id, { version: Number(current.tracking_version), ...extra });
    };
    // Nothing out of order.
    expect((await step("receive", { millions: 1_000, account: "Mule 1" })).status).toBe(400);
    expect((await step("payout", { reference: "TX" })).status).toBe(400);
    const badWorld = await step("arrange", { ...TRADE, world: 9_999 });
    expect(badWorld).toMatchObject({ status: 400, json: { field: "world" } });
    expect((await step("arrange", TRADE)).status).toBe(200);
    expect((await view(reference, token)).json).toMatchObject({ state: "arranged", trade: TRADE });
    const tooMuch = await step("receive", { millions: 1_001, account: "Mule 1" });
    expect(tooMuch).toMatchObject({ status: 400, json: { field: "millions" } });
    const badAccount = await step("receive", { millions: 750, account: "a mule name far too long" });
    expect(badAccount).toMatchObject({ status: 400, json: { field: "account" } });
    const stockBefore = await readGoldBalance(db());
    expect((await step("receive", { millions: 750, account: "Mule 1" })).status).toBe(200);
    // The gold received is in stock: 750M as tenths, bought, on the account that holds it.
    expect((await readGoldBalance(db())).onHandTenths - stockBefore.onHandTenths).toBe(7_500);
    expect(await movementsOf(row.id)).toMatchObject([
      { kind: "bought", on_hand_tenths: 7_500, account: "Mule 1", dedupe_key: `sell:${row.id}` },
    ]);
    // Declining after the gold came is refused: the shop holds the player's gold.
    expect((await step("decline", { reason: "Changed our mind" })).status).toBe(400);
    const overQuote = await step("payout", { cents: 12_001, reference: "TX-1" });
    expect(overQuote).toMatchObject({ status: 400, json: { field: "cents" } });
    expect((await step("payout", { reference: "  TX-77  " })).status).toBe(200);
    const paid = await rowOf(reference);
    // 750 of 1,000M came: three quarters of the $120.00 quote.
    expect({ cents: Number(paid.payout_cents), reference: paid.payout_reference }).toEqual({
      cents: 9_000,
      reference: "TX-77",
    });
    expect((await view(reference, token)).json).toMatchObject({
      state: "paid",
      receivedMillions: 750,
      payoutCents: 9_000,
      payoutReference: "TX-77",
    });
    const emails = await emailsTo(body.email);
    expect(emails.map((email) => email.subject)).toEqual([
      `RuneForge: We accepted your sale: ${reference}`,
      `RuneForge: Your trade is arranged: ${reference}`,
      `RuneForge: We received your gold: ${reference}`,
      `RuneForge: You have been paid: ${reference}`,
    ]);
    expect(emails[1]?.body_text).toContain("Meet our trader RF Trader on world 420 at Grand Exchange");
    expect(emails[3]?.body_text).toContain("$90.00 (reference TX-77)");
    const audit = await db()
      .selectFrom("audit_log")
      .selectAll()
      .where("target_id", "=", row.id)
      .orderBy("at")
      .execute();
    // The sale's own entries, and the ledger's one for the stock it added.
    expect(audit.map((entry) => entry.action).sort()).toEqual([
      "GOLD_BOUGHT",
      "SELL_ORDER_ARRANGED",
      "SELL_ORDER_PAID",
      "SELL_ORDER_RECEIVED",
    ]);
    for (const entry of audit) expect(`${entry.before_json}${entry.after_json}`).not.toContain(body.payoutDetails);
    for (const entry of audit.filter((one) => one.action.startsWith("SELL_ORDER_"))) {
      expect(entry.after_json).toContain("••••0042");
    }
  });

  it("of operators confirming the gold at once, one wins, the others get a 409, and stock is added once", async () => {
    const { reference, row } = await placed();
    const stockBefore = await readGoldBalance(db());
    expect((await admin("arrange", row.id, { version: 1, ...TRADE })).status).toBe(200);
    const version = Number((await rowOf(reference)).tracking_version);
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, index) =>
        admin("receive", row.id, { version, millions: 1_000, account: `Mule ${index}` }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    const audit = await db()
      .selectFrom("audit_log")
      .select("action")
      .where("target_id", "=", row.id)
      .where("action", "in", ["SELL_ORDER_RECEIVED", "GOLD_BOUGHT"])
      .execute();
    expect(audit).toHaveLength(2);
    expect(await movementsOf(row.id)).toHaveLength(1);
    expect((await readGoldBalance(db())).onHandTenths - stockBefore.onHandTenths).toBe(10_000);
    // A stale page is refused too.
    expect((await admin("payout", row.id, { version, reference: "TX" })).status).toBe(409);
  });

  it("declines with a reason before the gold comes; an unarranged quote past its end reads as expired", async () => {
    const { body, reference, row, token } = await placed();
    expect((await admin("decline", row.id, { version: 1, reason: "  " })).json).toMatchObject({ field: "reason" });
    expect((await admin("decline", row.id, { version: 1, reason: "Our traders are away today." })).status).toBe(200);
    expect((await view(reference, token)).json).toMatchObject({
      state: "declined",
      declineReason: "Our traders are away today.",
    });
    expect((await emailsTo(body.email)).at(-1)?.body_text).toContain("Why: Our traders are away today.");

    const late = await placed();
    await db()
      .updateTable("sell_orders")
      .set({ quote_expires_at: new Date(Date.now() - 1_000).toISOString() })
      .where("id", "=", late.row.id)
      .execute();
    expect((await view(late.reference, late.token)).json).toMatchObject({ state: "expired" });
    expect((await admin("arrange", late.row.id, { version: 1, ...TRADE })).status).toBe(400);
    expect((await admin("decline", late.row.id, { version: 1, reason: "Quote ended." })).status).toBe(200);
    // Unknown and malformed ids are the same 404.
    expect((await admin("decline", crypto.randomUUID(), { version: 1, reason: "x" })).status).toBe(404);
    expect((await admin("decline", "../../etc", { version: 1, reason: "x" })).status).toBe(404);
  });

  it("logs nothing personal: no email, RSN or payout details", async () => {
    const log = captureLog();
    try {
      const secret = "zelle-private-9f8e7d6c5b@example.org";
      const body = player({ payoutMethod: "zelle", payoutDetails: secret, rsn: "Quiet Seller" });
      const created = await create(body);
      expect(created.status).toBe(201);
      // Refusals too: a bad body's values are not echoed into the log.
      await create({ ...body, millions: 5 });
      await create({ ...body, payoutMethod: secret });
      const row = await rowOf(created.json.reference as string);
      await admin("arrange", row.id, { version: 1, ...TRADE });
      await admin("receive", row.id, { version: 2, millions: 1_000, account: "Mule 9" });
      await admin("payout", row.id, { version: 3, reference: "TX-9" });
      const text = log.text();
      for (const personal of [secret, body.email, "Quiet Seller"]) expect(text).not.toContain(personal);
    } finally {
      log.restore();
    }
  });
});
