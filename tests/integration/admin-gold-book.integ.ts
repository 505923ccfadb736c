import { beforeAll, describe, expect, it, vi } from "vitest";
import { homeDay } from "@/domain/admin/admin-home";

/*
 * The owner's book (/admin/gold) on this file's database (TEST_DB: SQLite or PostgreSQL): its
 * figures against a ledger written here through the ledger's own service (the balance, the accounts,
 * the stock per day, today's trade and its margin, the list's filters and keyset pages); the
 * book's two writes through their routes (a key records once; a correction below zero is refused,
 * an owner's override records it, staff may not send one; hostile input is a 400); and the
 * low-stock post, once per crossing, also when movements race.
 */

await vi.hoisted(async () => {
  const { setEnv } = await import("../support/env");
  // A webhook address makes queueDiscordPost write its outbox row; nothing here sends it.
  setEnv({ DISCORD_WEBHOOK_URL: "http://127.0.0.1:9/api/webhooks/1/book" });
  await (await import("./support/admin-session")).useAdminRouteEnv();
});

const { POST: postStock } = await import("@/app/api/admin/gold/stock/route");
const { POST: postCorrection } = await import("@/app/api/admin/gold/correction/route");
const { database } = await import("@/server/db/database");
const { adminHomeView } = await import("@/server/admin/admin-home");
const { goldBookView } = await import("@/server/gold/gold-book");
const { addGoldStockIn, holdGoldForPaidOrderIn, readGoldBalance } = await import("@/server/gold/gold-ledger");
const { aal2SessionToken, call, enrolOperator } = await import("./support/admin-session");
const { seedOrder } = await import("./support/admin-orders");

const dialect = process.env.TEST_DB ?? "sqlite";

type Operator = { operatorId: string; email: string; sessionId: string; role: "owner" | "staff" };

let owner: Operator;
let staff: Operator;
let ownerToken = "";
let staffToken = "";

/** The low-stock posts the outbox holds. */
async function lowStockPosts(): Promise<number> {
  const { db } = await database();
  const rows = await db.selectFrom("outbox").select("id").where("subject", "=", "Discord: Gold stock low").execute();
  return rows.length;
}

async function addStock(
  tenths: number,
  account: string,
  at: Date,
  extra: { kind?: "added" | "bought" | "gold_payment"; valueCents?: number } = {},
) {
  const { db } = await database();
  return db.transaction().execute((trx) =>
    addGoldStockIn(trx, {
      kind: extra.kind ?? "added",
      tenths,
      account,
      operatorId: owner.operatorId,
      valueCents: extra.valueCents,
      key: crypto.randomUUID(),
      now: at,
    }),
  );
}

const correction = (token: string, body: Record<string, unknown>) =>
  call(postCorrection, "/api/admin/gold/correction", {
    token,
    headers: { origin: "http://shop.test" },
    body: { key: crypto.randomUUID(), ...body },
  });

const stock = (token: string, body: Record<string, unknown>) =>
  call(postStock, "/api/admin/gold/stock", { token, headers: { origin: "http://shop.test" }, body });

beforeAll(async () => {
  const ownerEnrolled = await enrolOperator("book-owner@example.com", "owner");
  const staffEnrolled = await enrolOperator("book-staff@example.com", "staff");
  ownerToken = await aal2SessionToken(ownerEnrolled, "203.0.113.81");
  staffToken = await aal2SessionToken(staffEnrolled, "203.0.113.82");
  owner = { operatorId: ownerEnrolled.id, email: ownerEnrolled.email, sessionId: "s-owner", role: "owner" };
  staff = { operatorId: staffEnrolled.id, email: staffEnrolled.email, sessionId: "s-staff", role: "staff" };
});

describe(`the gold book on ${dialect}`, () => {
  // The tests build on one ledger, in order: what each adds is counted by the next.
  // Midday, so the minutes before it are the same day; the later tests' movements happen at the real now.
  const NOW = new Date("2030-04-10T12:00:00.000Z");
  const today = homeDay(NOW).day;
  const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);
  let paidOrder = { id: "", reference: "" };

  it("adds up a known ledger: balance, accounts, the stock per day, today's trade and its margin", async () => {
    // 40 days ago (before the chart's window) 2,000M; 10 days ago 500M; today 1,000M bought for $120.
    await addStock(20_000, "Mule One", daysAgo(40));
    await addStock(5_000, "Mule Two", daysAgo(10));
    await addStock(10_000, "Mule One", new Date(NOW.getTime() - 60_000), { kind: "bought", valueCents: 12_000 });
    // A paid order of 750M at $142.50 reserves its gold today.
    paidOrder = await seedOrder({ totalCents: 14_250 });
    const { db } = await database();
    await db
      .transaction()
      .execute((trx) =>
        holdGoldForPaidOrderIn(
          trx,
          { id: paidOrder.id, goldTenths: 7_500, valueCents: 14_250, paidAt: NOW.toISOString() },
          NOW,
        ),
      );

    const view = await goldBookView(owner, {}, NOW);
    expect(view.balance).toEqual({
      onHandTenths: 35_000,
      reservedTenths: 7_500,
      availableTenths: 27_500,
      waitingTenths: 0,
    });
    expect(view.accounts).toEqual([
      { account: "Mule One", onHandTenths: 30_000 },
      { account: "Mule Two", onHandTenths: 5_000 },
    ]);
    expect(view.series).toHaveLength(30);
    expect(view.series[0]).toMatchObject({ onHandTenths: 20_000, availableTenths: 20_000 });
    const tenDaysAgo = view.series.find((point) => point.day === daysAgo(10).toISOString().slice(0, 10));
    expect(tenDaysAgo).toMatchObject({ onHandTenths: 25_000, availableTenths: 25_000 });
    expect(view.series.at(-1)).toEqual({ day: today, onHandTenths: 35_000, availableTenths: 27_500 });
    expect(view.today).toMatchObject({ day: today, soldTenths: 7_500, boughtTenths: 10_000 });
    // Sold at 19 cents a million, bought at 12: 7 cents a million on the 750M that went both ways.
    expect(view.today.margin).toMatchObject({
      sellRateMillicents: 19_000,
      buyRateMillicents: 12_000,
      marginMillicents: 7_000,
      matchedTenths: 7_500,
      matchedMarginCents: 5_250,
    });
    expect(view.lowStock).toBe(false);
    expect(view.canOverride).toBe(true);
  });

  it("lists the ledger newest first with its order, filters it and pages it by keyset", async () => {
    const all = await goldBookView(owner, {}, NOW);
    if (!all.ledger.ok) throw new Error(all.ledger.message);
    expect(all.ledger.rows.map((row) => row.kind)).toEqual(["reserved", "bought", "added", "added"]);
    expect(all.ledger.rows[0]).toMatchObject({
      order: paidOrder,
      reservedTenths: 7_500,
      onHandTenths: 0,
      operator: null,
    });
    expect(all.ledger.rows[1]).toMatchObject({ account: "Mule One", operator: "book-owner@example.com" });

    const byAccount = await goldBookView(owner, { account: "Mule Two" }, NOW);
    expect(byAccount.ledger.ok && byAccount.ledger.rows.map((row) => row.onHandTenths)).toEqual([5_000]);
    const byKind = await goldBookView(owner, { kind: "added" }, NOW);
    expect(byKind.ledger.ok && byKind.ledger.rows).toHaveLength(2);
    const day = daysAgo(10).toISOString().slice(0, 10);
    const byDays = await goldBookView(owner, { from: day, to: day }, NOW);
    expect(byDays.ledger.ok && byDays.ledger.rows.map((row) => row.account)).toEqual(["Mule Two"]);
    const refused = await goldBookView(owner, { kind: "stolen", account: "x".repeat(100) }, NOW);
    expect(refused.ledger).toEqual({ ok: false, message: "Kind must be one of the kinds listed." });

    // 60 more movements: pages of 50 and 14, none shown twice, none left out.
    for (let index = 0; index < 60; index++) await addStock(10, "Pager", new Date(NOW.getTime() - 1_000 - index));
    const first = await goldBookView(owner, {}, NOW);
    if (!first.ledger.ok || !first.ledger.nextCursor) throw new Error("no second page");
    const second = await goldBookView(owner, { cursor: first.ledger.nextCursor }, NOW);
    if (!second.ledger.ok) throw new Error(second.ledger.message);
    expect(first.ledger.rows).toHaveLength(50);
    expect(second.ledger.rows).toHaveLength(14);
    expect(second.ledger.nextCursor).toBeNull();
    const ids = new Set([...first.ledger.rows, ...second.ledger.rows].map((row) => row.id));
    expect(ids.size).toBe(64);
  });

  it("shows staff the gold but not the money", async () => {
    const view = await goldBookView(staff, {}, NOW);
    expect(view.today.soldTenths).toBe(7_500);
    expect(view.today.margin).toBeNull();
    expect(view.canOverride).toBe(false);
  });

  it("adds stock through its route once per form key, audited, and refuses hostile input", async () => {
    const before = await readGoldBalance();
    const key = crypto.randomUUID();
    const body = { millions: "1,250.5", account: "Mule Three", note: "From the clan", key };
    const answers = await Promise.all([stock(staffToken, body), stock(staffToken, body), stock(staffToken, body)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answers.filter((answer) => answer.json.recorded === true)).toHaveLength(1);
    expect((await readGoldBalance()).onHandTenths - before.onHandTenths).toBe(12_505);
    const { db } = await database();
    const audit = await db.selectFrom("audit_log").select("action").where("action", "=", "GOLD_STOCK_ADDED").execute();
    expect(audit.length).toBeGreaterThan(0);

    for (const hostile of [
      { millions: "-5", account: "Mule", key: crypto.randomUUID() },
      { millions: "1e9", account: "Mule", key: crypto.randomUUID() },
      { millions: "12.55", account: "Mule", key: crypto.randomUUID() },
      { millions: "100,000.1", account: "Mule", key: crypto.randomUUID() },
      { millions: "5", account: "Robert'); DROP TABLE gold_movements;--", key: crypto.randomUUID() },
      { millions: "5", account: "", key: crypto.randomUUID() },
      { millions: "5", account: "Mule", key: "not-a-uuid" },
      { millions: 5, account: "Mule", key: crypto.randomUUID() },
      { millions: "5", account: "Mule", key: crypto.randomUUID(), operatorId: owner.operatorId },
    ]) {
      const answer = await stock(ownerToken, hostile);
      expect(answer.status, JSON.stringify(hostile)).toBe(400);
      expect(String(answer.json.code)).toMatch(/^bad_request:/);
    }
    expect((await readGoldBalance()).onHandTenths - before.onHandTenths).toBe(12_505);
  });

  it("refuses a correction below zero available, records it with an owner's override, never with staff's", async () => {
    const { availableTenths, onHandTenths } = await readGoldBalance();
    // Take on hand down to just what is reserved: available at zero.
    const down = await correction(ownerToken, { millions: `-${availableTenths / 10}`, reason: "Count after a ban" });
    expect(down.status).toBe(200);
    expect(await readGoldBalance()).toMatchObject({ availableTenths: 0, onHandTenths: onHandTenths - availableTenths });

    const refused = await correction(ownerToken, { millions: "-10", reason: "Lost in a trade" });
    expect(refused.status).toBe(409);
    expect(refused.json.code).toBe("conflict:gold");
    expect(String(refused.json.message)).toMatch(/below zero/);
    const byStaff = await correction(staffToken, { millions: "-10", reason: "Lost in a trade", override: true });
    expect(byStaff.status).toBe(403);
    expect((await readGoldBalance()).availableTenths).toBe(0);

    const overridden = await correction(ownerToken, { millions: "-10", reason: "Lost in a trade", override: true });
    expect(overridden.status).toBe(200);
    expect((await readGoldBalance()).availableTenths).toBe(-100);
    const view = await goldBookView(owner, { kind: "correction" }, new Date());
    expect(view.ledger.ok && view.ledger.rows[0]).toMatchObject({ override: true, reason: "Lost in a trade" });
    expect(view.lowStock).toBe(true);
    const home = await adminHomeView(staff, new Date());
    expect(home.lowStock).toEqual({ availableTenths: -100, thresholdTenths: 10_000 });

    for (const hostile of [
      { millions: "0", reason: "Nothing" },
      { millions: "-5", reason: "" },
      { millions: "-5", reason: "x".repeat(501) },
      { millions: "-5", reason: "Why", override: "yes" },
    ]) {
      expect((await correction(ownerToken, hostile)).status, JSON.stringify(hostile)).toBe(400);
    }
  });

  it("posts low stock to Discord once per crossing, also when movements race", async () => {
    // Back above the threshold (1,000M): available -10M + 1,510M = 1,500M.
    const posts = await lowStockPosts();
    await addStock(15_100, "Mule One", new Date());
    expect((await readGoldBalance()).availableTenths).toBe(15_000);
    // 1,300M: still above, no post.
    expect((await correction(ownerToken, { millions: "-200", reason: "Count" })).status).toBe(200);
    expect(await lowStockPosts()).toBe(posts);
    // Ten corrections of -100M at once: the one that takes it from 1,000M to 900M crosses, once.
    const raced = await Promise.all(
      Array.from({ length: 10 }, () => correction(ownerToken, { millions: "-100", reason: "Race" })),
    );
    expect(raced.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect((await readGoldBalance()).availableTenths).toBe(3_000);
    expect(await lowStockPosts()).toBe(posts + 1);
    // Staying low posts nothing more; a restock and the next fall post again.
    await correction(ownerToken, { millions: "-50", reason: "Count" });
    expect(await lowStockPosts()).toBe(posts + 1);
    await addStock(10_000, "Mule Two", new Date());
    await correction(ownerToken, { millions: "-500", reason: "Count" });
    expect(await lowStockPosts()).toBe(posts + 2);

    const { db } = await database();
    const post = await db
      .selectFrom("outbox")
      .select(["payload", "order_id"])
      .where("subject", "=", "Discord: Gold stock low")
      .orderBy("created_at", "desc")
      .executeTakeFirstOrThrow();
    expect(post.order_id).toBeNull();
    expect(post.payload).toContain("/admin/gold");
  });
});
