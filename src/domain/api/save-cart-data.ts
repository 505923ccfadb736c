import * as z from "zod/mini";
import { cartItemsSchema } from "@/domain/cart/cart-schema";
import { defineContract } from "./api-contract";

/** POST /api/cart/saveCartData (spec section 7): the browser saves the cart after every change. */

export const SAVE_CART_MAX_BYTES = 32 * 1024;

/** `cart` is the items as a JSON string (spec section 7), parsed and checked like any other input. */
const cartJsonSchema = z.pipe(
  z.pipe(
    z.string().check(z.maxLength(SAVE_CART_MAX_BYTES)),
    z.transform((text: string, payload) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        payload.issues.push({ code: "custom", message: "must be a JSON string of the cart items", input: text });
        return z.NEVER;
      }
    }),
  ),
  cartItemsSchema,
);

export const saveCartDataRequestSchema = z.strictObject({
  uuid: z.uuid({ message: "must be a UUID" }),
  cart: cartJsonSchema,
  email: z.union([z.literal(""), z.email({ message: "must be an email address or empty" }).check(z.maxLength(320))]),
});

export const saveCartDataResponseSchema = z.object({
  ok: z.literal(true),
  uuid: z.uuid(),
  lines: z.number().check(z.int(), z.minimum(0)),
});

export type SaveCartDataRequest = z.infer<typeof saveCartDataRequestSchema>;
export type SaveCartDataResponse = z.infer<typeof saveCartDataResponseSchema>;

export const saveCartDataContract = defineContract({
  request: saveCartDataRequestSchema,
  response: saveCartDataResponseSchema,
});
