import { describe, expect, it } from "vitest";
import { decodeOrderCursor, encodeOrderCursor, filterFingerprint } from "./order-cursor";

const cursor = { createdAt: "2026-11-26T10:00:00.000Z", id: "0b6c9f1e-8d8a-4c8e-9a57-3f1d2a4b5c6d" };
const filter = { status: "paid", q: "zezima" };

describe("order cursor", () => {
  it("comes back as it went, for the same filter in any key order", () => {
    const text = encodeOrderCursor(cursor, filter);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeOrderCursor(text, { q: "zezima", status: "paid", method: undefined })).toEqual({ ok: true, cursor });
  });

  it("refuses a cursor made for another filter", () => {
    const text = encodeOrderCursor(cursor, filter);
    expect(decodeOrderCursor(text, { status: "refunded" })).toEqual({
      ok: false,
      reason: "The page cursor belongs to another filter: start again from the first page.",
    });
  });

  it.each([
    ["not base64", "%%%"],
    ["not JSON", "bm90IGpzb24"],
    ["empty", ""],
    ["huge", "A".repeat(1_000)],
  ])("refuses a cursor that is %s", (_name, text) => {
    expect(decodeOrderCursor(text, filter)).toEqual({
      ok: false,
      reason: "The page cursor is not one this list made.",
    });
  });

  it("refuses a tampered payload: SQL in the id, a date that is not a timestamp, an extra key", () => {
    const forge = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString("base64url");
    const f = filterFingerprint(filter);
    for (const payload of [
      { c: cursor.createdAt, i: "x' OR 1=1 --", f },
      { c: "yesterday", i: cursor.id, f },
      { c: cursor.createdAt, i: cursor.id, f, limit: 1e9 },
      [cursor.createdAt, cursor.id],
    ]) {
      expect(decodeOrderCursor(forge(payload), filter).ok).toBe(false);
    }
    expect(decodeOrderCursor(forge({ c: cursor.createdAt, i: cursor.id, f }), filter).ok).toBe(true);
  });
});
