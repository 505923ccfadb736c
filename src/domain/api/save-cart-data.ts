import { z } from "zod";
import { cartItemsSchema } from "@/domain/cart/cart-schema";
import { defineContract } from "./api-contract";

/** POST /api/cart/saveCartData (spec section 7): the browser saves the cart after every change. */

export const SAVE_CART_MAX_BYTES = 32 * 1024;

/** `cart` is the items as a JSON string (spec section 7), parsed and checked like any other input. */
const cartJsonSchema = z
  .string()
  .max(SAVE_CART_MAX_BYTES)
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: "custom", message: "must be a JSON string of the cart items" });
      return z.NEVER;
    }
  })
  .pipe(cartItemsSchema);

export const saveCartDataRequestSchema = z
  .object({
    uuid: z.uuid({ message: "must be a UUID" }),
    cart: cartJsonSchema,
    email: z.union([z.literal(""), z.email({ message: "must be an email address or empty" }).max(320)]),
  })
  .strict();

export const saveCartDataResponseSchema = z.object({
  ok: z.literal(true),
  uuid: z.uuid(),
  lines: z.number().int().min(0),
});

export type SaveCartDataRequest = z.infer<typeof saveCartDataRequestSchema>;
export type SaveCartDataResponse = z.infer<typeof saveCartDataResponseSchema>;

export const saveCartDataContract = defineContract({
  request: saveCartDataRequestSchema,
  response: saveCartDataResponseSchema,
});
