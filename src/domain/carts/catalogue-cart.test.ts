import { describe, expect, it } from "vitest";
import type { CartItem } from "@/domain/cart/cart-schema";
import { findProductBySku } from "@/domain/catalogue/catalogue";
import { buildGoldCartItem } from "@/domain/gold/gold-cart-item";
import { DEFAULT_GOLD_RATES } from "@/domain/gold/gold-pricing";
import { cartFromCatalogue } from "./catalogue-cart";

const deps = {
  findProduct: (sku: string) => findProductBySku(sku)?.product,
  context: { discountBasisPoints: 1_000 },
  goldRates: DEFAULT_GOLD_RATES,
};

const HOSTILE = "Your account is locked, verify at https://evil.example/login";

const hostileFireCape: CartItem = {
  sku: "fire-cape",
  name: HOSTILE,
  subName: HOSTILE,
  count: 1,
  pricePer: 1,
  totalPrice: 1,
  imageSrc: "/art/evil.svg",
  config: { "account-type": "zerker" },
};

describe("cartFromCatalogue", () => {
  it("builds each line from the catalogue: none of the stored name, detail, image or prices survive", () => {
    const cart = cartFromCatalogue([hostileFireCape], deps);
    expect(cart.items).toEqual([
      {
        sku: "fire-cape",
        name: "Fire Cape",
        subName: expect.any(String),
        count: 1,
        pricePer: 3_500,
        totalPrice: 3_500,
        imageSrc: "/art/products/fire-cape.svg",
        config: expect.objectContaining({ "account-type": "zerker" }),
      },
    ]);
    expect(JSON.stringify(cart)).not.toContain("evil");
    expect(JSON.stringify(cart)).not.toContain("locked");
    expect(cart).toMatchObject({ unavailable: 0, valueCents: 3_150 });
  });

  it("prices gold from the rates, with the shop's own image and label", () => {
    const gold = { ...buildGoldCartItem(750), name: HOSTILE, subName: HOSTILE, imageSrc: "/art/evil.svg" };
    const cart = cartFromCatalogue([gold], deps);
    expect(cart.items).toEqual([buildGoldCartItem(750)]);
    expect(cart.valueCents).toBe(buildGoldCartItem(750).totalPrice);
  });

  it("leaves out, and does not value, a line no longer sold or no longer priced", () => {
    const gone = { ...hostileFireCape, sku: "no-such-product" };
    const badConfig = { ...hostileFireCape, config: { "account-type": "no-such-choice" } };
    const cart = cartFromCatalogue([gone, hostileFireCape, badConfig], deps);
    expect(cart.items.map((item) => item.sku)).toEqual(["fire-cape"]);
    expect(cart).toMatchObject({ unavailable: 2, valueCents: 3_150 });
    expect(cartFromCatalogue([], deps)).toEqual({ items: [], unavailable: 0, valueCents: 0 });
  });
});
