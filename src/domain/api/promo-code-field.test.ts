import { describe, expect, it } from "vitest";
import { promoAnswerSchema, promoCodeFieldSchema } from "./promo-code-field";

describe("the promo code on the wire", () => {
  it("trims the typed code and refuses an empty or overlong one", () => {
    expect(promoCodeFieldSchema.parse("  spring10 ")).toBe("spring10");
    expect(promoCodeFieldSchema.safeParse("   ").success).toBe(false);
    expect(promoCodeFieldSchema.safeParse("X".repeat(41)).success).toBe(false);
  });

  it("answers applied with cents or refused with a known reason", () => {
    expect(promoAnswerSchema.safeParse({ status: "applied", code: "SPRING10", cents: 450 }).success).toBe(true);
    expect(promoAnswerSchema.safeParse({ status: "refused", reason: "expired", message: "m" }).success).toBe(true);
    expect(promoAnswerSchema.safeParse({ status: "refused", reason: "nope", message: "m" }).success).toBe(false);
  });
});
