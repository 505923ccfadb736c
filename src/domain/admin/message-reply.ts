import { z } from "zod";

/*
 * An operator's reply to a message. It leaves as an email, so the subject must stay on
 * one line (a CR or LF there could add headers) and the body is bounded like a contact message.
 */

export const MAX_REPLY_LENGTH = 10_000;
export const MAX_REPLY_SUBJECT_LENGTH = 200;

const oneLine = (value: string) => !/[\r\n]/.test(value);

export const messageReplySchema = z
  .object({
    body: z
      .string()
      .max(MAX_REPLY_LENGTH, { message: `must be at most ${MAX_REPLY_LENGTH} characters` })
      .refine((body) => body.trim() !== "", { message: "must not be empty" }),
    subject: z
      .string()
      .trim()
      .max(MAX_REPLY_SUBJECT_LENGTH, { message: `must be at most ${MAX_REPLY_SUBJECT_LENGTH} characters` })
      .refine(oneLine, { message: "must be on one line" })
      .optional(),
  })
  .strict();

export type MessageReply = z.infer<typeof messageReplySchema>;

const RE_PREFIX = /^\s*re\s*:\s*/i;

/**
 * "Re: " and the operator's subject, or "Re: Your message to SITE" when there is none (a contact
 * message has no subject of its own). A subject that already starts with "Re:" (any case) gets no
 * second one, so a thread does not grow "Re: Re: ...". Inner runs of spaces fold to one.
 */
export function replySubject(subject: string | undefined, siteName: string): string {
  const topic = (subject ?? "").replace(RE_PREFIX, "").replace(/\s+/g, " ").trim();
  return `Re: ${topic === "" ? `Your message to ${siteName}` : topic}`.slice(0, MAX_REPLY_SUBJECT_LENGTH + 4);
}

export type ReplyInput = { body: string; original: { email: string; message: string; createdAt: string } };

/** The line over the quoted message: "On 2026-…, ada@example.com wrote:". */
export function replyQuoteHeader(original: ReplyInput["original"]): string {
  return `On ${original.createdAt}, ${original.email} wrote:`;
}

/** The email's text: the reply, then the sender's message quoted below it, as mail clients do. */
export function replyText(input: {
  body: string;
  original: { email: string; message: string; createdAt: string };
}): string {
  const quoted = input.original.message
    .split(/\r?\n/)
    .map((line) => `> ${line}`.trimEnd())
    .join("\n");
  return `${input.body.trim()}\n\n${replyQuoteHeader(input.original)}\n${quoted}\n`;
}
