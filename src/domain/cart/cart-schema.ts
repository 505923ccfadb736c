import * as z from "zod/mini";
import { MAX_CART_LINES } from "./cart-limits";

export { MAX_CART_LINES };

// zod/mini: the checkout's quote and the cart's save load these in the browser (api-contract.ts).

/** A product's chosen options, kept so the server can re-price the line; flat and small on purpose. */
export const cartItemConfigSchema = z
  .record(
    z.string().check(z.minLength(1), z.maxLength(64)),
    z.union([z.string().check(z.maxLength(200)), z.number(), z.boolean()]),
  )
  .check(z.refine((config) => Object.keys(config).length <= 30, { message: "has too many options" }));

/**
 * A cart line (spec section 3). The field names are the spec's; pricePer and totalPrice are
 * integer cents, never dollars.
 */
export const cartItemSchema = z.strictObject({
  sku: z.string().check(z.minLength(1), z.maxLength(120)),
  name: z.string().check(z.minLength(1), z.maxLength(200)),
  subName: z.optional(z.string().check(z.maxLength(200))),
  count: z.number().check(z.int(), z.minimum(1), z.maximum(1_000_000)),
  pricePer: z.number().check(z.int(), z.minimum(0), z.maximum(100_000_000)),
  totalPrice: z.number().check(z.int(), z.minimum(0), z.maximum(1_000_000_000)),
  imageSrc: z.string().check(z.maxLength(300)),
  config: cartItemConfigSchema,
});

export type CartItem = z.infer<typeof cartItemSchema>;
export type CartItemConfig = z.infer<typeof cartItemConfigSchema>;

export const cartItemsSchema = z.array(cartItemSchema).check(
  z.maxLength(MAX_CART_LINES, { message: `must have at most ${MAX_CART_LINES} lines` }),
  z.refine((items) => new Set(items.map((item) => item.sku)).size === items.length, {
    message: "must not repeat a sku",
  }),
);

/** What is persisted: the cart without its transient fields. */
export const storedCartSchema = z.object({ uuid: z.uuid(), cartItems: cartItemsSchema });

export type StoredCart = z.infer<typeof storedCartSchema>;
