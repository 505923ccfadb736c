import { describe, expect, it } from "vitest";
import type { CartItem } from "./cart-schema";
import { cartTotals, isDiscountable, lineDiscountCents } from "./cart-totals";

function line(sku: string, totalPrice: number): CartItem {
  return { sku, name: sku, count: 1, pricePer: totalPrice, totalPrice, imageSrc: "/art/x.svg", config: {} };
}

describe("discount", () => {
  it("applies to every line except OSRS Gold", () => {
    expect(isDiscountable({ sku: "osrs-gold" })).toBe(false);
    expect(isDiscountable({ sku: "fire-cape" })).toBe(true);
    expect(lineDiscountCents(line("osrs-gold", 14_250), 1_000)).toBe(0);
    expect(lineDiscountCents(line("fire-cape", 2_200), 1_000)).toBe(220);
  });

  it("rounds each line half-up to cents", () => {
    expect(lineDiscountCents(line("quest", 1_005), 1_000)).toBe(101); // 100.5 -> 101
    expect(lineDiscountCents(line("quest", 1_004), 1_000)).toBe(100); // 100.4 -> 100
    expect(lineDiscountCents(line("quest", 999), 1_250)).toBe(125); // 12.5% of 9.99 = 124.875
  });

  it("is nothing at a zero rate", () => {
    expect(lineDiscountCents(line("quest", 1_000), 0)).toBe(0);
  });
});

describe("cartTotals", () => {
  it("sums lines in integer cents and subtracts the discount on all but gold", () => {
    const totals = cartTotals([line("osrs-gold", 14_250), line("fire-cape", 2_200), line("quest", 1_005)], 1_000);
    expect(totals).toEqual({ subtotalCents: 17_455, discountCents: 321, totalCents: 17_134 });
  });

  it("is zero for an empty cart", () => {
    expect(cartTotals([], 1_000)).toEqual({ subtotalCents: 0, discountCents: 0, totalCents: 0 });
  });

  it("has no float drift where dollars would have it", () => {
    // 0.1 + 0.2 in dollars is 0.30000000000000004; in cents it is 30.
    expect(cartTotals([line("a", 10), line("b", 20)], 0).totalCents).toBe(30);
  });
});
