import { beforeAll, describe, expect, it } from "vitest";
import { POST as setSettingRoute } from "@/app/api/admin/settings/route";
import { AUTOMATIC_LOOK_BACK_MS } from "@/domain/carts/automatic-reminders";
import { listAbandonedCarts } from "@/server/carts/abandoned-carts";
import { remindDueCarts, runAutomaticReminders } from "@/server/carts/automatic-reminders";
import { reminderContext, sendCartReminder } from "@/server/carts/send-reminder";
import { catalogue, prepareCatalogue } from "@/server/catalogue/catalogue-store";
import { getDatabase } from "@/server/db/client";
import { ensureDatabaseReady } from "@/server/db/migrate";
import { auditOf } from "@/server/db/queries/audit-log";
import { insertUnsubscribe } from "@/server/db/queries/email-unsubscribes";
import { isAppError } from "@/server/http/errors";
import { seedOrder } from "./support/admin-orders";
import { aal2SessionToken, call, enrolOperator } from "./support/admin-session";
import { seedCart } from "./support/cart-records";
import { testDialect } from "./support/setup-database";

/*
 * Reminders that send themselves, and the carts list by address: the owner's settings (bounded,
 * audited), the background run (once per cart, once per address per period, never to an address
 * that ordered since or unsubscribed), two runs at once and a run beside an operator's Send. The
 * tests share one database and run in order; each uses addresses of its own.
 */

const db = () => getDatabase().db;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const unique = (name: string) => `${name}-${crypto.randomUUID().slice(0, 8)}@example.com`;
let ownerToken = "";
let ownerId = "";

async function setSetting(key: string, value: string) {
  const stored = (await catalogue()).settings.cartReminders;
  const expected = {
    reminders_automatic: stored.automatic ? 1 : 0,
    reminder_delay_hours: stored.delayHours,
    reminder_period_days: stored.periodDays,
  }[key];
  return call(setSettingRoute, "/api/admin/settings", { body: { key, value, expected }, token: ownerToken });
}

/** Reminder emails queued to these addresses (as typed), in any case. */
async function remindersTo(...addresses: string[]): Promise<{ to: string }[]> {
  const rows = await db()
    .selectFrom("outbox")
    .select(["to_address", "subject"])
    .where("subject", "like", "%left something%")
    .execute();
  const wanted = new Set(addresses.map((address) => address.trim().toLowerCase()));
  return rows.filter((row) => wanted.has(row.to_address.trim().toLowerCase())).map((row) => ({ to: row.to_address }));
}

async function refusal(send: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await send;
  } catch (error) {
    if (isAppError(error)) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error("The send was not refused");
}

async function addressRow(email: string) {
  const page = await listAbandonedCarts(null, 100);
  return page.addresses.filter((row) => row.email.trim().toLowerCase() === email.toLowerCase());
}

describe(`automatic cart reminders on ${testDialect}`, () => {
  beforeAll(async () => {
    await ensureDatabaseReady();
    await prepareCatalogue();
    const owner = await enrolOperator(unique("owner"), "owner");
    ownerId = owner.id;
    ownerToken = await aal2SessionToken(owner);
  });

  it("lists one row per address: its carts counted, its latest cart, whether it ordered since; Send once per period", async () => {
    const many = unique("many");
    const older = await seedCart({ email: many, updatedAt: hoursAgo(30) });
    await seedCart({ email: ` ${many.toUpperCase()}`, updatedAt: hoursAgo(20) });
    const latest = await seedCart({ email: many, updatedAt: hoursAgo(3) });
    const buyer = unique("buyer");
    await seedCart({ email: buyer, updatedAt: hoursAgo(5) });
    await seedOrder({ email: buyer, createdAt: hoursAgo(4) });

    const [row] = await addressRow(many);
    expect(await addressRow(many)).toHaveLength(1);
    expect(row).toMatchObject({ cartUuid: latest, carts: 3, reminder: "not_sent", remindedAt: null, orderedAt: null });
    const [bought] = await addressRow(buyer);
    expect(bought).toMatchObject({ carts: 1, reminder: "ordered", orderedAt: expect.any(String) });
    expect(await refusal(sendCartReminder({ operatorId: ownerId, cartUuid: bought?.cartUuid ?? "" }))).toEqual({
      status: 409,
      message: "This address placed an order since this cart was saved.",
    });

    const sent = await sendCartReminder({ operatorId: ownerId, cartUuid: latest });
    expect((await addressRow(many))[0]).toMatchObject({ reminder: "sent", remindedAt: sent.sentAt });
    // Another cart of the address, within the period: refused, by hand as by the run.
    expect(await refusal(sendCartReminder({ operatorId: ownerId, cartUuid: older }))).toEqual({
      status: 409,
      message: "This address was sent a reminder within the last 7 days; it gets one per 7 days.",
    });
    const newer = await seedCart({ email: many, updatedAt: hoursAgo(2) });
    expect((await addressRow(many))[0]).toMatchObject({ cartUuid: newer, carts: 4, reminder: "recent" });
    // Past the period, the address may be reminded again.
    const later = new Date(Date.now() + 8 * 86_400_000);
    await sendCartReminder({ operatorId: ownerId, cartUuid: newer, now: later });
    expect(await remindersTo(many)).toHaveLength(2);
  });

  it("keeps the settings inside their bounds, audited, and does nothing while they are off", async () => {
    expect((await setSetting("reminder_delay_hours", "73")).status).toBe(400);
    expect((await setSetting("reminder_period_days", "0")).status).toBe(400);
    expect((await setSetting("reminders_automatic", "maybe")).status).toBe(400);
    const email = unique("off");
    await seedCart({ email, updatedAt: hoursAgo(30) });
    expect(await runAutomaticReminders()).toEqual({ skipped: "off" });
    expect(await remindersTo(email)).toEqual([]);

    const on = await setSetting("reminders_automatic", "on");
    expect(on.status).toBe(200);
    expect((await setSetting("reminder_delay_hours", "24")).json).toMatchObject({ setting: { stored: 24 } });
    const audit = await auditOf(db(), "setting", "reminders_automatic");
    expect(audit.map((entry) => [entry.action, entry.operatorId])).toEqual([["CATALOGUE_SETTING_SET", ownerId]]);
    expect((await listAbandonedCarts(null, 1)).automatic).toEqual({ on: true, delayHours: 24, periodDays: 7 });
  });

  it("reminds each due cart once: the latest of an address, never one that ordered since, unsubscribed, too fresh or too old", async () => {
    const twice = unique("twice");
    await seedCart({ email: twice, updatedAt: hoursAgo(40) });
    const latestOfTwice = await seedCart({ email: twice.toUpperCase(), updatedAt: hoursAgo(26) });
    const due = unique("due");
    const dueCart = await seedCart({ email: due, updatedAt: hoursAgo(25) });
    const ordered = unique("ordered");
    await seedCart({ email: ordered, updatedAt: hoursAgo(30) });
    await seedOrder({ email: ordered, createdAt: hoursAgo(29) });
    const orderedBefore = unique("ordered-before");
    await seedOrder({ email: orderedBefore, createdAt: hoursAgo(31) });
    await seedCart({ email: orderedBefore, updatedAt: hoursAgo(30) });
    const leaver = unique("leaver");
    await seedCart({ email: leaver, updatedAt: hoursAgo(30) });
    await insertUnsubscribe(db(), { email: leaver, source: "page", at: hoursAgo(1) });
    const fresh = unique("fresh");
    await seedCart({ email: fresh, updatedAt: hoursAgo(23) });
    const old = unique("old");
    await seedCart({
      email: old,
      updatedAt: new Date(Date.now() - 24 * 3_600_000 - AUTOMATIC_LOOK_BACK_MS - 60_000).toISOString(),
    });

    const run = await runAutomaticReminders();
    expect(run).toMatchObject({ skipped: false });
    expect(await remindersTo(twice)).toHaveLength(1);
    expect(await remindersTo(due)).toHaveLength(1);
    expect(await remindersTo(orderedBefore)).toHaveLength(1);
    expect(await remindersTo(ordered, leaver, fresh, old)).toEqual([]);
    const reminder = await db()
      .selectFrom("cart_reminders")
      .select(["automatic", "operator_id", "email"])
      .where("cart_uuid", "=", latestOfTwice)
      .executeTakeFirstOrThrow();
    expect(reminder).toEqual({ automatic: 1, operator_id: "", email: twice });
    const audit = await auditOf(db(), "cart", dueCart);
    expect(audit.map((entry) => [entry.action, entry.operatorId])).toEqual([
      ["CART_REMINDER_SENT_AUTOMATICALLY", null],
    ]);
    expect((await addressRow(twice))[0]).toMatchObject({ carts: 2, reminder: "sent" });

    // The next run finds nothing more to send, and the operator's Send is refused for the period.
    expect(await runAutomaticReminders()).toEqual({ skipped: false, sent: 0, refused: 0 });
    expect(await remindersTo(twice, due, orderedBefore)).toHaveLength(3);
    expect((await refusal(sendCartReminder({ operatorId: ownerId, cartUuid: dueCart }))).status).toBe(409);
  });

  it("sends each email once when two runs overlap, and when four run at once without the job lock", async () => {
    const addresses = Array.from({ length: 6 }, (_, index) => unique(`race-${index}`));
    for (const email of addresses) {
      await seedCart({ email, updatedAt: hoursAgo(28) });
      await seedCart({ email, updatedAt: hoursAgo(27) });
    }
    const runs = await Promise.all([runAutomaticReminders(), runAutomaticReminders()]);
    const sent = runs.reduce((total, run) => total + (run.skipped === false ? run.sent : 0), 0);
    expect(sent).toBe(addresses.length);
    for (const email of addresses) expect(await remindersTo(email), email).toHaveLength(1);

    // The lock aside, the reminder's insert and the address's claim alone decide.
    const racing = Array.from({ length: 6 }, (_, index) => unique(`unlocked-${index}`));
    for (const email of racing) {
      await seedCart({ email, updatedAt: hoursAgo(28) });
      await seedCart({ email: email.toUpperCase(), updatedAt: hoursAgo(27) });
    }
    const context = await reminderContext();
    const now = new Date();
    const passes = await Promise.all(Array.from({ length: 4 }, () => remindDueCarts(context, now)));
    expect(passes.reduce((total, pass) => total + pass.sent, 0)).toBe(racing.length);
    for (const email of racing) expect(await remindersTo(email), email).toHaveLength(1);
  });

  it("sends one email when two operators send to two carts of one address at once: the address's claim decides", async () => {
    const addresses = Array.from({ length: 8 }, (_, index) => unique(`pair-${index}`));
    const pairs = await Promise.all(
      addresses.map(async (email) => [
        await seedCart({ email, updatedAt: hoursAgo(3) }),
        await seedCart({ email: ` ${email.toUpperCase()}`, updatedAt: hoursAgo(2) }),
      ]),
    );
    const sends = await Promise.allSettled(
      pairs.flat().map((cartUuid) => sendCartReminder({ operatorId: ownerId, cartUuid })),
    );
    expect(sends.filter((send) => send.status === "fulfilled")).toHaveLength(addresses.length);
    for (const send of sends) {
      if (send.status === "rejected") expect(isAppError(send.reason) && send.reason.status).toBe(409);
    }
    for (const email of addresses) expect(await remindersTo(email), email).toHaveLength(1);
  });

  it("sends one email when the run and an operator's Send reach two carts of one address at once", async () => {
    const email = unique("both");
    await seedCart({ email, updatedAt: hoursAgo(28) });
    const byHand = await seedCart({ email, updatedAt: hoursAgo(27.5) });
    const results = await Promise.allSettled([
      runAutomaticReminders(),
      sendCartReminder({ operatorId: ownerId, cartUuid: byHand }),
    ]);
    expect(results[0].status).toBe("fulfilled");
    expect(await remindersTo(email)).toHaveLength(1);
  });
});
