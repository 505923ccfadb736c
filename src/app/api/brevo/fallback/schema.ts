import { z } from "zod";
import { isValidContactEmail, MAX_CONTACT_MESSAGE_LENGTH } from "@/domain/contact/contact-rules";

export const FALLBACK_MAX_BYTES = 16 * 1024;

/** The email becomes the Reply-To header: a CR or LF there could add headers, so it is refused outright. */
export const fallbackBodySchema = z
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
