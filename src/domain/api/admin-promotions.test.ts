import { describe, expect, it } from "vitest";
import { EMPTY_PROMO_FORM } from "@/domain/promotions/promo-form";
import { createPromoContract, promoFieldErrorsSchema } from "./admin-promotions";

describe("the back office's promo code contracts", () => {
  it("take the form's strings, every field and nothing else", () => {
    expect(createPromoContract.request.safeParse(EMPTY_PROMO_FORM).success).toBe(true);
    expect(createPromoContract.request.safeParse({ ...EMPTY_PROMO_FORM, extra: "1" }).success).toBe(false);
    const { code: _code, ...noCode } = EMPTY_PROMO_FORM;
    expect(createPromoContract.request.safeParse(noCode).success).toBe(false);
  });

  it("name the refused fields", () => {
    const body = { code: "bad_request:admin-promo", message: "Check the fields.", fields: { code: "Use 3…" } };
    expect(promoFieldErrorsSchema.safeParse(body).success).toBe(true);
    expect(promoFieldErrorsSchema.safeParse({ ...body, fields: { nope: "x" } }).success).toBe(false);
  });
});
