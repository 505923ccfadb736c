import { describe, expect, it } from "vitest";
import { maxUsesProblem, promoChangeSentence, promoChanges, promoFormOf, promoTerms } from "./promo-edit";
import { EMPTY_PROMO_FORM, type NewPromo, parsePromoForm } from "./promo-form";

const CODE: NewPromo = {
  code: "SPRING10",
  kind: "percent",
  value: 1_250,
  scope: "skus",
  targets: ["fire-cape"],
  includeGold: false,
  minTotalCents: 2_000,
  startsAt: "2026-03-01T09:30:00.000Z",
  endsAt: null,
  maxUses: 100,
  maxUsesPerEmail: null,
};
const KNOWN = { lines: [], products: [{ sku: "fire-cape", name: "Fire Cape", lineId: "capes" }] };

describe("editing a promo code", () => {
  it("fills the form from the stored code, which parses back to the same terms", () => {
    const form = promoFormOf(CODE);
    expect(form).toEqual({
      ...EMPTY_PROMO_FORM,
      code: "SPRING10",
      kind: "percent",
      amount: "12.5",
      scope: "skus",
      targets: "fire-cape",
      minTotal: "20.00",
      startsAt: "2026-03-01T09:30",
      maxUses: "100",
    });
    const parsed = parsePromoForm(form, KNOWN, {
      now: new Date("2026-06-01T00:00:00Z"),
      keptStartsAt: CODE.startsAt,
    });
    expect(parsed).toEqual({ ok: true, promo: CODE });
    expect(promoFormOf({ ...CODE, kind: "fixed", value: 500 }).amount).toBe("5.00");
  });

  it("words each changed term, before and after, and nothing else", () => {
    const after = { ...CODE, value: 1_500, endsAt: "2027-01-01T00:00:00.000Z", maxUses: null };
    const changes = promoChanges(CODE, after, { "fire-cape": "Fire Cape" });
    expect(changes).toEqual([
      { field: "Reduction", before: "12.5% off", after: "15% off" },
      { field: "Ends", before: "Never", after: "2027-01-01 00:00 UTC" },
      { field: "Total uses", before: "100", after: "No limit" },
    ]);
    expect(promoChangeSentence(changes)).toBe(
      "Reduction: 12.5% off \u2192 15% off; Ends: Never \u2192 2027-01-01 00:00 UTC; Total uses: 100 \u2192 No limit.",
    );
    expect(promoChanges(CODE, promoTerms({ ...CODE, active: true, paused: true }))).toEqual([]);
    expect(promoChangeSentence([])).toBe("Nothing changed.");
  });

  it("keeps the total uses at or above the uses already taken", () => {
    expect(maxUsesProblem(3, 3)).toBeNull();
    expect(maxUsesProblem(null, 40)).toBeNull();
    expect(maxUsesProblem(2, 3)).toBe("3 uses are already taken: set at least 3, or leave it empty.");
    expect(maxUsesProblem(0, 1)).toBe("1 use is already taken: set at least 1, or leave it empty.");
  });
});
