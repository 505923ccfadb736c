import { z } from "zod";
import { paymentDetailsSchema } from "@/domain/settings/payment-details";
import { type ApiRoute, defineContract } from "./api-contract";

/*
 * The settings page's payment details (aal2, origin checked by the guard):
 *   POST /api/admin/settings/payment-details   the whole set, each value empty for "not set"
 */

/** Nine short values and 500 characters of instructions, in 4-byte UTF-8, with room to spare. */
export const PAYMENT_DETAILS_MAX_BYTES = 8 * 1024;

export const paymentDetailsContract = defineContract({
  request: paymentDetailsSchema,
  response: z.object({ details: paymentDetailsSchema, changed: z.boolean() }),
});

export const SET_PAYMENT_DETAILS_ROUTE = {
  method: "POST",
  path: "/api/admin/settings/payment-details",
  retry: false,
  load: async () => paymentDetailsContract,
} satisfies ApiRoute;
