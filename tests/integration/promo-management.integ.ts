import { afterAll, describe, expect, it, vi } from "vitest";
import type { PromoForm } from "@/domain/promotions/promo-form";
import { FIRE_CAPE } from "../support/fixtures";
import { enrolOperator } from "./support/admin-session";
import { sendFrom, serveHandlers } from "./support/http-bridge";
import { seedPromo, TEST_PROMO_TARGETS } from "./support/promo-records";

/*
 * Issue 42 item 5: an owner edits a code, pauses and resumes it. An edit never touches an order
 * already placed (its totals, its redemption, its receipt); a paused code is refused at the
 * checkout and a resumed one applies; every change is audited before and after and read back in
 * words; an edit lowering the limit while orders race for the code never lets more uses through
 * than the limit standing; two owners saving the same page at once: one wins, the other is told.
 */

await vi.hoisted(async () =>
  (await import("../support/env")).setEnvForFile({
    API_RATE_LIMIT: "1000",
    TRUSTED_PROXY_HOPS: "0",
    SITE_URL: "https://shop.example",
  }),
);

const dialect = process.env.TEST_DB ?? "sqlite";

const quoteRoute = await import("@/app/api/checkout/quote/route");
const orderRoute = await import("@/app/api/checkout/order/route");
const { getDatabase } = await import("@/server/db/client");
const { createRequestStamp } = await import("@/server/http/request-stamp");
const { settleDemoPayment } = await import("@/server/checkout/demo-payment");
const { resendReceipt } = await import("@/server/admin/orders/order-actions");
const { editPromo, setPromoPause, deactivatePromo, promoDetail } = await import("@/server/promotions/promo-admin");
const { auditOf } = await import("@/server/db/queries/audit-log");
const { promoFormOf, promoTerms } = await import("@/domain/promotions/promo-edit");
const { getPromoByCode } = await import("@/server/db/queries/promo-codes");

const stamp = createRequestStamp({ contentSecurityPolicy: "default-src 'self'" });
const bridge = await serveHandlers(
  { "/api/checkout/quote": quoteRoute.POST, "/api/checkout/order": orderRoute.POST },
  stamp,
);
afterAll(() => bridge.close());

let nextClient = 1;
function newClient(): string {
  nextClient = (nextClient % 250) + 1;
  return `127.0.3.${nextClient}`;
}

async function post(path: string, body: unknown) {
  const response = await sendFrom(newClient(), bridge, path, {
    headers: { host: "shop.example", "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: JSON.parse(response.body) };
}

const quote = (code: string) => post("/api/checkout/quote", { items: [FIRE_CAPE], code });

function order(code: string, expectedTotalCents: number) {
  return post("/api/checkout/order", {
    cartUuid: crypto.randomUUID(),
    items: [FIRE_CAPE],
    profile: { email: `buyer-${crypto.randomUUID()}@example.com`, name: "Ada", phone: "", rsn: "Zezima" },
    method: "card",
    acceptTerms: true,
    expectedTotalCents,
    promoCode: code,
  });
}

async function stored(code: string) {
  const promo = await getPromoByCode(getDatabase().db, code);
  if (!promo) throw new Error(`no code ${code}`);
  return promo;
}

/** The edit form as the page fills it from the stored code, with some fields changed. */
async function edit(code: string, change: Partial<PromoForm>, operatorId: string, over: { revision?: number } = {}) {
  const promo = await stored(code);
  return editPromo({
    code,
    form: { ...promoFormOf(promoTerms(promo)), ...change },
    revision: over.revision ?? promo.revision,
    known: TEST_PROMO_TARGETS,
    operatorId,
    now: new Date(),
  });
}

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    const { code, status, message, fields } = error as {
      code: string;
      status: number;
      message: string;
      fields?: unknown;
    };
    return { code, status, message, fields };
  }
  throw new Error("not refused");
}

const later = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 16);

describe(`managing promo codes on ${dialect}`, () => {
  it("changes the value after an order: the order keeps its totals, its use and its receipt; new checkouts get the new value", async () => {
    const owner = await enrolOperator();
    const { code } = await seedPromo({ amount: "10" });
    const placed = await order(code, 2_835);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const db = getDatabase().db;
    const before = await db
      .selectFrom("orders")
      .selectAll()
      .where("reference", "=", placed.body.reference)
      .executeTakeFirstOrThrow();
    await settleDemoPayment(before.provider_ref ?? "", "pay", new Date());

    const edited = await edit(code, { amount: "20", maxUses: "50" }, owner.id);
    expect(edited).toMatchObject({ value: 2_000, maxUses: 50, uses: 1, revision: 1 });

    const after = await db.selectFrom("orders").selectAll().where("id", "=", before.id).executeTakeFirstOrThrow();
    expect(after).toMatchObject({
      promo_code: code,
      promo_cents: 315,
      total_cents: 2_835,
      subtotal_cents: before.subtotal_cents,
      discount_cents: before.discount_cents,
    });
    expect((await promoDetail(code, new Date())).redemptions).toMatchObject([{ cents: 315, orderTotalCents: 2_835 }]);
    // The receipt sent again is the order's, not the code's new terms.
    await resendReceipt({ orderId: before.id, operatorId: owner.id });
    const receipts = await db
      .selectFrom("outbox")
      .select(["subject", "body_text"])
      .where("order_id", "=", before.id)
      .orderBy("created_at", "desc")
      .execute();
    const receipt = receipts[0]?.body_text ?? "";
    expect(receipt).toContain("$3.15");
    expect(receipt).toContain("$28.35");
    expect(receipt).not.toContain("$6.30");
    // A new checkout gets 20 % of $31.50.
    expect((await quote(code)).body.promo).toEqual({ status: "applied", code, cents: 630 });
  });

  it("audits an edit with its terms before and after, read back in words with who made it", async () => {
    const owner = await enrolOperator();
    const { code } = await seedPromo({ amount: "10", scope: "skus", targets: "fire-cape" });
    const ends = later(30);
    await edit(code, { amount: "15", endsAt: ends, targets: "fire-cape,infernal-cape" }, owner.id);
    const entries = await auditOf(getDatabase().db, "promo", code);
    expect(entries.map((entry) => entry.action).sort()).toEqual(["PROMO_CREATED", "PROMO_EDITED"]);
    expect(entries.find((entry) => entry.action === "PROMO_EDITED")).toMatchObject({
      operatorId: owner.id,
      before: { value: 1_000, endsAt: null, targets: ["fire-cape"] },
      after: { value: 1_500, endsAt: `${ends}:00.000Z`, targets: ["fire-cape", "infernal-cape"] },
    });
    const { history } = await promoDetail(code, new Date(), TEST_PROMO_TARGETS);
    expect(history.find((entry) => entry.sentence !== "Created the promo code")).toMatchObject({
      sentence: "Edited the promo code",
      by: owner.email,
      changes: [
        { field: "Reduction", before: "10% off", after: "15% off" },
        {
          field: "Applies to",
          before: "Products: Fire Cape, gold excluded",
          after: "Products: Fire Cape, Infernal Cape, gold excluded",
        },
        { field: "Ends", before: "Never", after: `${ends.replace("T", " ")} UTC` },
      ],
    });
    // Saved again without a change: nothing written, nothing audited.
    await edit(code, {}, owner.id);
    expect(await auditOf(getDatabase().db, "promo", code)).toHaveLength(2);
    expect((await stored(code)).revision).toBe(1);
  });

  it("refuses an end in the past, an end before the start, a limit under the uses taken, and a stale page", async () => {
    const owner = await enrolOperator();
    const { code } = await seedPromo({ maxUses: "5" });
    expect((await order(code, 2_835)).status).toBe(201);
    expect((await order(code, 2_835)).status).toBe(201);
    expect(await refusal(edit(code, { endsAt: "2020-01-01T00:00" }, owner.id))).toMatchObject({
      status: 400,
      fields: { endsAt: "The end is in the past: choose a later time, or leave it empty for no end." },
    });
    expect(await refusal(edit(code, { startsAt: later(10), endsAt: later(5) }, owner.id))).toMatchObject({
      status: 400,
      fields: { endsAt: "The end must come after the start." },
    });
    expect(await refusal(edit(code, { maxUses: "1" }, owner.id))).toMatchObject({
      status: 400,
      fields: { maxUses: "2 uses are already taken: set at least 2, or leave it empty." },
    });
    // "Fire Cape" typed as the eligible products is the fire cape, not "Fire" and "Cape".
    expect(await edit(code, { scope: "skus", targets: "Fire Cape" }, owner.id)).toMatchObject({
      targets: ["fire-cape"],
    });
    expect(await refusal(edit(code, { maxUses: "9" }, owner.id, { revision: 0 }))).toMatchObject({
      status: 409,
      code: "conflict:admin-promo",
    });
    // A new code whose dates are all past is never created.
    expect(await refusal(seedPromo({ startsAt: "2020-01-01T00:00", endsAt: "2020-02-01T00:00" }))).toMatchObject({
      status: 400,
      fields: {
        startsAt: "The start is in the past: choose a later time, or leave it empty to start at once.",
        endsAt: "The end is in the past: choose a later time, or leave it empty for no end.",
      },
    });
    // A value over 50 % asks the second confirmation; an unchanged one does not ask again.
    expect(await refusal(edit(code, { amount: "60" }, owner.id))).toMatchObject({ code: "conflict:confirm-change" });
    await deactivatePromo({ code, operatorId: owner.id, now: new Date() });
    expect(await refusal(edit(code, { maxUses: "9" }, owner.id))).toMatchObject({
      status: 409,
      message: `The code ${code} has ended for good and cannot be changed.`,
    });
  });

  it("pauses a code: the checkout refuses it as paused, takes no use; resumed, it applies again; both audited", async () => {
    const owner = await enrolOperator();
    const { code } = await seedPromo({ maxUses: "3" });
    const paused = await setPromoPause({ code, paused: true, operatorId: owner.id, now: new Date() });
    expect(paused).toMatchObject({ paused: true, state: "paused", active: true });
    const message = "This promo code is paused for now. Try again later, or check out without it.";
    expect((await quote(code)).body.promo).toEqual({ status: "refused", reason: "paused", message });
    expect(await order(code, 2_835)).toEqual({ status: 400, body: { code: "bad_request:promo", message } });
    expect((await stored(code)).uses).toBe(0);
    expect(await refusal(setPromoPause({ code, paused: true, operatorId: owner.id, now: new Date() }))).toMatchObject({
      status: 409,
    });

    expect(await setPromoPause({ code, paused: false, operatorId: owner.id, now: new Date() })).toMatchObject({
      paused: false,
      state: "running",
    });
    expect((await quote(code)).body.promo).toMatchObject({ status: "applied", cents: 315 });
    expect((await order(code, 2_835)).status).toBe(201);
    expect((await stored(code)).uses).toBe(1);
    // Made within the same millisecond here, so compared as a set (the log orders a tie by id).
    const actions = (await auditOf(getDatabase().db, "promo", code)).map((entry) => entry.action);
    expect(actions.sort()).toEqual(["PROMO_CREATED", "PROMO_PAUSED", "PROMO_RESUMED"]);
    // Ending a paused code for good: it cannot be resumed.
    await setPromoPause({ code, paused: true, operatorId: owner.id, now: new Date() });
    expect(await deactivatePromo({ code, operatorId: owner.id, now: new Date() })).toMatchObject({
      active: false,
      paused: false,
      state: "inactive",
    });
    expect(await refusal(setPromoPause({ code, paused: false, operatorId: owner.id, now: new Date() }))).toMatchObject({
      status: 409,
    });
  });

  it("lowers the limit while 12 orders race for the code: never more uses than the limit standing, the count exact", async () => {
    const owner = await enrolOperator();
    const { code } = await seedPromo({ maxUses: "20" });
    expect((await order(code, 2_835)).status).toBe(201);
    const [lowered, ...answers] = await Promise.allSettled([
      edit(code, { maxUses: "4" }, owner.id),
      ...Array.from({ length: 12 }, () => order(code, 2_835)),
    ]);
    const placed = answers.filter((answer) => answer.status === "fulfilled" && answer.value.status === 201).length;
    const promo = await stored(code);
    const db = getDatabase().db;
    const used = await db
      .selectFrom("promo_redemptions")
      .select((eb) => eb.fn.countAll<string | number>().as("n"))
      .where("code", "=", code)
      .where("status", "=", "used")
      .executeTakeFirstOrThrow();
    const orders = await db
      .selectFrom("orders")
      .select((eb) => eb.fn.countAll<string | number>().as("n"))
      .where("promo_code", "=", code)
      .executeTakeFirstOrThrow();
    expect(promo.uses).toBe(1 + placed);
    expect(Number(used.n)).toBe(promo.uses);
    expect(Number(orders.n)).toBe(promo.uses);
    const usedUp = answers.filter(
      (answer) => answer.status === "fulfilled" && answer.value.body.message === "This promo code has been used up.",
    ).length;
    expect(placed + usedUp).toBe(12);
    if (lowered?.status === "fulfilled") {
      // The edit held the row with at most 4 uses taken; every order after it obeyed 4, and 12 fill it.
      expect(promo.maxUses).toBe(4);
      expect(promo.uses).toBe(4);
    } else {
      // More than 4 uses were taken when the edit held the row: refused, the limit stood at 20.
      expect(await refusal(Promise.reject(lowered?.reason))).toMatchObject({ status: 400 });
      expect(promo.maxUses).toBe(20);
      expect(promo.uses).toBe(13);
    }
    // Once lowered to what is taken, not one more order gets it.
    await edit(code, { maxUses: String(promo.uses) }, owner.id);
    expect((await order(code, 2_835)).body).toEqual({
      code: "bad_request:promo",
      message: "This promo code has been used up.",
    });
    expect((await stored(code)).uses).toBe(promo.uses);
  });

  it("two owners save the same page at once: one edit is applied and audited, the other is told to reload", async () => {
    const [first, second] = [await enrolOperator(), await enrolOperator()];
    const { code } = await seedPromo({ amount: "10" });
    const results = await Promise.allSettled([
      edit(code, { amount: "12" }, first.id, { revision: 0 }),
      edit(code, { amount: "14" }, second.id, { revision: 0 }),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const lost = results.find((result) => result.status === "rejected");
    expect(await refusal(Promise.reject(lost?.reason))).toMatchObject({ status: 409, code: "conflict:admin-promo" });
    const edits = (await auditOf(getDatabase().db, "promo", code)).filter((entry) => entry.action === "PROMO_EDITED");
    expect(edits).toHaveLength(1);
    expect(edits[0]?.after).toMatchObject({ value: (await stored(code)).value });
    expect((await stored(code)).revision).toBe(1);
  });
});
