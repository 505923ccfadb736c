import { describe, expect, it } from "vitest";
import { encodeFeedPosition, parseLastEventId } from "./live-feed-events";

const orders = { at: "2026-11-26T10:00:00.000Z", id: "0b6c1f52-9a51-4d3e-9d8e-1f2a3b4c5d6e" };
const messages = { at: "2026-11-26T10:05:00.123Z", id: "7d1e2f3a-4b5c-4d6e-8f90-a1b2c3d4e5f6" };

describe("live feed position", () => {
  it("reads back the position it wrote, with or without each stream", () => {
    for (const position of [
      { orders, messages },
      { orders, messages: null },
      { orders: null, messages },
      { orders: null, messages: null },
    ])
      expect(parseLastEventId(encodeFeedPosition(position))).toEqual(position);
    expect(encodeFeedPosition({ orders: null, messages: null })).toBe("-|-");
  });

  it("ignores a missing header", () => {
    expect(parseLastEventId(null)).toBeNull();
    expect(parseLastEventId(undefined)).toBeNull();
    expect(parseLastEventId("")).toBeNull();
  });

  it("refuses hostile or broken ids instead of trusting them", () => {
    const good = encodeFeedPosition({ orders, messages });
    for (const value of [
      "-",
      "|",
      "-|-|-",
      `${good}|-`,
      `x|-`,
      `-|x`,
      "1; DROP TABLE orders",
      `${orders.at}~${orders.id}' OR '1'='1|-`,
      `${good}\n`.repeat(2),
      `-|${"2026-11-26T10:00:00.000Z~"}${"a".repeat(180)}`,
      "a".repeat(100_000),
      `2026-11-26T10:00:00Z~x|-`,
      `${orders.at}~${orders.id}|${messages.at}~../../etc/passwd`,
      "\u0000|\u0000",
      "%2D|%2D",
    ])
      expect(parseLastEventId(value), JSON.stringify(value.slice(0, 60))).toBeNull();
  });

  it("accepts surrounding spaces a proxy may have added", () => {
    expect(parseLastEventId(" -|- ")).toEqual({ orders: null, messages: null });
  });
});
