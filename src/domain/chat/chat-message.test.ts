import { describe, expect, it } from "vitest";
import { CHAT_MESSAGE_MAX_LENGTH, checkChatMessage, messageParts } from "./chat-message";

describe("checkChatMessage", () => {
  it("trims, keeps line breaks and folds long runs of blank lines", () => {
    expect(checkChatMessage("  hello\r\n\r\n\r\n\r\nthere  ")).toEqual({ ok: true, body: "hello\n\nthere" });
  });

  it("refuses empty, too long and control characters", () => {
    expect(checkChatMessage("   ").ok).toBe(false);
    expect(checkChatMessage("a".repeat(CHAT_MESSAGE_MAX_LENGTH + 1)).ok).toBe(false);
    expect(checkChatMessage("a".repeat(CHAT_MESSAGE_MAX_LENGTH)).ok).toBe(true);
    expect(checkChatMessage("hi\u0000").ok).toBe(false);
    expect(checkChatMessage("evil\u202Etxt.exe").ok).toBe(false);
    expect(checkChatMessage("family 👩‍👧 ok").ok).toBe(true);
  });
});

describe("messageParts", () => {
  it("keeps links as text until staff enable them", () => {
    expect(messageParts("see https://example.com/x", false)).toEqual([
      { kind: "text", text: "see https://example.com/x" },
    ]);
  });

  it("turns only http(s) addresses into links, trailing punctuation left out", () => {
    expect(messageParts("see https://example.com/x. or javascript:alert(1)", true)).toEqual([
      { kind: "text", text: "see " },
      { kind: "link", text: "https://example.com/x", href: "https://example.com/x" },
      { kind: "text", text: ". or javascript:alert(1)" },
    ]);
  });
});
