import { z } from "zod";
import { orderDetailResponseSchema } from "./admin-orders";
import { defineContract } from "./api-contract";

/*
 * Gold traded for a paid gold order, recorded by an operator:
 *   POST /api/admin/orders/[id]/gold-delivery  { tenths, account, deliveredAt }
 * tenths of a million (the ledger's unit), the shop's in-game account that traded, and when (ISO).
 * These bound the input; the rules and their words are the domain's (src/domain/gold/gold-delivery.ts)
 * and the ledger's, so a refusal names the field to correct ({ code, message, field }). Answers the
 * order as it now is.
 */

export const goldDeliveryRequestSchema = z
  .object({
    tenths: z
      .number({ message: "must be a whole number of tenths of a million" })
      .int({ message: "must be a whole number of tenths of a million" })
      .min(1, { message: "must be at least 1 (100K)" })
      .max(10_000_000, { message: "must be at most 10000000" }),
    account: z.string({ message: "must be text" }).max(100, { message: "must be at most 100 characters" }),
    deliveredAt: z.iso.datetime({ message: "must be an ISO time (2026-03-01T09:30:00Z)" }),
  })
  .strict();

export type GoldDeliveryRequest = z.infer<typeof goldDeliveryRequestSchema>;

export const goldDeliveryContract = defineContract({
  request: goldDeliveryRequestSchema,
  response: orderDetailResponseSchema,
});
