import * as z from "zod/mini";
import { MAX_CART_LINES } from "@/domain/cart/cart-limits";
import type { CartReviewAnswer } from "@/domain/cart/cart-review";
import { type PricedProduct, productSchema } from "@/domain/catalogue/product-schema";
import { defineContract } from "./api-contract";

/**
 * POST /api/cart/review: the browser names the products of the cart it read back from storage;
 * the server answers each from the catalogue it sells from, so the browser never loads the
 * catalogue and knows products added by data. Read-only.
 */

export const CART_REVIEW_MAX_BYTES = 16 * 1024;

const productSku = z
  .string()
  .check(z.maxLength(120), z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: "must be a product sku" }));

export const cartReviewRequestSchema = z.strictObject({
  skus: z.array(productSku).check(
    z.minLength(1),
    z.maxLength(MAX_CART_LINES),
    z.refine((skus) => new Set(skus).size === skus.length, { message: "must not repeat a sku" }),
  ),
});

/** What pricing a line needs of a product, and no more (no descriptions or FAQ). */
export const pricedProductSchema: z.ZodMiniType<PricedProduct> = z.pick(productSchema, {
  sku: true,
  name: true,
  imageSrc: true,
  pricing: true,
  optionGroups: true,
});

/** One answer per sku asked, in the request's order. */
export const cartReviewResponseSchema: z.ZodMiniType<CartReviewAnswer> = z.object({
  products: z.array(
    z.discriminatedUnion("status", [
      z.object({ status: z.literal("sold"), product: pricedProductSchema }),
      z.object({ status: z.literal("gone"), sku: z.string(), reason: z.string() }),
    ]),
  ),
});

export type CartReviewRequest = z.infer<typeof cartReviewRequestSchema>;

export const cartReviewContract = defineContract({
  request: cartReviewRequestSchema,
  response: cartReviewResponseSchema,
});
