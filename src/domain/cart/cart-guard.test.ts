import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readStoredCart } from "./cart-guard";
import { storedCartSchema } from "./cart-schema";

const UUIDS = [
  "8f14e45f-ceea-4e7a-9b3c-2a1d5e6f7a8b",
  "00000000-0000-0000-0000-000000000000",
  "ffffffff-ffff-ffff-ffff-ffffffffffff",
  "8F14E45F-CEEA-1E7A-AB3C-2A1D5E6F7A8B",
  "8f14e45f-ceea-0e7a-9b3c-2a1d5e6f7a8b",
  "8f14e45f-ceea-4e7a-7b3c-2a1d5e6f7a8b",
  "8f14e45fceea4e7a9b3c2a1d5e6f7a8b",
  "",
];

/** Mostly valid values, sometimes one at or past a limit or of the wrong type, so both answers come up often. */
const mostly = <T, U>(valid: fc.Arbitrary<T>, edge: fc.Arbitrary<U>) =>
  fc.oneof({ weight: 12, arbitrary: valid }, { weight: 1, arbitrary: edge });
const text = (min: number, max: number) =>
  mostly(
    fc.string({ minLength: Math.max(min, 1), maxLength: 4 }),
    fc.constantFrom("", "x".repeat(max), "x".repeat(max + 1), "é".repeat(max), 1, null, true),
  );
const whole = (min: number, max: number) =>
  mostly(fc.integer({ min, max }), fc.constantFrom(min - 1, max, max + 1, 1.5, -0, Number.MAX_SAFE_INTEGER + 2, "3"));
const configValue = mostly(
  fc.oneof(fc.string({ maxLength: 4 }), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean()),
  fc.constantFrom("v".repeat(200), "v".repeat(201), null, [], {}),
);
const config = mostly(
  fc.dictionary(fc.string({ minLength: 1, maxLength: 4 }), configValue, { maxKeys: 3 }),
  fc.constantFrom(
    { ["k".repeat(64)]: 1 },
    { ["k".repeat(65)]: 1 },
    { "": 1 },
    Object.fromEntries(Array.from({ length: 30 }, (_, index) => [`o${index}`, index])),
    Object.fromEntries(Array.from({ length: 31 }, (_, index) => [`o${index}`, index])),
    null,
    [],
    "a",
  ),
);
const item = fc
  .record(
    {
      sku: fc.oneof(fc.constantFrom("a", "b", "c", "d"), text(1, 120)),
      name: text(1, 200),
      subName: text(0, 200),
      count: whole(1, 1_000_000),
      pricePer: whole(0, 100_000_000),
      totalPrice: whole(0, 1_000_000_000),
      imageSrc: text(0, 300),
      config,
    },
    { requiredKeys: ["sku", "name", "count", "pricePer", "totalPrice", "imageSrc", "config"] },
  )
  .chain((line) => mostly(fc.constant(line), fc.constant({ ...line, extra: "unknown key" })));
const storedCart = fc.record(
  {
    uuid: mostly(fc.uuid(), fc.constantFrom(...UUIDS)),
    cartItems: mostly(fc.array(item, { maxLength: 4 }), fc.constantFrom("not a list", null, {})),
    showCart: fc.boolean(),
  },
  { requiredKeys: ["uuid", "cartItems"] },
);

describe("readStoredCart", () => {
  it("gives the same answer as the server's zod schema for every generated cart", () => {
    fc.assert(
      fc.property(fc.oneof(storedCart, fc.anything()), (value) => {
        const parsed = storedCartSchema.safeParse(value);
        expect(readStoredCart(value)).toEqual(parsed.success ? parsed.data : null);
      }),
      { numRuns: 3_000 },
    );
  });

  it("generates enough valid carts for the comparison to mean something", () => {
    const samples = fc.sample(storedCart, 2_000);
    const valid = samples.filter((value) => storedCartSchema.safeParse(value).success);
    expect(valid.length).toBeGreaterThan(400);
    expect(valid.length).toBeLessThan(1_600);
    expect(
      valid.filter((value) => Array.isArray(value.cartItems) && value.cartItems.length >= 2).length,
    ).toBeGreaterThan(50);
  });

  it("accepts a real cart and keeps only the stored fields", () => {
    const cart = {
      uuid: UUIDS[0],
      cartItems: [
        {
          sku: "osrs-gold",
          name: "OSRS Gold",
          subName: "750M",
          count: 750,
          pricePer: 19,
          totalPrice: 14_250,
          imageSrc: "/art/gold.svg",
          config: { millions: 750 },
        },
      ],
      showCart: true,
    };
    expect(readStoredCart(cart)).toEqual({ uuid: cart.uuid, cartItems: cart.cartItems });
  });

  it("refuses 101 lines and a repeated sku", () => {
    const line = (sku: string) => ({ sku, name: "n", count: 1, pricePer: 1, totalPrice: 1, imageSrc: "", config: {} });
    expect(readStoredCart({ uuid: UUIDS[0], cartItems: Array.from({ length: 101 }, (_, i) => line(`s${i}`)) })).toBe(
      null,
    );
    expect(readStoredCart({ uuid: UUIDS[0], cartItems: [line("a"), line("a")] })).toBe(null);
  });
});
