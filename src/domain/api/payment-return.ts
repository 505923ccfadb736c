import * as z from "zod/mini";
import { paymentDataSchema } from "@/domain/checkout/payment-data";
import { type ApiContract, defineContract } from "./api-contract";

/*
 * The return calls of spec section 7, for Stripe's and Square's routes: each channel has its own
 * path and the body key its spec gives (stripeId or squareId). zod/mini: the checkout's return
 * page reads them (api-contract.ts).
 */

export type PaymentChannel = "stripe" | "square";

export const MARK_AS_COMPLETED_MAX_BYTES = 4 * 1024;

/** A provider's session, order or demo id: never free text, as it is looked up and logged. */
export const paymentIdSchema = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(255), z.regex(/^[A-Za-z0-9_-]+$/));

export const paymentDataRequestSchema = z.object({ id: paymentIdSchema });

export const markAsCompletedResponseSchema = z.object({ ok: z.literal(true), recorded: z.boolean() });

export type MarkAsCompletedResponse = z.infer<typeof markAsCompletedResponseSchema>;

const markAsCompletedRequestSchemas = {
  stripe: z.strictObject({ stripeId: paymentIdSchema }),
  square: z.strictObject({ squareId: paymentIdSchema }),
};

/** GET /api/{channel}/getPaymentData?id=…: the order as the provider confirms it. */
export const paymentDataContract = defineContract({ request: paymentDataRequestSchema, response: paymentDataSchema });

export type MarkAsCompletedRequest =
  | z.infer<typeof markAsCompletedRequestSchemas.stripe>
  | z.infer<typeof markAsCompletedRequestSchemas.square>;

/** POST /api/{channel}/markAsCompleted: records once that the purchase event was sent; repeats change nothing. */
export function markAsCompletedContract(
  channel: PaymentChannel,
): ApiContract<z.ZodMiniType<MarkAsCompletedRequest, MarkAsCompletedRequest>, typeof markAsCompletedResponseSchema> {
  return defineContract({
    request: markAsCompletedRequestSchemas[channel],
    response: markAsCompletedResponseSchema,
  });
}
