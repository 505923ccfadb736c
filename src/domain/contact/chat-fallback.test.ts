import { describe, expect, it } from "vitest";
import { MAX_CHAT_SEND_ATTEMPTS, shouldUseChatFallback } from "./chat-fallback";

describe("shouldUseChatFallback", () => {
  it("falls back when the widget is missing", () => {
    expect(shouldUseChatFallback({ widgetAvailable: false, attempts: 0 })).toBe(true);
  });

  it("falls back after more than 3 attempts, not at 3", () => {
    expect(MAX_CHAT_SEND_ATTEMPTS).toBe(3);
    expect(shouldUseChatFallback({ widgetAvailable: true, attempts: 3 })).toBe(false);
    expect(shouldUseChatFallback({ widgetAvailable: true, attempts: 4 })).toBe(true);
  });

  it("uses the widget when it is there and has not failed", () => {
    expect(shouldUseChatFallback({ widgetAvailable: true, attempts: 0 })).toBe(false);
  });
});
