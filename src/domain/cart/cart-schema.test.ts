import { describe, expect, it } from "vitest";
import { buildGoldCartItem } from "@/domain/gold/gold-cart-item";
import { cartItemSchema, cartItemsSchema, MAX_CART_LINES } from "./cart-schema";

/** A line the shop itself builds, with options of each kind a line may carry. */
const item = { ...buildGoldCartItem(750), config: { "account-type": "zerker", express: true, kills: 3 } };

// The server answers a refused body with its first issue's path and message (src/server/http/parse-body.ts).
describe("cart lines", () => {
  it("takes a line as the browser stores it, subName optional", () => {
    expect(cartItemSchema.parse(item)).toEqual(item);
    const { subName: _subName, ...withoutSubName } = item;
    expect(cartItemSchema.parse(withoutSubName)).toEqual(withoutSubName);
  });

  it("says what is wrong with a line in zod's English words", () => {
    expect(cartItemSchema.safeParse({ ...item, count: 1.5 }).error?.issues[0]).toMatchObject({
      path: ["count"],
      message: "Invalid input: expected int, received number",
    });
    expect(cartItemSchema.safeParse({ ...item, count: "3" }).error?.issues[0]).toMatchObject({
      path: ["count"],
      message: "Invalid input: expected number, received string",
    });
    expect(cartItemSchema.safeParse({ ...item, pricePer: -1 }).error?.issues[0]).toMatchObject({
      path: ["pricePer"],
      message: "Too small: expected number to be >=0",
    });
    expect(cartItemSchema.safeParse({ ...item, price: 1 }).error?.issues[0]).toMatchObject({
      path: [],
      message: 'Unrecognized key: "price"',
    });
  });

  it("bounds the chosen options, which must be plain values", () => {
    const many = Object.fromEntries(Array.from({ length: 31 }, (_, index) => [`o${index}`, index]));
    expect(cartItemSchema.safeParse({ ...item, config: many }).error?.issues[0]).toMatchObject({
      path: ["config"],
      message: "has too many options",
    });
    expect(cartItemSchema.safeParse({ ...item, config: { kills: null } }).error?.issues[0]).toMatchObject({
      path: ["config", "kills"],
      message: "Invalid input",
    });
  });

  it("refuses a cart over the line limit or with a sku twice", () => {
    const lines = Array.from({ length: MAX_CART_LINES + 1 }, (_, index) => ({ ...item, sku: `p-${index}` }));
    expect(cartItemsSchema.safeParse(lines).error?.issues).toMatchObject([
      { path: [], message: "must have at most 100 lines" },
    ]);
    expect(cartItemsSchema.safeParse([item, item]).error?.issues).toMatchObject([
      { path: [], message: "must not repeat a sku" },
    ]);
  });
});
