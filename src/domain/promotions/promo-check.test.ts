import { describe, expect, it } from "vitest";
import { GOLD_SKU } from "@/domain/gold/gold-pricing";
import { checkPromo, type PromoCheckInput, promoAnswerOf, promoRefusalMessage } from "./promo-check";
import type { PromoCode } from "./promo-code";

const CODE: PromoCode = {
  code: "SPRING10",
  kind: "percent",
  value: 1_000,
  scope: "all",
  targets: [],
  includeGold: false,
  minTotalCents: 0,
  startsAt: "2026-03-01T00:00:00.000Z",
  endsAt: "2026-04-01T00:00:00.000Z",
  maxUses: 10,
  maxUsesPerEmail: 1,
  active: true,
  paused: false,
};
const NOW = new Date("2026-03-15T12:00:00.000Z");
const input = (over: Partial<PromoCheckInput> = {}): PromoCheckInput => ({
  code: CODE,
  lines: [{ sku: "fire-cape", payableCents: 4_500 }],
  lineIdOf: () => "capes",
  totalCents: 4_500,
  now: NOW,
  uses: 0,
  ...over,
});

describe("checking a promo code against a cart", () => {
  it("accepts a running code and gives the reduction", () => {
    expect(checkPromo(input())).toEqual({ ok: true, code: "SPRING10", cents: 450 });
  });

  it("refuses an unknown or deactivated code as unknown", () => {
    expect(checkPromo(input({ code: undefined }))).toMatchObject({ ok: false, reason: "unknown" });
    expect(checkPromo(input({ code: { ...CODE, active: false } }))).toMatchObject({ ok: false, reason: "unknown" });
  });

  it("refuses a paused code as paused, before its dates or limits", () => {
    expect(checkPromo(input({ code: { ...CODE, paused: true }, uses: 10 }))).toEqual({
      ok: false,
      reason: "paused",
      message: "This promo code is paused for now. Try again later, or check out without it.",
    });
  });

  it("refuses before the start and from the end instant on", () => {
    expect(checkPromo(input({ now: new Date("2026-02-28T23:59:59.999Z") }))).toMatchObject({ reason: "not-started" });
    expect(checkPromo(input({ now: new Date("2026-03-01T00:00:00.000Z") }))).toMatchObject({ ok: true });
    expect(checkPromo(input({ now: new Date("2026-04-01T00:00:00.000Z") }))).toMatchObject({ reason: "expired" });
  });

  it("refuses a cart with no eligible line, and says so for a gold-only cart", () => {
    const skus = { ...CODE, scope: "skus" as const, targets: ["infernal-cape"] };
    expect(checkPromo(input({ code: skus }))).toMatchObject({ reason: "not-applicable" });
    const gold = [{ sku: GOLD_SKU, payableCents: 1_900 }];
    expect(checkPromo(input({ lines: gold }))).toMatchObject({ reason: "gold-only" });
    expect(checkPromo(input({ lines: gold, code: { ...CODE, includeGold: true } }))).toMatchObject({ cents: 190 });
  });

  it("refuses under the minimum and names it in dollars", () => {
    const check = checkPromo(input({ code: { ...CODE, minTotalCents: 5_000 } }));
    expect(check).toEqual({
      ok: false,
      reason: "below-minimum",
      message: "This promo code needs an order of at least $50.00 before the code.",
    });
    expect(checkPromo(input({ code: { ...CODE, minTotalCents: 4_500 } }))).toMatchObject({ ok: true });
  });

  it("refuses a used-up code and a code this email has used, and checks the email only when known", () => {
    expect(checkPromo(input({ uses: 10 }))).toMatchObject({ reason: "used-up" });
    expect(checkPromo(input({ uses: 9 }))).toMatchObject({ ok: true });
    expect(checkPromo(input({ emailUses: 1 }))).toMatchObject({ reason: "used-by-email" });
    expect(checkPromo(input({ emailUses: 0 }))).toMatchObject({ ok: true });
    expect(
      checkPromo(input({ code: { ...CODE, maxUses: null, maxUsesPerEmail: null }, uses: 99, emailUses: 9 })),
    ).toMatchObject({ ok: true });
  });

  it("gives each refusal its own message", () => {
    const reasons = [
      "unknown",
      "not-started",
      "expired",
      "not-applicable",
      "gold-only",
      "below-minimum",
      "used-up",
      "used-by-email",
    ] as const;
    const messages = new Set(reasons.map((reason) => promoRefusalMessage(reason, CODE)));
    expect(messages.size).toBe(reasons.length);
  });
});

describe("the checkout's answer about a code", () => {
  it("carries the reduction or the refusal", () => {
    expect(promoAnswerOf({ ok: true, code: "A1B", cents: 5 })).toEqual({ status: "applied", code: "A1B", cents: 5 });
    expect(promoAnswerOf({ ok: false, reason: "expired", message: "m" })).toEqual({
      status: "refused",
      reason: "expired",
      message: "m",
    });
  });
});
