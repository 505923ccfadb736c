import { describe, expect, it } from "vitest";
import {
  canOrderWith,
  formatDuration,
  type GoldPromise,
  goldContactMessage,
  goldPromise,
  goldPromiseSentence,
  goldPromiseUnknownWords,
  goldPromiseWords,
  parseGoldPromise,
  serializeGoldPromise,
} from "./gold-promise";

const settings = { deliveryMinutes: 15, restockHours: 0, contactAboveMillions: 20_000 };

describe("goldPromise", () => {
  it("promises the usual time for an amount the stock covers, to the last tenth", () => {
    expect(goldPromise({ millions: 500, availableTenths: 5_000, settings })).toEqual({ kind: "in_stock", minutes: 15 });
    expect(goldPromise({ millions: 500, availableTenths: 12_345, settings })).toEqual({
      kind: "in_stock",
      minutes: 15,
    });
  });

  it("says pre-order beyond the stock when no restock time is set", () => {
    expect(goldPromise({ millions: 500, availableTenths: 4_999, settings })).toEqual({ kind: "pre_order" });
    expect(goldPromise({ millions: 100, availableTenths: 0, settings })).toEqual({ kind: "pre_order" });
    // Available below zero (an operator's override) covers nothing.
    expect(goldPromise({ millions: 100, availableTenths: -50, settings })).toEqual({ kind: "pre_order" });
  });

  it("promises the restock time beyond the stock when one is set", () => {
    expect(goldPromise({ millions: 500, availableTenths: 10, settings: { ...settings, restockHours: 24 } })).toEqual({
      kind: "restock",
      hours: 24,
    });
  });

  it("asks the buyer to contact the shop above the limit, whatever the stock", () => {
    const contact = { kind: "contact", aboveMillions: 20_000 } as const;
    expect(goldPromise({ millions: 20_001, availableTenths: 1_000_000, settings })).toEqual(contact);
    expect(goldPromise({ millions: 20_000, availableTenths: 1_000_000, settings }).kind).toBe("in_stock");
    expect(canOrderWith(contact)).toBe(false);
    expect(canOrderWith({ kind: "pre_order" })).toBe(true);
  });
});

describe("the words", () => {
  it("say each promise the same way everywhere", () => {
    expect(goldPromiseSentence({ kind: "in_stock", minutes: 15 })).toBe(
      "In stock — delivered in about 15 minutes after payment.",
    );
    expect(goldPromiseSentence({ kind: "restock", hours: 24 })).toBe(
      "Beyond our stock — restocked and delivered within 24 hours of payment.",
    );
    expect(goldPromiseSentence({ kind: "pre_order" })).toBe(
      "Pre-order — beyond our stock, delivered as soon as new stock arrives.",
    );
    expect(goldPromiseWords({ kind: "contact", aboveMillions: 20_000 }).detail).toContain("above 20,000M");
    expect(goldContactMessage(20_000)).toContain("more than 20,000M");
  });

  it("never promise a time when the stock is unknown without saying 'when in stock'", () => {
    expect(goldPromiseUnknownWords().detail).toContain("when in stock");
  });

  it("name durations in the unit a buyer reads", () => {
    expect(formatDuration(1)).toBe("1 minute");
    expect(formatDuration(15)).toBe("15 minutes");
    expect(formatDuration(60)).toBe("1 hour");
    expect(formatDuration(90)).toBe("90 minutes");
    expect(formatDuration(24 * 60)).toBe("24 hours");
    expect(formatDuration(72 * 60)).toBe("3 days");
  });
});

describe("the stored promise", () => {
  it("round-trips every kind", () => {
    const promises: GoldPromise[] = [
      { kind: "in_stock", minutes: 15 },
      { kind: "restock", hours: 48 },
      { kind: "pre_order" },
      { kind: "contact", aboveMillions: 20_000 },
    ];
    for (const promise of promises) expect(parseGoldPromise(serializeGoldPromise(promise))).toEqual(promise);
  });

  it("reads nothing from text that is not a promise", () => {
    for (const text of [
      null,
      undefined,
      "",
      "{",
      "null",
      "[]",
      '{"kind":"in_stock"}',
      '{"kind":"in_stock","minutes":-1}',
      '{"kind":"soon"}',
    ]) {
      expect(parseGoldPromise(text)).toBeUndefined();
    }
  });
});
