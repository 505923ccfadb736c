import { beforeAll, describe, expect, it } from "vitest";
import { homeDay } from "@/domain/admin/admin-home";
import { adminHomeView } from "@/server/admin/admin-home";
import { database } from "@/server/db/database";
import { readHomeCounts } from "@/server/db/queries/admin-home";
import { recordAudit } from "@/server/db/queries/audit-log";
import { seedManualOrder, seedOrder } from "./support/admin-orders";
import { enrolOperator } from "./support/admin-session";
import { storeInboxMessage } from "./support/inbox-records";

/*
 * The home's counts and activity on this file's database (TEST_DB: SQLite or PostgreSQL): what
 * counts as today's, as paid, as revenue (the dashboard's) and as waiting, for live and test orders
 * apart, and the activity in words with links only where the reader's role may go.
 */

const dialect = process.env.TEST_DB ?? "sqlite";
const NOW = new Date("2030-04-10T15:00:00.000Z");
const TODAY = "2030-04-10T09:00:00.000Z";
const YESTERDAY = "2030-04-09T23:59:59.999Z";

describe(`the back office home on ${dialect}`, () => {
  let refunded = { id: "", reference: "" };
  // The file's one database: every test reads what beforeAll seeded.

  beforeAll(async () => {
    const { db } = await database();
    // Today's live orders: two paid (one refunded in part), a disputed one, a pending Zelle order, a failed card.
    await seedOrder({ createdAt: TODAY, testMode: false, status: "paid" });
    refunded = await seedOrder({ createdAt: TODAY, testMode: false, status: "paid", fulfilment: "in_progress" });
    await db.updateTable("orders").set({ refunded_cents: 1_000 }).where("id", "=", refunded.id).execute();
    await seedOrder({ createdAt: TODAY, testMode: false, status: "disputed", fulfilment: "in_progress" });
    await seedManualOrder({ createdAt: TODAY, testMode: false });
    await seedOrder({ createdAt: TODAY, testMode: false, status: "failed" });
    // Yesterday's: not today's, but still waiting.
    await seedOrder({ createdAt: YESTERDAY, testMode: false, status: "paid" });
    await seedManualOrder({ createdAt: YESTERDAY, testMode: false, method: "crypto" });
    // Not waiting: started, delivered, a pending card checkout, an expired Zelle order.
    await seedOrder({ createdAt: YESTERDAY, testMode: false, status: "paid", fulfilment: "delivered" });
    await seedOrder({ createdAt: YESTERDAY, testMode: false, status: "pending", method: "card" });
    await seedManualOrder({ createdAt: YESTERDAY, testMode: false, status: "expired" });
    // A test order of today: counted only in the test view.
    await seedOrder({ createdAt: TODAY, testMode: true, status: "paid" });
    // Messages: two new, one an operator opened.
    await storeInboxMessage("first@example.com", "Where is my cape?", TODAY);
    await storeInboxMessage("second@example.com", "Do you sell quests?", YESTERDAY);
    const opened = await storeInboxMessage("third@example.com", "Thanks!", YESTERDAY);
    await db.updateTable("messages").set({ status: "open" }).where("id", "=", opened).execute();
  });

  it("counts today's live orders with the dashboard's revenue, and what waits on the shop", async () => {
    const { db } = await database();
    const { since, until } = homeDay(NOW);
    expect(await readHomeCounts(db, { since, until, orders: "live" })).toEqual({
      placedToday: 5,
      paidToday: 3,
      // Two paid at 31.50, one less 10.00 refunded, a disputed one still counting.
      revenueTodayCents: 3_150 + 2_150 + 3_150,
      toStart: 2,
      toConfirm: 2,
      toAnswer: 2,
    });
  });

  it("counts the test orders apart, never adding them to the live ones", async () => {
    const { db } = await database();
    const { since, until } = homeDay(NOW);
    expect(await readHomeCounts(db, { since, until, orders: "test" })).toEqual({
      placedToday: 1,
      paidToday: 1,
      revenueTodayCents: 3_150,
      toStart: 1,
      toConfirm: 0,
      toAnswer: 2,
    });
  });

  it("says the latest activity in words, linking orders for staff and promo codes only for owners", async () => {
    const { db } = await database();
    const owner = await enrolOperator("home-owner@example.com", "owner");
    const staff = await enrolOperator("home-staff@example.com", "staff");
    // After the enrolments' own entries, one after the other: the list is newest first.
    const later = (seconds: number) => new Date(Date.now() + seconds * 1_000);
    await recordAudit(
      db,
      {
        operatorId: owner.id,
        action: "ORDER_REFUNDED",
        targetType: "order",
        targetId: refunded.id,
        before: { status: "paid", refundedCents: 0 },
        after: { status: "paid", refundedCents: 1_000, refund: { amountCents: 1_000 } },
      },
      later(60),
    );
    await recordAudit(
      db,
      { operatorId: owner.id, action: "PROMO_CREATED", targetType: "promo", targetId: "SPRING10" },
      later(120),
    );
    const context = (operator: typeof owner, role: "owner" | "staff") => ({
      operatorId: operator.id,
      email: operator.email,
      sessionId: "none",
      role,
    });

    const asOwner = await adminHomeView(context(owner, "owner"), NOW);
    const [promo, refund] = asOwner.activity;
    expect(promo).toMatchObject({
      text: "home-owner@example.com created the promo code SPRING10.",
      link: { href: "/admin/promotions/SPRING10" },
    });
    expect(refund).toMatchObject({
      text: `home-owner@example.com refunded $10.00 on ${refunded.reference}.`,
      link: { href: `/admin/orders/${refunded.id}` },
    });

    const asStaff = await adminHomeView(context(staff, "staff"), NOW);
    expect(asStaff.activity[0]).toMatchObject({ text: asOwner.activity[0]?.text, link: null });
    expect(asStaff.activity[1]?.link).toEqual({ href: `/admin/orders/${refunded.id}`, area: "orders" });
    expect(asStaff.sections.flatMap((section) => section.tiles.map((tile) => tile.id))).not.toContain("revenue-today");
  });
});
