import { z } from "zod";
import { cartItemConfigSchema } from "@/domain/cart/cart-schema";
import type { OrderLine, OrderTotals } from "@/domain/checkout/reprice";

/*
 * The server's priced lines and totals as they travel in answers (the order's 409, the payment
 * data). Typed against reprice.ts's OrderLine and OrderTotals, so the wire shape cannot drift
 * from the one the server computes.
 */

const cents = z.number().int().min(0);

export const orderLineSchema: z.ZodType<OrderLine> = z.object({
  sku: z.string(),
  name: z.string(),
  subName: z.string(),
  count: z.number().int().min(1),
  config: cartItemConfigSchema,
  unitCents: cents,
  totalCents: cents,
  discountCents: cents,
  payableCents: cents,
});

export const orderTotalsSchema: z.ZodType<OrderTotals> = z.object({
  subtotalCents: cents,
  discountCents: cents,
  totalCents: cents,
  promo: z.object({ code: z.string().max(32), cents: z.number().int().min(1) }).optional(),
});
