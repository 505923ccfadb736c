import { z } from "zod";
import { FULFILMENT_STATUSES } from "@/domain/admin/fulfilment";
import { PROGRESS_UNITS } from "@/domain/orders/order-progress";
import { orderDetailResponseSchema } from "./admin-orders";
import { defineContract } from "./api-contract";

/*
 * The back office's fulfilment steps and gold trade details, behind the same guard as
 * the other order actions; both answer with the order as it now is. These schemas bound the input
 * (types, sizes); the rules and their words are the domain's (order-step.ts, order-progress.ts,
 * trade-details.ts), so a refusal names the field to correct:
 *   POST /api/admin/orders/[id]/step   { step, progress?: { done, target?, unit }, reason? }
 *   POST /api/admin/orders/[id]/trade  { world, place, traderRsn }
 * A refused field comes back as { code, message, field }.
 */

const whole = (what: string) =>
  z.number({ message: `must be a whole number (${what})` }).int({ message: `must be a whole number (${what})` });

export const setStepRequestSchema = z
  .object({
    step: z.enum(FULFILMENT_STATUSES, { message: `must be one of ${FULFILMENT_STATUSES.join(", ")}` }),
    progress: z
      .object({
        done: whole("done"),
        target: whole("goal").optional(),
        unit: z.enum(PROGRESS_UNITS, { message: `must be one of ${PROGRESS_UNITS.join(", ")}` }),
      })
      .strict()
      .optional(),
    // Bounded here; the rule (order-step.ts) keeps it to 500 in its own words.
    reason: z.string({ message: "must be text" }).max(2_000, { message: "must be at most 2000 characters" }).optional(),
  })
  .strict();

export const setTradeRequestSchema = z
  .object({
    world: whole("world"),
    place: z.string({ message: "must be text" }).max(1_000, { message: "must be at most 1000 characters" }),
    traderRsn: z.string({ message: "must be text" }).max(100, { message: "must be at most 100 characters" }),
  })
  .strict();

/** A refusal's extra member: the request's field the message is about. */
export const fieldErrorSchema = z.object({ field: z.string().nullable().optional() });

export type SetStepRequest = z.infer<typeof setStepRequestSchema>;
export type SetTradeRequest = z.infer<typeof setTradeRequestSchema>;

export const setStepContract = defineContract({ request: setStepRequestSchema, response: orderDetailResponseSchema });
export const setTradeContract = defineContract({ request: setTradeRequestSchema, response: orderDetailResponseSchema });
