import { z } from "zod";
import { MAX_CART_LINES } from "./cart-limits";

export { MAX_CART_LINES };

/** A product's chosen options, kept so the server can re-price the line; flat and small on purpose. */
export const cartItemConfigSchema = z
  .record(z.string().min(1).max(64), z.union([z.string().max(200), z.number().finite(), z.boolean()]))
  .refine((config) => Object.keys(config).length <= 30, { message: "has too many options" });

/**
 * A cart line (spec section 3). The field names are the spec's; pricePer and totalPrice are
 * integer cents, never dollars.
 */
export const cartItemSchema = z
  .object({
    sku: z.string().min(1).max(120),
    name: z.string().min(1).max(200),
    subName: z.string().max(200).optional(),
    count: z.number().int().min(1).max(1_000_000),
    pricePer: z.number().int().min(0).max(100_000_000),
    totalPrice: z.number().int().min(0).max(1_000_000_000),
    imageSrc: z.string().max(300),
    config: cartItemConfigSchema,
  })
  .strict();

export type CartItem = z.infer<typeof cartItemSchema>;
export type CartItemConfig = z.infer<typeof cartItemConfigSchema>;

export const cartItemsSchema = z
  .array(cartItemSchema)
  .max(MAX_CART_LINES, { message: `must have at most ${MAX_CART_LINES} lines` })
  .refine((items) => new Set(items.map((item) => item.sku)).size === items.length, {
    message: "must not repeat a sku",
  });

/** What is persisted: the cart without its transient fields. */
export const storedCartSchema = z.object({ uuid: z.uuid(), cartItems: cartItemsSchema });

export type StoredCart = z.infer<typeof storedCartSchema>;
