import { describe, expect, it } from "vitest";
import { checkSellAmount, payoutMethodLabel, SELL_MESSAGES, SELL_PAYOUT_METHODS } from "./sell-offer";
import * as sellOrders from "./sell-orders";

const limits = { quoteMinutes: 30, maxMillionsPerOrder: 10_000, maxMillionsPerDay: 20_000 };

describe("sell offer", () => {
  it("checks the amount: whole, minimum, per order", () => {
    expect(checkSellAmount(100, limits)).toEqual({ ok: true, millions: 100 });
    expect(checkSellAmount(99, limits)).toEqual({ ok: false, message: SELL_MESSAGES.minimum });
    expect(checkSellAmount(100.5, limits)).toEqual({ ok: false, message: SELL_MESSAGES.whole });
    expect(checkSellAmount(10_001, limits)).toMatchObject({ ok: false, message: expect.stringMatching(/10,000M/) });
  });

  it("names every payout method", () => {
    for (const method of SELL_PAYOUT_METHODS) expect(payoutMethodLabel(method)).not.toBe("");
  });

  it("is what the sell rules re-export", () => {
    expect(sellOrders.checkSellAmount).toBe(checkSellAmount);
    expect(sellOrders.SELL_MESSAGES).toBe(SELL_MESSAGES);
    expect(sellOrders.SELL_PAYOUT_METHODS).toBe(SELL_PAYOUT_METHODS);
  });
});
