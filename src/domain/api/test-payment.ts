import { defineContract } from "./api-contract";
import * as z from "./zod-mini";

/** POST /api/test-payment: the demo provider's Pay and Cancel buttons (architecture.md). */

export const TEST_PAYMENT_MAX_BYTES = 4 * 1024;

export const testPaymentRequestSchema = z.strictObject({
  session: z.string().check(z.minLength(1), z.maxLength(100)),
  action: z.enum(["pay", "cancel"]),
});

/** Where to send the visitor next: a path on this site, never another origin (`//host` included). */
export const testPaymentResponseSchema = z.object({
  returnPath: z.string().check(z.regex(/^\/(?![/\\])/, { message: "must be a path on this site" })),
});

export type TestPaymentRequest = z.infer<typeof testPaymentRequestSchema>;
export type TestPaymentResponse = z.infer<typeof testPaymentResponseSchema>;

export const testPaymentContract = defineContract({
  request: testPaymentRequestSchema,
  response: testPaymentResponseSchema,
});
