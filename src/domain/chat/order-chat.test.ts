import { describe, expect, it } from "vitest";
import { chatTimeLabel, customerAuthorLabel } from "./order-chat";

describe("an order's chat as its customer reads it", () => {
  it("names the visitor 'You' and the staff by the shop, never by operator", () => {
    expect(customerAuthorLabel("visitor", "RuneForge")).toBe("You");
    expect(customerAuthorLabel("staff", "RuneForge")).toBe("RuneForge");
    expect(customerAuthorLabel("system", "RuneForge")).toBe("Note");
  });

  it("says a message's time to the minute, in UTC", () => {
    expect(chatTimeLabel("2026-12-05T19:40:59.123Z")).toBe("2026-12-05 19:40 UTC");
  });
});
