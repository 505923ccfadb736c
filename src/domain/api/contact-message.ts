import { z } from "zod";
import { isValidContactEmail, MAX_CONTACT_MESSAGE_LENGTH } from "@/domain/contact/contact-rules";
import { defineContract } from "./api-contract";

/** POST /api/brevo/fallback (spec section 7): the contact form and the checkout's chat fallback. */

export const CONTACT_MESSAGE_MAX_BYTES = 16 * 1024;

/** The email becomes the Reply-To header: a CR or LF there could add headers, so it is refused outright. */
export const contactMessageRequestSchema = z
  .object({
    email: z
      .string()
      .trim()
      .refine((email) => !/[\r\n]/.test(email), { message: "must be on one line" })
      .refine(isValidContactEmail, { message: "must be an email address" }),
    message: z
      .string()
      .max(MAX_CONTACT_MESSAGE_LENGTH, { message: `must be at most ${MAX_CONTACT_MESSAGE_LENGTH} characters` }),
  })
  .strict();

/** 202: the message is stored and its email queued. */
export const contactMessageResponseSchema = z.object({ ok: z.literal(true), id: z.uuid() });

export type ContactMessageRequest = z.infer<typeof contactMessageRequestSchema>;
export type ContactMessageResponse = z.infer<typeof contactMessageResponseSchema>;

export const contactMessageContract = defineContract({
  request: contactMessageRequestSchema,
  response: contactMessageResponseSchema,
});
