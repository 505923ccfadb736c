import { describe, expect, it } from "vitest";
import { newMessageText } from "./new-message";

describe("new message notice", () => {
  it("gives the sender, the time and the source, then the message as sent", () => {
    expect(
      newMessageText({
        email: "ada@example.com",
        receivedAt: "2026-01-02T03:04:05.000Z",
        source: "contact",
        message: "Hi\nthere",
      }),
    ).toBe("From: ada@example.com\nReceived: 2026-01-02T03:04:05.000Z\nSource: contact\n\nHi\nthere\n");
  });
});
