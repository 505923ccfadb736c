import { describe, expect, it } from "vitest";
import { orderEmailSubject, receiptEmail, shopOrderEmail } from "./order-emails";

const order = {
  reference: "RF-ABCDEFGH",
  email: "buyer@example.com",
  name: "Zezima Player",
  rsn: "Zezima",
  method: "card",
  lines: [
    {
      sku: "fire-cape",
      name: "Fire Cape",
      subName: "",
      count: 1,
      config: {},
      unitCents: 1_500,
      totalCents: 1_500,
      discountCents: 0,
      payableCents: 1_500,
    },
  ],
  totals: { subtotalCents: 1_500, discountCents: 0, totalCents: 1_500 },
  testMode: false,
};

describe("order emails", () => {
  it("mark every subject of a test order with TEST, and leave live orders alone", () => {
    expect(orderEmailSubject({ testMode: true }, "Paid order RF-1")).toBe("[TEST] Paid order RF-1");
    expect(orderEmailSubject({ testMode: false }, "Paid order RF-1")).toBe("Paid order RF-1");
    const test = { ...order, testMode: true };
    expect(receiptEmail(test, "RuneForge").subject).toBe("[TEST] RuneForge receipt for order RF-ABCDEFGH");
    expect(shopOrderEmail(test, "paid").subject).toBe("[TEST] Paid order RF-ABCDEFGH: $15.00");
    expect(shopOrderEmail({ ...order, testMode: false }, "pending").subject).toBe(
      "New manual order RF-ABCDEFGH: $15.00",
    );
  });
});
