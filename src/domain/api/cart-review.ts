import * as z from "zod/mini";
import type { CartReview } from "@/domain/cart/cart-review";
import { cartItemSchema, cartItemsSchema } from "@/domain/cart/cart-schema";
import { defineContract } from "./api-contract";

/**
 * POST /api/cart/review: the browser sends the cart it read back from storage; the server
 * reviews its lines against the catalogue it sells from and answers the cart to keep and the
 * lines it took out, so neither the catalogue nor the pricing rules load in the browser. The
 * request is the quote's cart (the same schema module, loaded once). Read-only.
 */

/** A cart's lines, as the quote takes them. */
export const cartReviewRequestSchema = z.strictObject({
  items: cartItemsSchema.check(z.refine((items) => items.length > 0, { message: "must not be empty" })),
});

const removedLineSchema = z.object({
  sku: z.string(),
  name: z.string(),
  subName: z.optional(z.string()),
  reason: z.string(),
});

/** The lines to keep (re-keyed where needed), the lines taken out with their reasons, and whether anything changed. */
export const cartReviewResponseSchema: z.ZodMiniType<CartReview> = z.object({
  items: z.array(cartItemSchema),
  removed: z.array(removedLineSchema),
  changed: z.boolean(),
});

export type CartReviewRequest = z.infer<typeof cartReviewRequestSchema>;

export const cartReviewContract = defineContract({
  request: cartReviewRequestSchema,
  response: cartReviewResponseSchema,
});
