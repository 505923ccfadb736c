import { beforeAll, describe, expect, it, vi } from "vitest";
import { CONFIRM_CODE } from "@/domain/admin/change-check";
import { EMPTY_PROMO_FORM } from "@/domain/promotions/promo-form";
import { catalogueVersion } from "@/server/catalogue/catalogue-repository";
import { catalogue, prepareCatalogue } from "@/server/catalogue/catalogue-store";
import { getDatabase } from "@/server/db/client";
import { ensureDatabaseReady } from "@/server/db/migrate";
import { getPromoByCode } from "@/server/db/queries/promo-codes";
import { aal2SessionToken, call, enrolOperator } from "./support/admin-session";

/*
 * Issue 40, item 4: the guard rails on the settings and on new promo codes, through the back
 * office's own routes on this file's database (TEST_DB). A value outside its bound is a 400 naming
 * the bound and writes nothing; a large change is a 409 CONFIRM_CODE naming the effect, written
 * only when sent again with `confirm: true`; two operators confirming at once change it once.
 */

await vi.hoisted(async () => (await import("./support/admin-session")).useAdminRouteEnv());

const db = () => getDatabase().db;
let token: string;

const settingsRoute = () => import("@/app/api/admin/settings/route");
const createPromoRoute = () => import("@/app/api/admin/promotions/create/route");

async function setSetting(body: unknown) {
  const route = await settingsRoute();
  return call(route.POST, "/api/admin/settings", { body, token, headers: { origin: "http://shop.test" } });
}

async function createPromo(body: unknown) {
  const route = await createPromoRoute();
  return call(route.POST, "/api/admin/promotions/create", { body, token, headers: { origin: "http://shop.test" } });
}

const promoCode = () => `G${crypto.randomUUID().replaceAll("-", "").slice(0, 10).toUpperCase()}`;

beforeAll(async () => {
  await ensureDatabaseReady();
  await prepareCatalogue();
  token = await aal2SessionToken(await enrolOperator());
});

describe("the settings' bounds", () => {
  it("refuses a value outside its bound with 400 naming it, and writes nothing", async () => {
    const settings = (await catalogue()).settings;
    const version = await catalogueVersion(db());
    for (const [key, value, expected, bound] of [
      ["rate_eur", "1000", settings.currencyRates.EUR, "must be from 0.46 to 1.84 EUR per USD"],
      ["min_order_usd", "100000", settings.minOrderCents, "must be from $0.00 to $100.00"],
      ["discount_percent", "99.99", settings.discountBasisPoints, "must be from 0 to 90 %"],
      ["gold_sell_usd_per_million", "19", settings.goldRates.sellMillicentsPerMillion, "must be from $0.05"],
    ] as const) {
      // Confirming does not let a value past its bound.
      const answer = await setSetting({ key, value, expected, confirm: true });
      expect(answer.status, key).toBe(400);
      expect(answer.json).toMatchObject({ problems: [{ path: key, message: expect.stringContaining(bound) }] });
    }
    expect(await catalogueVersion(db())).toBe(version);
  });

  it("asks a second confirmation for a discount over 50 %, naming the effect, then applies it", async () => {
    const before = (await catalogue()).settings.discountBasisPoints;
    const version = await catalogueVersion(db());
    const asked = await setSetting({ key: "discount_percent", value: "60", expected: before });
    expect(asked.status).toBe(409);
    expect(asked.json).toEqual({
      code: CONFIRM_CODE,
      message: `Every product except gold would sell at 60 % off (now ${before / 100} % off).`,
    });
    expect(await catalogueVersion(db())).toBe(version);

    // Hostile input: anything but `true` is not a confirmation.
    expect((await setSetting({ key: "discount_percent", value: "60", expected: before, confirm: "yes" })).status).toBe(
      400,
    );

    // Two operators confirm at once: one change, the other told it moved meanwhile.
    const answers = await Promise.all(
      [0, 1].map(() => setSetting({ key: "discount_percent", value: "60", expected: before, confirm: true })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.json.code).toBe("conflict:admin-catalogue");
    expect(await catalogueVersion(db())).toBe(version + 1);
    expect((await catalogue()).settings.discountBasisPoints).toBe(6_000);

    // Lowering it again gives less away: no second question.
    const lowered = await setSetting({ key: "discount_percent", value: String(before / 100), expected: 6_000 });
    expect(lowered.status).toBe(200);
  });

  it("asks for a minimum order raised over $50", async () => {
    const before = (await catalogue()).settings.minOrderCents;
    const asked = await setSetting({ key: "min_order_usd", value: "75", expected: before });
    expect(asked.status).toBe(409);
    expect(asked.json.message).toBe(
      `Carts under $75.00 could not be checked out (now the minimum is $${(before / 100).toFixed(2)}).`,
    );
    expect((await catalogue()).settings.minOrderCents).toBe(before);
  });
});

describe("a new promo code's bounds", () => {
  it("refuses 100 % and $99,999,999 beside the amount, naming the bound, and stores nothing", async () => {
    const all = promoCode();
    const percent = await createPromo({ ...EMPTY_PROMO_FORM, code: all, amount: "100", confirm: true });
    expect(percent.status).toBe(400);
    expect(percent.json.fields).toEqual({ amount: "A code takes at most 90% off: 100% off is refused." });
    const rich = promoCode();
    const fixed = await createPromo({ ...EMPTY_PROMO_FORM, code: rich, kind: "fixed", amount: "99999999" });
    expect(fixed.status).toBe(400);
    expect(fixed.json.fields).toEqual({ amount: "A code takes at most $1,000.00 off: $99,999,999.00 off is refused." });
    expect(await getPromoByCode(db(), all)).toBeUndefined();
    expect(await getPromoByCode(db(), rich)).toBeUndefined();
  });

  it("asks a second confirmation for a code over $500 or 50 %, naming what every use takes off", async () => {
    const code = promoCode();
    const form = { ...EMPTY_PROMO_FORM, code, kind: "fixed", amount: "600" };
    const asked = await createPromo(form);
    expect(asked.status).toBe(409);
    expect(asked.json).toEqual({ code: CONFIRM_CODE, message: "Every use takes up to $600.00 off an order." });
    expect(await getPromoByCode(db(), code)).toBeUndefined();
    const created = await createPromo({ ...form, confirm: true });
    expect(created.status).toBe(201);
    expect(await getPromoByCode(db(), code)).toMatchObject({ kind: "fixed", value: 60_000 });

    const half = await createPromo({ ...EMPTY_PROMO_FORM, code: promoCode(), amount: "60" });
    expect(half.json).toEqual({ code: CONFIRM_CODE, message: "Every use takes 60% off the lines it applies to." });
    expect((await createPromo({ ...EMPTY_PROMO_FORM, code: promoCode(), amount: "50" })).status).toBe(201);
  });
});
