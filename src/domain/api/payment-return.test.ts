import { describe, expect, it } from "vitest";
import { markAsCompletedContract, paymentIdSchema } from "./payment-return";

describe("the payment return contracts", () => {
  it("take the body key the spec gives each channel", () => {
    expect(markAsCompletedContract("stripe").request.safeParse({ stripeId: "cs_test_1" }).success).toBe(true);
    expect(markAsCompletedContract("stripe").request.safeParse({ squareId: "cs_test_1" }).success).toBe(false);
    expect(markAsCompletedContract("square").request.safeParse({ squareId: "ord_1" }).success).toBe(true);
  });

  it("accept only id characters, trimmed", () => {
    expect(paymentIdSchema.parse(" cs_test_1 ")).toBe("cs_test_1");
    expect(paymentIdSchema.safeParse("cs test").success).toBe(false);
    expect(paymentIdSchema.safeParse("").success).toBe(false);
  });
});
