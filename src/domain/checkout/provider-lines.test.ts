import { describe, expect, it } from "vitest";
import { providerLines, shareReduction } from "./provider-lines";
import type { OrderLine } from "./reprice";

function line(name: string, payableCents: number, count = 1): OrderLine {
  return {
    sku: name.toLowerCase(),
    name,
    subName: "",
    count,
    config: {},
    unitCents: payableCents,
    totalCents: payableCents,
    discountCents: 0,
    payableCents,
  };
}

describe("shareReduction", () => {
  it("shares a reduction in proportion, to the cent, adding up to it", () => {
    expect(shareReduction([3_150, 1_050], 420)).toEqual([315, 105]);
    expect(shareReduction([100, 100, 100], 100)).toEqual([34, 33, 33]);
    expect(shareReduction([1, 1, 1], 2)).toEqual([1, 1, 0]);
  });

  it("takes nothing without a reduction, and never more than a line charges", () => {
    expect(shareReduction([500, 700], 0)).toEqual([0, 0]);
    expect(shareReduction([500, 700], 5_000)).toEqual([500, 700]);
    expect(shareReduction([0, 700], 100)).toEqual([0, 100]);
  });

  it("always adds up to the reduction for any split", () => {
    for (let seed = 1; seed < 300; seed++) {
      const amounts = [seed * 7, seed * 13 + 1, 999 - (seed % 500)];
      const total = amounts.reduce((a, b) => a + b, 0);
      const reduction = (seed * 37) % total;
      const shares = shareReduction(amounts, reduction);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(reduction);
      shares.forEach((share, index) => {
        expect(share).toBeGreaterThanOrEqual(0);
        expect(share).toBeLessThanOrEqual(amounts[index] ?? 0);
      });
    }
  });
});

describe("providerLines", () => {
  const lines = [line("Fire Cape", 3_150), line("Zulrah kills", 1_800, 10)];

  it("without a promo code: each line at what it charges", () => {
    const totals = { subtotalCents: 4_950, discountCents: 0, totalCents: 4_950 };
    expect(providerLines(lines, totals)).toEqual([
      { name: "Fire Cape", amountCents: 3_150 },
      { name: "Zulrah kills × 10", amountCents: 1_800 },
    ]);
  });

  it("with one: the lines add up to the order's total and say the code", () => {
    const totals = { subtotalCents: 4_950, discountCents: 0, totalCents: 4_455, promo: { code: "TENOFF", cents: 495 } };
    const charged = providerLines(lines, totals);
    expect(charged.reduce((sum, entry) => sum + entry.amountCents, 0)).toBe(4_455);
    expect(charged).toEqual([
      { name: "Fire Cape, with promo TENOFF", amountCents: 2_835 },
      { name: "Zulrah kills × 10, with promo TENOFF", amountCents: 1_620 },
    ]);
  });
});
