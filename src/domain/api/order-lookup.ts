import { z } from "zod";
import { isValidContactEmail, MAX_CONTACT_MESSAGE_LENGTH } from "@/domain/contact/contact-rules";
import { defineContract } from "./api-contract";
import { orderReferenceSchema } from "./order-tracking";

/*
 * POST /api/orders/lookup (the lost-link form) and POST /api/orders/REFERENCE/messages (a question
 * from the order's page).
 */

export const ORDER_LOOKUP_MAX_BYTES = 4 * 1024;
export const ORDER_QUESTION_MAX_BYTES = 32 * 1024;

export const orderLookupRequestSchema = z
  .object({
    /** As printed ("RF-7K2M9Q3X"); typed in lower case or with spaces around, it is still found. */
    reference: z
      .string()
      .trim()
      .toUpperCase()
      .refine((reference) => orderReferenceSchema.safeParse(reference).success, {
        message: "must be an order reference like RF-7K2M9Q3X",
      }),
    email: z
      .string()
      .trim()
      .refine((email) => !/[\r\n]/.test(email) && isValidContactEmail(email), {
        message: "must be an email address",
      }),
  })
  .strict();

/** 202, the same whether the order exists or not. */
export const orderLookupResponseSchema = z.object({ ok: z.literal(true), message: z.string() });

export const orderQuestionRequestSchema = z
  .object({
    /** The page's token; checked by the server, which answers a wrong one like an unknown order. */
    k: z.string().max(200),
    message: z
      .string()
      .max(MAX_CONTACT_MESSAGE_LENGTH, { message: `must be at most ${MAX_CONTACT_MESSAGE_LENGTH} characters` })
      .refine((message) => message.trim() !== "", { message: "must not be empty" }),
  })
  .strict();

/** A question as the order's page lists it, with the shop's answers. */
export const orderQuestionSchema = z.object({
  id: z.string(),
  message: z.string(),
  sentAt: z.string(),
  answers: z.array(z.object({ body: z.string(), sentAt: z.string() })),
});

/** 202: stored in the shop's inbox; the reply goes to the masked address shown; the question to list. */
export const orderQuestionResponseSchema = z.object({
  ok: z.literal(true),
  maskedEmail: z.string(),
  question: orderQuestionSchema,
});

export type OrderLookupRequest = z.infer<typeof orderLookupRequestSchema>;
export type OrderLookupResponse = z.infer<typeof orderLookupResponseSchema>;
export type OrderQuestionRequest = z.infer<typeof orderQuestionRequestSchema>;
export type OrderQuestionResponse = z.infer<typeof orderQuestionResponseSchema>;

export const orderLookupContract = defineContract({
  request: orderLookupRequestSchema,
  response: orderLookupResponseSchema,
});

export const orderQuestionContract = defineContract({
  request: orderQuestionRequestSchema,
  response: orderQuestionResponseSchema,
});
