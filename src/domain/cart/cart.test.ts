import { describe, expect, it } from "vitest";
import { addCartItem, cartItemCount, clearCart, emptyCart, removeCartItem, sameCartItem } from "./cart";
import type { CartItem } from "./cart-schema";

const fireCape: CartItem = {
  sku: "fire-cape",
  name: "Fire Cape",
  subName: "Main",
  count: 1,
  pricePer: 2_200,
  totalPrice: 2_200,
  imageSrc: "/art/fire-cape.svg",
  config: { accountType: "main", express: false },
};

const gold: CartItem = {
  sku: "osrs-gold",
  name: "OSRS Gold",
  subName: "750M",
  count: 1,
  pricePer: 14_250,
  totalPrice: 14_250,
  imageSrc: "/art/gold.svg",
  config: { millions: 750 },
};

describe("addCartItem", () => {
  it("appends a new sku and says it was added", () => {
    const first = addCartItem([], fireCape);
    expect(first).toEqual({ items: [fireCape], outcome: "added" });
    const second = addCartItem(first.items, gold);
    expect(second).toEqual({ items: [fireCape, gold], outcome: "added" });
  });

  it("does nothing for the same sku with identical content, whatever the key order of its config", () => {
    const reordered: CartItem = { ...fireCape, config: { express: false, accountType: "main" } };
    const result = addCartItem([fireCape, gold], reordered);
    expect(result.outcome).toBe("unchanged");
    expect(result.items).toEqual([fireCape, gold]);
  });

  it("replaces the line in place when the same sku has different content, and says it was updated", () => {
    const more = { ...gold, subName: "1,000M", pricePer: 19_000, totalPrice: 19_000, config: { millions: 1_000 } };
    const result = addCartItem([gold, fireCape], more);
    expect(result).toEqual({ items: [more, fireCape], outcome: "updated" });
  });

  it("counts a change in any field, options included, as different content", () => {
    expect(addCartItem([fireCape], { ...fireCape, config: { ...fireCape.config, express: true } }).outcome).toBe(
      "updated",
    );
    expect(addCartItem([fireCape], { ...fireCape, count: 2 }).outcome).toBe("updated");
    expect(addCartItem([fireCape], { ...fireCape, subName: undefined }).outcome).toBe("updated");
  });

  it("never changes the list it was given", () => {
    const items = [fireCape];
    addCartItem(items, gold);
    expect(items).toEqual([fireCape]);
  });
});

describe("removeCartItem", () => {
  it("deletes by sku and ignores an unknown sku", () => {
    expect(removeCartItem([fireCape, gold], "fire-cape")).toEqual([gold]);
    expect(removeCartItem([fireCape], "nope")).toEqual([fireCape]);
  });
});

describe("clearCart", () => {
  it("empties the cart under the new uuid it is given", () => {
    expect(clearCart("0b8f8d3e-4e5c-4c1a-9d7e-2f6a1b3c4d5e")).toEqual({
      uuid: "0b8f8d3e-4e5c-4c1a-9d7e-2f6a1b3c4d5e",
      cartItems: [],
    });
  });
});

describe("helpers", () => {
  it("starts empty with no transient state", () => {
    expect(emptyCart("u")).toEqual({
      uuid: "u",
      cartItems: [],
      flyItem: null,
      addedItem: null,
      removedLines: null,
      showCart: false,
    });
  });

  it("counts lines and compares items by content", () => {
    expect(cartItemCount([fireCape, gold])).toBe(2);
    expect(sameCartItem(fireCape, { ...fireCape })).toBe(true);
    expect(sameCartItem(fireCape, gold)).toBe(false);
  });
});
