import { describe, expect, it } from "vitest";
import { manualOrderEmail } from "./manual-order-email";

const order = {
  reference: "RF-7K2M9QAB",
  email: "ada@example.com",
  name: "Ada Lovelace",
  rsn: "Zezima",
  method: "crypto" as const,
  lines: [],
  totals: { subtotalCents: 19_000, discountCents: 1_600, totalCents: 17_400 },
  testMode: false,
};

describe("manualOrderEmail", () => {
  it("gives the reference, the amount, the method and the numbered steps", () => {
    const email = manualOrderEmail(order, ["Wait for us.", "Pay."], "RuneForge");
    expect(email.subject).toBe("RuneForge order RF-7K2M9QAB: how to pay");
    expect(email.text).toContain("Thank you, Ada!");
    expect(email.text).toContain("Amount to pay: $174.00 by Cryptocurrency");
    expect(email.text).toContain("What happens next:\n1. Wait for us.\n2. Pay.");
  });

  it("asks an order paid with gold in millions, with the dollar total it stands for", () => {
    const email = manualOrderEmail({ ...order, method: "gold", goldPaymentTenths: 14_500 }, ["Trade."], "RuneForge");
    expect(email.text).toContain(
      "Amount to pay: 1,450M of OSRS gold (the $174.00 total at our buy rate), traded in game",
    );
  });

  it("says TEST in the subject of an order placed outside live mode", () => {
    expect(manualOrderEmail({ ...order, testMode: true }, [], "RuneForge").subject).toMatch(/^\[TEST\] /);
  });

  it("gives the order page's link after the steps when it has one", () => {
    const url = "https://shop.example/orders/RF-7K2M9QAB?k=token";
    const email = manualOrderEmail(order, ["Pay."], "RuneForge", url);
    expect(email.text).toContain(`1. Pay.\n\nFollow your order: ${url}\n`);
    expect(manualOrderEmail(order, ["Pay."], "RuneForge").text).not.toContain("Follow your order");
  });
});
