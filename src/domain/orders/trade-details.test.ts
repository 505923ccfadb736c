import { describe, expect, it } from "vitest";
import { checkTradeDetails, decideTrade, TRADE_MESSAGES, tradeText } from "./trade-details";

const valid = { world: 420, place: "Grand Exchange", traderRsn: "RF Trader" };
const goldPaid = { status: "paid" as const, isGold: true };

describe("trade details", () => {
  it("accepts the worlds 301 to 580, a place and a RuneScape name, trimmed", () => {
    expect(checkTradeDetails({ world: 301, place: "  Grand Exchange ", traderRsn: " RF  Trader " })).toEqual({
      ok: true,
      trade: { world: 301, place: "Grand Exchange", traderRsn: "RF Trader" },
    });
    expect(checkTradeDetails({ ...valid, world: 580 }).ok).toBe(true);
    expect(checkTradeDetails({ ...valid, traderRsn: "a_b-C 9012345".slice(0, 12) }).ok).toBe(true);
  });

  it("names the first wrong field", () => {
    for (const world of [300, 581, 0, -1, 420.5, Number.NaN]) {
      expect(checkTradeDetails({ ...valid, world })).toEqual({
        ok: false,
        field: "world",
        reason: TRADE_MESSAGES.world,
      });
    }
    expect(checkTradeDetails({ ...valid, place: "   " })).toMatchObject({ ok: false, field: "place" });
    expect(checkTradeDetails({ ...valid, place: "x".repeat(101) })).toMatchObject({ ok: false, field: "place" });
    expect(checkTradeDetails({ ...valid, place: "x".repeat(100) }).ok).toBe(true);
    for (const traderRsn of ["", "thirteen-char", "Zez!ma", "Zéz", "<b>"]) {
      expect(checkTradeDetails({ ...valid, traderRsn })).toMatchObject({ ok: false, field: "traderRsn" });
    }
  });

  it("goes on a paid gold order only", () => {
    expect(decideTrade(goldPaid, valid).ok).toBe(true);
    expect(decideTrade({ status: "paid", isGold: false }, valid)).toEqual({
      ok: false,
      field: null,
      reason: TRADE_MESSAGES.notGold,
    });
    expect(decideTrade({ status: "pending", isGold: true }, valid)).toEqual({
      ok: false,
      field: null,
      reason: "Only a paid order gets trade details; this one is pending.",
    });
  });

  it("goes on an order paid with gold while it waits for the gold, whatever its lines", () => {
    const waiting = { status: "pending" as const, isGold: false, paysWithGold: true };
    expect(decideTrade(waiting, valid).ok).toBe(true);
    expect(decideTrade(waiting, { ...valid, world: 1 })).toMatchObject({ ok: false, field: "world" });
    for (const status of ["paid", "expired", "cancelled", "refunded"] as const) {
      expect(decideTrade({ ...waiting, status }, valid)).toMatchObject({ ok: false, field: null });
    }
  });

  it("reads as one line", () => {
    expect(tradeText(valid)).toBe("World 420, Grand Exchange, with our trader RF Trader");
  });
});
