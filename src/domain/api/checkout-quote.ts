import * as z from "zod/mini";
import { cartItemsSchema } from "@/domain/cart/cart-schema";
import type { CheckoutQuote } from "@/domain/checkout/checkout-quote";
import { defineContract } from "./api-contract";
import { goldPromiseSchema } from "./gold-promise";
import { orderLineSchema, orderTotalsSchema } from "./order-lines";
import { promoAnswerSchema, promoCodeFieldSchema } from "./promo-code-field";

/**
 * POST /api/checkout/quote: the server prices the cart, read-only, with the same re-pricing as
 * placing the order, so the checkout shows the server's lines and total before anything is typed.
 */

export const quoteRequestSchema = z.strictObject({
  items: cartItemsSchema.check(z.refine((items) => items.length > 0, { message: "must not be empty" })),
  /** A promo code to check against the cart: accepted or refused in `promo`, nothing taken. */
  code: z.optional(promoCodeFieldSchema),
});

/** One answer per cart line, in the cart's order: priced, or refused with the reason shown beside it. */
export const quoteResponseSchema: z.ZodMiniType<CheckoutQuote> = z.object({
  results: z.array(
    z.discriminatedUnion("status", [
      z.object({ status: z.literal("priced"), line: orderLineSchema }),
      z.object({ status: z.literal("refused"), sku: z.string(), reason: z.string() }),
    ]),
  ),
  /** Of the priced lines only: what placing the order charges once the refused ones are removed. */
  totals: orderTotalsSchema,
  /** The answer about the code sent, when one was: its reduction is in totals.promo. */
  promo: z.optional(promoAnswerSchema),
  /** The gold line's delivery promise, from the shop's stock at the moment of the quote. */
  goldPromise: z.optional(goldPromiseSchema),
});

export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

export const quoteContract = defineContract({ request: quoteRequestSchema, response: quoteResponseSchema });
