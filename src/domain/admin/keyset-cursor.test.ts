import { describe, expect, it } from "vitest";
import { compareCursors, decodeCursor, encodeCursor, isAfter, isStoredTime, laterCursor } from "./keyset-cursor";

const cursor = { at: "2026-11-26T10:00:00.000Z", id: "0b6c1f52-9a51-4d3e-9d8e-1f2a3b4c5d6e" };

describe("keyset cursor", () => {
  it("reads back what it wrote", () => {
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
  });

  it("refuses anything else", () => {
    for (const value of [
      null,
      undefined,
      "",
      "~",
      cursor.at,
      `${cursor.at}~`,
      `~${cursor.id}`,
      `2026-11-26 10:00:00~${cursor.id}`,
      `2026-13-45T99:99:99.000Z~${cursor.id}`,
      `${cursor.at}~${cursor.id}' OR 1=1 --`,
      `${cursor.at}~a~b`,
      `${cursor.at}~${"a".repeat(65)}`,
      `${cursor.at}~id\nnext`,
      `${"9".repeat(10_000)}~x`,
    ])
      expect(decodeCursor(value), String(value)).toBeNull();
  });

  it("orders by time, then by id", () => {
    expect(isAfter({ at: "2026-11-26T10:00:00.001Z", id: "a" }, { at: "2026-11-26T10:00:00.000Z", id: "z" })).toBe(
      true,
    );
    expect(isAfter({ at: cursor.at, id: "b" }, { at: cursor.at, id: "a" })).toBe(true);
    expect(isAfter({ at: cursor.at, id: "a" }, { at: cursor.at, id: "a" })).toBe(false);
    expect(isAfter({ at: "2026-11-26T09:00:00.000Z", id: "z" }, { at: cursor.at, id: "a" })).toBe(false);
  });

  it("knows a stored time from anything else", () => {
    expect(isStoredTime("2026-11-26T10:00:00.000Z")).toBe(true);
    for (const value of [
      "2026-11-26T10:00:00Z",
      "2026-11-26",
      "2026-11-26T10:00:00.000+01:00",
      "",
      null,
      1764151200000,
    ])
      expect(isStoredTime(value), String(value)).toBe(false);
  });

  it("sorts earlier first and keeps the later of two positions", () => {
    const early = { at: "2026-11-26T09:00:00.000Z", id: "z" };
    const sameTimeB = { at: cursor.at, id: "b" };
    const sameTimeA = { at: cursor.at, id: "a" };
    expect([sameTimeB, early, sameTimeA].sort(compareCursors)).toEqual([early, sameTimeA, sameTimeB]);
    expect(compareCursors(sameTimeA, { ...sameTimeA })).toBe(0);
    expect(laterCursor(null, early)).toBe(early);
    expect(laterCursor(sameTimeB, early)).toBe(sameTimeB);
    expect(laterCursor(early, sameTimeA)).toBe(sameTimeA);
  });
});
