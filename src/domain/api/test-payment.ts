import { z } from "zod";
import { defineContract } from "./api-contract";

/** POST /api/test-payment: the demo provider's Pay and Cancel buttons (ADR 0005). */

export const TEST_PAYMENT_MAX_BYTES = 4 * 1024;

export const testPaymentRequestSchema = z
  .object({ session: z.string().min(1).max(100), action: z.enum(["pay", "cancel"]) })
  .strict();

/** Where to send the visitor next: a path on this site, never another origin (`//host` included). */
export const testPaymentResponseSchema = z.object({
  returnPath: z.string().regex(/^\/(?![/\\])/, { message: "must be a path on this site" }),
});

export type TestPaymentRequest = z.infer<typeof testPaymentRequestSchema>;
export type TestPaymentResponse = z.infer<typeof testPaymentResponseSchema>;

export const testPaymentContract = defineContract({
  request: testPaymentRequestSchema,
  response: testPaymentResponseSchema,
});
