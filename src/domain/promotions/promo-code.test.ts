import { describe, expect, it } from "vitest";
import { normalisePromoCode, normalisePromoEmail, PROMO_CODE_PATTERN, promoState } from "./promo-code";

describe("promo codes", () => {
  it("match whatever their case and surrounding spaces", () => {
    expect(normalisePromoCode("  spring10 ")).toBe("SPRING10");
    expect(PROMO_CODE_PATTERN.test("SPRING-10")).toBe(true);
    expect(PROMO_CODE_PATTERN.test("AB")).toBe(false);
    expect(PROMO_CODE_PATTERN.test("NO SPACE")).toBe(false);
    expect(normalisePromoEmail(" A@Example.COM ")).toBe("a@example.com");
  });

  it("have a state for the back office", () => {
    const code = {
      active: true,
      paused: false,
      startsAt: "2026-03-01T00:00:00.000Z",
      endsAt: "2026-04-01T00:00:00.000Z",
      maxUses: 2,
    };
    expect(promoState(code, 0, new Date("2026-02-01T00:00:00Z"))).toBe("scheduled");
    expect(promoState(code, 1, new Date("2026-03-02T00:00:00Z"))).toBe("running");
    expect(promoState(code, 2, new Date("2026-03-02T00:00:00Z"))).toBe("used-up");
    expect(promoState(code, 0, new Date("2026-04-01T00:00:00Z"))).toBe("ended");
    expect(promoState({ ...code, active: false }, 0, new Date("2026-03-02T00:00:00Z"))).toBe("inactive");
    expect(promoState({ ...code, paused: true }, 0, new Date("2026-03-02T00:00:00Z"))).toBe("paused");
    // Ended for good wins over paused: it can never be resumed.
    expect(promoState({ ...code, active: false, paused: true }, 0, new Date("2026-03-02T00:00:00Z"))).toBe("inactive");
  });
});
