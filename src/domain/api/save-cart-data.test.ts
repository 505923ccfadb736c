import { describe, expect, it } from "vitest";
import { saveCartDataRequestSchema, saveCartDataResponseSchema } from "./save-cart-data";

const uuid = "9b2f7c1e-8d4a-4f3b-9c6d-2e1f0a9b8c7d";

describe("the saveCartData contract", () => {
  it("parses the cart's JSON string into checked items", () => {
    const body = saveCartDataRequestSchema.parse({ uuid, cart: "[]", email: "" });
    expect(body).toEqual({ uuid, cart: [], email: "" });
  });

  it("refuses a cart that is not JSON, and an email that is not one", () => {
    expect(saveCartDataRequestSchema.safeParse({ uuid, cart: "[", email: "" }).success).toBe(false);
    expect(saveCartDataRequestSchema.safeParse({ uuid, cart: "[]", email: "nope" }).success).toBe(false);
  });

  it("answers ok with the uuid and the number of lines", () => {
    expect(saveCartDataResponseSchema.safeParse({ ok: true, uuid, lines: 2 }).success).toBe(true);
    expect(saveCartDataResponseSchema.safeParse({ ok: true, uuid, lines: -1 }).success).toBe(false);
  });
});

describe("the saveCartData contract's refusals, as the server answers them", () => {
  it("names the cart when its string is not JSON, and checks nothing more of it", () => {
    expect(saveCartDataRequestSchema.safeParse({ uuid, cart: "[", email: "" }).error?.issues).toEqual([
      { code: "custom", path: ["cart"], message: "must be a JSON string of the cart items" },
    ]);
  });

  it("checks the parsed items like any other input, under the cart's path", () => {
    const cart = JSON.stringify([{ sku: "fire-cape", name: "Fire Cape", count: 1.5 }]);
    expect(saveCartDataRequestSchema.safeParse({ uuid, cart, email: "" }).error?.issues[0]).toMatchObject({
      path: ["cart", 0, "count"],
      message: "Invalid input: expected int, received number",
    });
  });
});
