import { describe, expect, it } from "vitest";
import { apiErrorSchema } from "./api-error";

describe("apiErrorSchema", () => {
  it("reads the one error model and keeps only its code and message", () => {
    const parsed = apiErrorSchema.parse({ code: "conflict:checkout", message: "Prices have changed.", totals: {} });
    expect(parsed).toEqual({ code: "conflict:checkout", message: "Prices have changed." });
  });

  it("refuses a body without a code or a message", () => {
    expect(apiErrorSchema.safeParse({ message: "no code" }).success).toBe(false);
    expect(apiErrorSchema.safeParse({ code: "bad_request:cart" }).success).toBe(false);
    expect(apiErrorSchema.safeParse("Internal Server Error").success).toBe(false);
  });
});
