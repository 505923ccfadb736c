import { describe, expect, it } from "vitest";
import { goldDeliveryEmail } from "./gold-delivery-emails";
import { STOP_EMAILS_LINE } from "./step-emails";

const input = {
  reference: "RF-7K2M9QAB",
  testMode: false,
  siteName: "RuneForge",
  deliveredTenths: 3_000,
  orderedTenths: 5_000,
  pageUrl: "https://runeforge.example/orders/RF-7K2M9QAB?k=token",
};

describe("goldDeliveryEmail", () => {
  it("says a part as what is delivered of what was ordered, and that the rest follows", () => {
    const email = goldDeliveryEmail(input);
    expect(email.subject).toBe("RuneForge order RF-7K2M9QAB: 300M of 500M delivered");
    expect(email.text).toContain("We traded 300M of your 500M so far.");
    expect(email.text).toContain("The other 200M follows");
  });

  it("says the gold is delivered once all of it is", () => {
    const email = goldDeliveryEmail({ ...input, deliveredTenths: 5_000 });
    expect(email.subject).toBe("RuneForge order RF-7K2M9QAB: your gold is delivered");
    expect(email.text).toContain("Order RF-7K2M9QAB: Your gold is delivered");
    expect(email.text).toContain("All 500M of your gold has been traded to you.");
  });

  it("carries the page's link and the way to stop, and marks a test order", () => {
    const email = goldDeliveryEmail({ ...input, testMode: true });
    expect(email.subject.startsWith("[TEST] ")).toBe(true);
    expect(email.text).toContain(`Follow your order: ${input.pageUrl}`);
    expect(email.text).toContain(`${STOP_EMAILS_LINE}: ${input.pageUrl}`);
  });
});
