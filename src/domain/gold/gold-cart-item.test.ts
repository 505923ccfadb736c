import { describe, expect, it } from "vitest";
import { cartItemSchema } from "@/domain/cart/cart-schema";
import { buildGoldCartItem } from "./gold-cart-item";

describe("buildGoldCartItem", () => {
  it("makes one valid osrs-gold line priced at 0.19 per million", () => {
    const item = buildGoldCartItem(750);
    expect(item).toEqual({
      sku: "osrs-gold",
      name: "OSRS Gold",
      subName: "750M",
      count: 1,
      pricePer: 14_250,
      totalPrice: 14_250,
      imageSrc: "/art/gold.svg",
      config: { millions: 750 },
    });
    expect(cartItemSchema.parse(item)).toEqual(item);
  });
});
