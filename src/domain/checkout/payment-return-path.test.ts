import { describe, expect, it } from "vitest";
import { paymentReturnPath, returnChannelOf } from "./payment-return-path";

describe("the payment return path", () => {
  it("brings a Square payment back through Square's path, a card payment through Stripe's", () => {
    expect(returnChannelOf("square")).toBe("square");
    expect(returnChannelOf("card")).toBe("stripe");
    expect(paymentReturnPath("square", "demo_cs_abc", "demo_pi_123")).toBe(
      "/checkout?orderId=demo_cs_abc&transactionId=demo_pi_123",
    );
    expect(paymentReturnPath("stripe", "demo_cs_abc", "demo_pi_123")).toBe("/checkout?stripe_id=demo_cs_abc");
  });
});
