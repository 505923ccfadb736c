import { describe, expect, it } from "vitest";
import { testPaymentRequestSchema, testPaymentResponseSchema } from "./test-payment";

describe("the test-payment contract", () => {
  it("takes a session and pay or cancel, nothing else", () => {
    expect(testPaymentRequestSchema.safeParse({ session: "demo_1", action: "pay" }).success).toBe(true);
    expect(testPaymentRequestSchema.safeParse({ session: "demo_1", action: "refund" }).success).toBe(false);
  });

  it("only sends the visitor to a path on this site", () => {
    expect(testPaymentResponseSchema.safeParse({ returnPath: "/checkout?cancelled=1" }).success).toBe(true);
    for (const returnPath of ["//evil.example/", "/\\evil.example", "https://evil.example/", "javascript:alert(1)"]) {
      expect(testPaymentResponseSchema.safeParse({ returnPath }).success).toBe(false);
    }
  });
});
