import { describe, expect, it } from "vitest";
import { orderLookupRequestSchema, orderQuestionRequestSchema } from "./order-lookup";

describe("the order lookup and question contracts", () => {
  it("reads a reference as printed, whatever its case and spaces, and a one-line email", () => {
    expect(orderLookupRequestSchema.parse({ reference: " rf-abcdefgh ", email: " ada@example.com" })).toEqual({
      reference: "RF-ABCDEFGH",
      email: "ada@example.com",
    });
    for (const body of [
      { reference: "RF-1", email: "ada@example.com" },
      { reference: "RF-ABCDEFGH", email: "ada@example.com\r\nBcc: x@evil.example" },
      { reference: "RF-ABCDEFGH", email: "ada@example.com", extra: 1 },
      { reference: ["RF-ABCDEFGH"], email: "ada@example.com" },
    ]) {
      expect(orderLookupRequestSchema.safeParse(body).success).toBe(false);
    }
  });

  it("takes a question of one to 5,000 characters with the page's token", () => {
    expect(orderQuestionRequestSchema.safeParse({ k: "t", message: "When?" }).success).toBe(true);
    for (const body of [
      { k: "t", message: "   " },
      { k: "t", message: "x".repeat(5_001) },
      { k: "t".repeat(201), message: "When?" },
      { message: "When?" },
    ]) {
      expect(orderQuestionRequestSchema.safeParse(body).success).toBe(false);
    }
  });
});
