import { describe, expect, it } from "vitest";
import { changeMessageStatus, isMessageStatus, MESSAGE_STATUSES, statusAfterReply } from "./message-status";

describe("message status", () => {
  it("opens or closes a new message, closes an open one, reopens a closed one", () => {
    expect(changeMessageStatus("new", "open")).toEqual({ kind: "changed", from: "new", to: "open" });
    expect(changeMessageStatus("new", "closed")).toEqual({ kind: "changed", from: "new", to: "closed" });
    expect(changeMessageStatus("open", "closed")).toEqual({ kind: "changed", from: "open", to: "closed" });
    expect(changeMessageStatus("closed", "open")).toEqual({ kind: "changed", from: "closed", to: "open" });
  });

  it("never goes back to new", () => {
    expect(changeMessageStatus("open", "new")).toEqual({ kind: "refused", from: "open", to: "new" });
    expect(changeMessageStatus("closed", "new")).toEqual({ kind: "refused", from: "closed", to: "new" });
  });

  it("changes nothing when the status is already the one asked for", () => {
    for (const status of MESSAGE_STATUSES)
      expect(changeMessageStatus(status, status)).toEqual({ kind: "unchanged", status });
  });

  it("opens a new message on reply and leaves the others alone", () => {
    expect(statusAfterReply("new")).toBe("open");
    expect(statusAfterReply("open")).toBe("open");
    expect(statusAfterReply("closed")).toBe("closed");
  });

  it("knows its statuses and nothing else", () => {
    expect(isMessageStatus("open")).toBe(true);
    expect(isMessageStatus("OPEN")).toBe(false);
    expect(isMessageStatus("archived")).toBe(false);
  });
});
