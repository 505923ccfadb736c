import * as z from "zod/mini";
import { cartItemConfigSchema } from "@/domain/cart/cart-schema";
import type { OrderLine, OrderTotals } from "@/domain/checkout/reprice";

/*
 * The server's priced lines and totals as they travel in answers (the quote, the order's 409, the
 * payment data). Typed against reprice.ts's OrderLine and OrderTotals, so the wire shape cannot
 * drift from the one the server computes.
 */

const cents = z.number().check(z.int(), z.minimum(0));

export const orderLineSchema: z.ZodMiniType<OrderLine> = z.object({
  sku: z.string(),
  name: z.string(),
  subName: z.string(),
  count: z.number().check(z.int(), z.minimum(1)),
  config: cartItemConfigSchema,
  unitCents: cents,
  totalCents: cents,
  discountCents: cents,
  payableCents: cents,
});

export const orderTotalsSchema: z.ZodMiniType<OrderTotals> = z.object({
  subtotalCents: cents,
  discountCents: cents,
  totalCents: cents,
  promo: z.optional(
    z.object({ code: z.string().check(z.maxLength(32)), cents: z.number().check(z.int(), z.minimum(1)) }),
  ),
});
