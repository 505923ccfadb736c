import { describe, expect, it } from "vitest";
import { promoLineLabel, promoLineText, totalsWithPromo } from "./promo-totals";

const TOTALS = { subtotalCents: 5_000, discountCents: 500, totalCents: 4_500 };

describe("totals with a promo code", () => {
  it("takes the reduction off the total and records the code", () => {
    expect(totalsWithPromo(TOTALS, { code: "SPRING10", cents: 450 })).toEqual({
      ...TOTALS,
      totalCents: 4_050,
      promo: { code: "SPRING10", cents: 450 },
    });
  });

  it("records nothing without a code or for a reduction of 0, and never goes below 0", () => {
    expect(totalsWithPromo(TOTALS, null)).toEqual(TOTALS);
    expect(totalsWithPromo(TOTALS, { code: "X", cents: 0 })).toEqual(TOTALS);
    expect(totalsWithPromo(TOTALS, { code: "ALL", cents: 9_999 }).totalCents).toBe(0);
    expect(totalsWithPromo({ ...TOTALS, promo: { code: "OLD", cents: 1 } }, null)).toEqual(TOTALS);
  });

  it("labels the line with the code", () => {
    expect(promoLineLabel("SPRING10")).toBe("Promo SPRING10");
    expect(promoLineText({ code: "SPRING10", cents: 450 })).toBe("Promo SPRING10 −$4.50");
  });
});
