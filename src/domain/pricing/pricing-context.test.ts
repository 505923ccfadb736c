import { describe, expect, it } from "vitest";
import { GOLD_SKU } from "@/domain/gold/gold-pricing";
import {
  discountPercent,
  lineStory,
  payableCents,
  pricedLineStory,
  pricingContextOf,
  storyTotals,
  youSaveLabel,
} from "./pricing-context";

describe("pricingContextOf", () => {
  it("takes the discount and the gold buy rate from the operator's prices", () => {
    const pricing = {
      discountBasisPoints: 1_250,
      minOrderCents: 500,
      goldRates: { sellMillicentsPerMillion: 19_000, buyMillicentsPerMillion: 12_000 },
    };
    expect(pricingContextOf(pricing)).toEqual({ discountBasisPoints: 1_250, goldBuyMillicentsPerMillion: 12_000 });
  });
});

describe("payableCents", () => {
  it("takes the discount off a service, rounded half-up to cents", () => {
    expect(payableCents({ sku: "fire-cape", totalPrice: 3_500 }, 1_000)).toBe(3_150);
    expect(payableCents({ sku: "fire-cape", totalPrice: 5 }, 1_000)).toBe(4);
  });

  it("never discounts gold, and a zero discount changes nothing", () => {
    expect(payableCents({ sku: GOLD_SKU, totalPrice: 14_250 }, 1_000)).toBe(14_250);
    expect(payableCents({ sku: "fire-cape", totalPrice: 3_500 }, 0)).toBe(3_500);
  });
});

describe("the price story", () => {
  it("shows a discounted line at what it is charged, with the list price and the saving beside it", () => {
    expect(lineStory({ sku: "fire-cape", totalPrice: 3_500 }, { discountBasisPoints: 1_000 })).toEqual({
      listCents: 3_500,
      payableCents: 3_150,
      savedCents: 350,
    });
  });

  it("shows gold, and every line when there is no discount, at its list price with nothing saved", () => {
    expect(lineStory({ sku: GOLD_SKU, totalPrice: 14_250 }, { discountBasisPoints: 1_000 })).toEqual({
      listCents: 14_250,
      payableCents: 14_250,
      savedCents: 0,
    });
    expect(lineStory({ sku: "fire-cape", totalPrice: 3_500 }, { discountBasisPoints: 0 }).savedCents).toBe(0);
  });

  it("reads a server-priced line the same way", () => {
    expect(pricedLineStory({ totalCents: 3_500, discountCents: 350, payableCents: 3_150 })).toEqual({
      listCents: 3_500,
      payableCents: 3_150,
      savedCents: 350,
    });
  });

  it("totals what the lines are charged, so they add up to it, and the saving beside it", () => {
    const lines = [
      lineStory({ sku: GOLD_SKU, totalPrice: 14_250 }, { discountBasisPoints: 1_000 }),
      lineStory({ sku: "fire-cape", totalPrice: 3_500 }, { discountBasisPoints: 1_000 }),
    ];
    expect(storyTotals(lines)).toEqual({ totalCents: 17_400, savedCents: 350 });
    expect(storyTotals([])).toEqual({ totalCents: 0, savedCents: 0 });
  });
});

describe("discount labels", () => {
  it("name the percentage, fractional ones included, and that gold is left out", () => {
    expect(discountPercent(1_000)).toBe("10%");
    expect(discountPercent(1_250)).toBe("12.5%");
    expect(youSaveLabel(1_000)).toBe("You save (10%, not on gold)");
  });
});
