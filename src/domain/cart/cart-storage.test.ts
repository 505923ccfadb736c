import { describe, expect, it } from "vitest";
import type { CartState } from "./cart";
import { parseStoredCart, serialiseCart } from "./cart-storage";

const UUID = "0b8f8d3e-4e5c-4c1a-9d7e-2f6a1b3c4d5e";
const FALLBACK = "9d7e2f6a-1b3c-4d5e-8b8f-0b8f8d3e4e5c";

const cart: CartState = {
  uuid: UUID,
  cartItems: [
    {
      sku: "osrs-gold",
      name: "OSRS Gold",
      subName: "750M",
      count: 1,
      pricePer: 14_250,
      totalPrice: 14_250,
      imageSrc: "/art/gold.svg",
      config: { millions: 750 },
    },
  ],
  flyItem: { id: 1, imageSrc: "/art/gold.svg", fromX: 10, fromY: 20 },
  addedItem: { id: 1, name: "OSRS Gold", subName: "750M", outcome: "added" },
  removedLines: {
    id: 2,
    lines: [{ sku: "diary-atlantis", name: "Atlantis Diary", reason: "This product is no longer sold." }],
  },
  showCart: true,
};

describe("cart storage", () => {
  it("saves only the uuid and the items", () => {
    const saved = JSON.parse(serialiseCart(cart));
    expect(Object.keys(saved).sort()).toEqual(["cartItems", "uuid"]);
    expect(saved).not.toHaveProperty("flyItem");
    expect(saved).not.toHaveProperty("addedItem");
    expect(saved).not.toHaveProperty("showCart");
    expect(saved).not.toHaveProperty("removedLines");
  });

  it("reads back what it saved, with the transient fields reset", () => {
    expect(parseStoredCart(serialiseCart(cart), FALLBACK)).toEqual({
      uuid: UUID,
      cartItems: cart.cartItems,
      flyItem: null,
      addedItem: null,
      removedLines: null,
      showCart: false,
    });
  });

  it.each([
    ["nothing stored", null],
    ["not JSON", "{oops"],
    ["JSON of another shape", JSON.stringify({ items: [1, 2, 3] })],
    ["a bad uuid", JSON.stringify({ uuid: "x", cartItems: [] })],
    [
      "an item with a string price",
      JSON.stringify({ uuid: UUID, cartItems: [{ ...cart.cartItems[0], totalPrice: "142.50" }] }),
    ],
    [
      "an item with an extra field",
      JSON.stringify({ uuid: UUID, cartItems: [{ ...cart.cartItems[0], hacked: true }] }),
    ],
    ["a repeated sku", JSON.stringify({ uuid: UUID, cartItems: [cart.cartItems[0], cart.cartItems[0]] })],
    ["a JSON string", JSON.stringify("cart")],
    ["null", "null"],
  ])("gives an empty cart for %s", (_case, raw) => {
    expect(parseStoredCart(raw, FALLBACK)).toEqual({
      uuid: FALLBACK,
      cartItems: [],
      flyItem: null,
      addedItem: null,
      removedLines: null,
      showCart: false,
    });
  });
});
