import { z } from "zod";
import { CHAT_MESSAGE_MAX_LENGTH } from "@/domain/chat/chat-message";
import { isValidContactEmail } from "@/domain/contact/contact-rules";
import { defineContract } from "./api-contract";

/*
 * The visitor's side of the live chat:
 *   GET  /api/chat?after=SEQ       → the conversation (or none), messages after SEQ, the team's presence
 *   POST /api/chat/messages        { body, page?, orderReference?, orderKey?, cartUuid? } → 201 { message } (and the secret cookie, first time)
 *   GET  /api/chat/stream          server-sent events: messages, typing, presence
 * The visitor is their cookie; no id of a conversation ever travels in a URL.
 */

export const CHAT_MAX_BYTES = 8 * 1024;

export const chatMessageSchema = z.object({
  seq: z.number().int().min(1),
  author: z.enum(["visitor", "staff", "system"]),
  body: z.string(),
  linksEnabled: z.boolean(),
  at: z.string(),
});

export const chatStateSchema = z.object({
  conversation: z.object({ open: z.boolean(), emailGiven: z.boolean(), lastSeq: z.number().int().min(0) }).nullable(),
  messages: z.array(chatMessageSchema),
  teamOnline: z.boolean(),
  typicalReply: z.string().nullable(),
  askEmail: z.boolean(),
});
export type ChatState = z.infer<typeof chatStateSchema>;

export const postChatMessageRequestSchema = z
  .object({
    // Bounded before the rule trims it: the rule's own limit (and its words) apply after.
    body: z.string({ message: "must be text" }).max(CHAT_MESSAGE_MAX_LENGTH * 4, { message: "is far too long" }),
    page: z.string().max(300).optional(),
    orderReference: z
      .string()
      .regex(/^RF-[A-Z0-9]{8}$/)
      .optional(),
    // The order page's key (the `k` of its link): the proof that the visitor may talk about that order.
    // Checked by the server like the page checks it; a wrong one is ignored, not refused, so a
    // refusal never says whether an order exists.
    orderKey: z.string().max(100).optional(),
    cartUuid: z.string().uuid().optional(),
  })
  .strict();

export const postChatMessageContract = defineContract({
  request: postChatMessageRequestSchema,
  response: z.object({ message: chatMessageSchema }),
});

export const chatAfterSchema = z.coerce.number().int().min(0).max(1_000_000_000).default(0);

/** "I am typing": no body beyond an empty object; the console shows it for a few seconds. */
export const chatTypingContract = defineContract({
  request: z.object({}).strict(),
  response: z.object({ ok: z.literal(true) }),
});

export const endChatContract = defineContract({
  request: z.object({}).strict(),
  response: z.object({ ok: z.literal(true) }),
});

/*
 * POST /api/chat/email { email } → 200 { emailGiven: true }: the visitor leaves an email on their
 * conversation (asked when nobody answered in time), so a reply can reach them there.
 */
export const postChatEmailContract = defineContract({
  request: z
    .object({
      email: z
        .string({ message: "must be text" })
        .trim()
        .toLowerCase()
        .refine((email) => !/[\r\n]/.test(email), { message: "must be on one line" })
        // The column's width (an address is at most 254 characters in practice).
        .refine((email) => email.length <= 254, { message: "is too long" })
        .refine(isValidContactEmail, { message: "must be an email address" }),
    })
    .strict(),
  response: z.object({ emailGiven: z.literal(true) }),
});
