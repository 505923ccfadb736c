import { describe, expect, it } from "vitest";
import { GOLD_SKU } from "@/domain/gold/gold-pricing";
import { discountLabel, discountPercent, payableCents, pricingContextOf } from "./pricing-context";

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

describe("discount labels", () => {
  it("name the percentage, fractional ones included, and that gold is left out", () => {
    expect(discountPercent(1_000)).toBe("10%");
    expect(discountPercent(1_250)).toBe("12.5%");
    expect(discountLabel(1_000)).toBe("Discount (10%, not on gold)");
  });
});
