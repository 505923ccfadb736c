import { describe, expect, it } from "vitest";
import { arrivedConversations, consoleTitle, waitedFor } from "./chat-console";

describe("the console's title", () => {
  it("counts what waits, and says nothing when nothing does", () => {
    expect(consoleTitle(0)).toBe("Live chat");
    expect(consoleTitle(3)).toBe("(3) Live chat");
    expect(consoleTitle(1, "Chat")).toBe("(1) Chat");
  });
});

describe("arrived conversations", () => {
  it("finds none on the first look, then only the new ones", () => {
    expect(arrivedConversations(null, ["a", "b"])).toEqual([]);
    expect(arrivedConversations(new Set(["a"]), ["b", "a", "c"])).toEqual(["b", "c"]);
    expect(arrivedConversations(new Set(["a", "b"]), ["a"])).toEqual([]);
  });
});

describe("how long a visitor waited", () => {
  const now = new Date("2026-12-05T12:00:00Z");
  it("words minutes and hours", () => {
    expect(waitedFor("2026-12-05T11:59:30Z", now)).toBe("just now");
    expect(waitedFor("2026-12-05T11:56:00Z", now)).toBe("4 min");
    expect(waitedFor("2026-12-05T10:00:00Z", now)).toBe("2 h");
    expect(waitedFor("2026-12-05T09:55:00Z", now)).toBe("2 h 5 min");
    expect(waitedFor("not a time", now)).toBe("just now");
  });
});
