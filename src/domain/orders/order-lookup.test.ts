import { describe, expect, it } from "vitest";
import { ORDER_LOOKUP_ANSWER, orderLookupEmail, orderQuestionSubject, sameOrderEmail } from "./order-lookup";

describe("order lookup", () => {
  it("matches the order's address whatever its case and surrounding spaces, and nothing else", () => {
    expect(sameOrderEmail("Ada@Example.com", "  ada@example.COM ")).toBe(true);
    expect(sameOrderEmail("ada@example.com", "ada@example.co")).toBe(false);
    expect(sameOrderEmail("ada@example.com", "")).toBe(false);
  });

  it("emails the link with the reference, and says TEST for a test order", () => {
    const url = "https://shop.example/orders/RF-ABCDEFGH?k=token";
    const email = orderLookupEmail({ reference: "RF-ABCDEFGH", orderUrl: url, siteName: "RuneForge", testMode: false });
    expect(email.subject).toBe("RuneForge: the link to your order RF-ABCDEFGH");
    expect(email.text).toContain(`Follow your order: ${url}`);
    expect(orderLookupEmail({ reference: "RF-A", orderUrl: url, siteName: "R", testMode: true }).subject).toMatch(
      /^\[TEST\] /,
    );
  });

  it("answers every lookup with one sentence, and names the order in the shop's question subject", () => {
    expect(ORDER_LOOKUP_ANSWER).toBe(
      "If that order exists, we have emailed its link to the address it was placed with.",
    );
    expect(orderQuestionSubject("RF-ABCDEFGH", false)).toBe("Question about order RF-ABCDEFGH");
    expect(orderQuestionSubject("RF-ABCDEFGH", true)).toBe("[TEST] Question about order RF-ABCDEFGH");
  });
});
