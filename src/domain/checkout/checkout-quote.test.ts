import { describe, expect, it } from "vitest";
import type { CartItem } from "@/domain/cart/cart-schema";
import { findProductBySku } from "@/domain/catalogue/catalogue";
import { buildGoldCartItem } from "@/domain/gold/gold-cart-item";
import { DEFAULT_GOLD_RATES } from "@/domain/gold/gold-pricing";
import { applyQuote, movedSince, quoteCart, quoteOfLines } from "./checkout-quote";
import { repriceCart } from "./reprice";

const deps = {
  findProduct: (sku: string) => findProductBySku(sku)?.product,
  context: { discountBasisPoints: 1_000 },
  goldRates: DEFAULT_GOLD_RATES,
};
const reprice = (items: readonly CartItem[]) => repriceCart(items, deps);

const gold = buildGoldCartItem(750, DEFAULT_GOLD_RATES);
const cape = (totalPrice: number): CartItem => ({
  sku: "fire-cape",
  name: "Fire Cape",
  subName: "Zerker",
  count: 1,
  pricePer: totalPrice,
  totalPrice,
  imageSrc: "/art/fire-cape.svg",
  config: { "account-type": "zerker" },
});
const unknown: CartItem = { ...cape(100), sku: "no-such-thing", name: "Gone" };

describe("quoteCart", () => {
  it("prices every line with the order's re-pricing, whatever the browser claimed", () => {
    const quote = quoteCart([gold, cape(1)], reprice);
    expect(quote.results.map((result) => result.status)).toEqual(["priced", "priced"]);
    expect(quote.totals).toEqual({ subtotalCents: 17_750, discountCents: 350, totalCents: 17_400 });
    expect(quote.totals.totalCents).toBe(17_400);
  });

  it("refuses a line it cannot sell with the reason, and totals the others", () => {
    const quote = quoteCart([unknown, cape(3_500)], reprice);
    expect(quote.results[0]).toEqual({
      status: "refused",
      sku: "no-such-thing",
      reason: "This product is no longer sold.",
    });
    expect(quote.results[1]?.status).toBe("priced");
    expect(quote.totals.totalCents).toBe(3_150);
    expect(quoteCart([unknown], reprice).totals).toEqual({ subtotalCents: 0, discountCents: 0, totalCents: 0 });
  });
});

describe("applyQuote", () => {
  it("notes a line whose charge moved, with what the browser showed, and takes the server's prices", () => {
    const stale = cape(3_000);
    const quote = quoteCart([gold, stale], reprice);
    const applied = applyQuote([gold, stale], quote, 1_000);
    expect(applied.wasCents).toEqual([null, 2_700]);
    expect(applied.items[0]).toBe(gold);
    expect(applied.items[1]).toMatchObject({ pricePer: 3_500, totalPrice: 3_500 });
    // Once the cart holds the server's prices, nothing has moved.
    expect(applyQuote(applied.items, quote, 1_000).wasCents).toEqual([null, null]);
  });

  it("leaves a refused line as it was, for the visitor to remove", () => {
    const quote = quoteCart([unknown], reprice);
    expect(applyQuote([unknown], quote, 1_000)).toEqual({ items: [unknown], wasCents: [null] });
  });
});

describe("quoteOfLines", () => {
  it("makes the order's 409 lines a quote with every line priced", () => {
    const priced = reprice([cape(3_500)]);
    if (!priced.ok) throw new Error("unpriced");
    expect(quoteOfLines(priced.lines, priced.totals)).toEqual({
      results: [{ status: "priced", line: priced.lines[0] }],
      totals: priced.totals,
    });
  });

  it("keeps the promo code the server applied, so the next placement sends it again", () => {
    const priced = reprice([cape(3_500)]);
    if (!priced.ok) throw new Error("unpriced");
    const totals = { ...priced.totals, totalCents: 2_835, promo: { code: "SPRING10", cents: 315 } };
    expect(quoteOfLines(priced.lines, totals).promo).toEqual({ status: "applied", code: "SPRING10", cents: 315 });
  });
});

describe("movedSince", () => {
  it("names, by position, what the earlier quote charged where the later one charges otherwise", () => {
    const earlier = quoteCart([gold, cape(3_000)], (items) =>
      repriceCart(items, { ...deps, context: { discountBasisPoints: 0 } }),
    );
    const later = quoteCart([gold, cape(3_000)], reprice);
    expect(movedSince(earlier, later)).toEqual([null, 3_500]);
    expect(movedSince(later, later)).toEqual([null, null]);
    expect(movedSince(quoteCart([unknown, gold], reprice), quoteCart([cape(1), gold], reprice))).toEqual([null, null]);
  });
});
