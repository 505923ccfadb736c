import { describe, expect, it } from "vitest";
import { emailStatusTone, messageSourceLabel } from "./message-labels";

describe("the inbox's labels", () => {
  it("names the three sources and passes an unknown one through", () => {
    expect(messageSourceLabel("contact")).toBe("Contact form");
    expect(messageSourceLabel("order-page")).toBe("Order page");
    expect(messageSourceLabel("checkout")).toBe("Checkout fallback");
    expect(messageSourceLabel("discord")).toBe("discord");
  });

  it("colours a reply's email by its outbox status", () => {
    expect(emailStatusTone("sent")).toBe("success");
    expect(emailStatusTone("failed")).toBe("danger");
    expect(emailStatusTone("pending")).toBe("neutral");
  });
});
