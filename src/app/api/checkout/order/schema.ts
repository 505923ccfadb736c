import { z } from "zod";
import { cartItemsSchema } from "@/domain/cart/cart-schema";
import { CHECKOUT_METHODS } from "@/domain/checkout/methods";
import { isValidContactEmail } from "@/domain/contact/contact-rules";

export const PLACE_ORDER_MAX_BYTES = 48 * 1024;

export const placeOrderSchema = z
  .object({
    cartUuid: z.uuid(),
    items: cartItemsSchema,
    profile: z
      .object({
        email: z
          .string()
          .trim()
          .refine((email) => !/[\r\n]/.test(email) && isValidContactEmail(email), {
            message: "must be an email address",
          }),
        name: z
          .string()
          .trim()
          .max(200)
          .refine((name) => !/[\r\n]/.test(name), { message: "must be on one line" }),
        phone: z
          .string()
          .trim()
          .max(40)
          .regex(/^[0-9+()\-.\s]*$/, { message: "may only hold digits, spaces and + ( ) - ." }),
        /** RuneScape name: 1–12 letters, digits, spaces, hyphens or underscores. */
        rsn: z
          .string()
          .trim()
          .max(12)
          .regex(/^[A-Za-z0-9 _-]*$/, {
            message: "must be a RuneScape name (up to 12 letters, digits, spaces, - or _)",
          }),
      })
      .strict(),
    method: z.enum(CHECKOUT_METHODS),
    acceptTerms: z.literal(true, { message: "must be accepted" }),
    /** The total the visitor was shown; a different server total is shown to them before they pay. */
    expectedTotalCents: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  })
  .strict();

export type PlaceOrderBody = z.infer<typeof placeOrderSchema>;
