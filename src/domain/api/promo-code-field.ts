import * as z from "zod/mini";
import { PROMO_REFUSALS, type PromoAnswer } from "@/domain/promotions/promo-check";

/*
 * The checkout's promo code as it travels: what the visitor typed (any case, matched
 * upper-cased by the server) and the server's answer about it. Only the code is the browser's;
 * the reduction is always the server's.
 */

export const promoCodeFieldSchema = z
  .string()
  .check(z.trim(), z.minLength(1, { message: "must not be empty" }), z.maxLength(40));

export const promoAnswerSchema: z.ZodMiniType<PromoAnswer> = z.discriminatedUnion("status", [
  z.object({ status: z.literal("applied"), code: z.string(), cents: z.number().check(z.int(), z.minimum(0)) }),
  z.object({ status: z.literal("refused"), reason: z.enum(PROMO_REFUSALS), message: z.string() }),
]);
