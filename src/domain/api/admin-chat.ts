import { z } from "zod";
import { CHAT_MESSAGE_MAX_LENGTH } from "@/domain/chat/chat-message";
import { defineContract } from "./api-contract";
import { chatMessageSchema } from "./chat";

/*
 * The live chat's console (area "chat", staff and owners; an aal2 session):
 *   GET  /api/admin/chat                    open conversations, newest activity first, the canned replies
 *                                           (and the console's heartbeat)
 *   GET  /api/admin/chat/[id]               one conversation: its messages, the visitor's email, its order
 *   POST /api/admin/chat/[id]/messages      { body } → 201 { message }; 409 once it is closed
 *   POST /api/admin/chat/[id]/claim         {} → take it; 409 when another operator holds it
 *   POST /api/admin/chat/[id]/transfer      { operatorId } → give it to another operator
 *   POST /api/admin/chat/[id]/close         {} → close it; 409 when it was closed already
 *   POST /api/admin/chat/[id]/typing        {} → tells the visitor's panel that staff is typing (stored nowhere)
 *   POST /api/admin/chat/[id]/links         { seq, enabled } → a message's links clickable or not; 404 for no such message
 *   POST /api/admin/chat/[id]/transcript    {} → 200 { sent: true }: the transcript emailed; 409 without an email
 *   GET  /api/admin/chat/stream             server-sent events: `chat` for every chat event (and the presence beat)
 *   POST /api/admin/chat/canned             { title, body } → a new one (owners)
 *   POST /api/admin/chat/canned/[id]        { title, body } edits, { delete: true } deletes (owners)
 */

export const ADMIN_CHAT_MAX_BYTES = 8 * 1024;
export const CANNED_TITLE_MAX = 60;

export const consoleConversationSchema = z.object({
  id: z.string(),
  pagePath: z.string().nullable(),
  /** When the visitor's first unanswered message came; null when nothing waits. */
  waitingSince: z.string().nullable(),
  claimedBy: z.object({ id: z.string(), email: z.string() }).nullable(),
  lastActivityAt: z.string(),
  lastSeq: z.number().int().min(0),
  lastMessage: z.object({ author: chatMessageSchema.shape.author, body: z.string(), at: z.string() }).nullable(),
  hasEmail: z.boolean(),
  orderReference: z.string().nullable(),
  createdAt: z.string(),
});
export type ConsoleConversation = z.infer<typeof consoleConversationSchema>;

export const cannedReplySchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  position: z.number().int(),
});
export type CannedReply = z.infer<typeof cannedReplySchema>;

export const consoleListSchema = z.object({
  conversations: z.array(consoleConversationSchema),
  /** The owner's canned replies, in order: here rather than on a GET of their own, one fetch per poll. */
  canned: z.array(cannedReplySchema),
  /** The operators a conversation may be handed to (active staff and owners). */
  operators: z.array(z.object({ id: z.string(), email: z.string() })),
  me: z.string(),
});
export type ConsoleList = z.infer<typeof consoleListSchema>;

export const consoleMessageSchema = chatMessageSchema.extend({ operatorEmail: z.string().nullable() });

/** The visitor's cart as it stores itself (what their browser last saved), beside the conversation. */
export const consoleCartSchema = z.object({
  lines: z.array(
    z.object({
      name: z.string(),
      subName: z.string().nullable(),
      count: z.number().int(),
      totalCents: z.number().int(),
    }),
  ),
  totalCents: z.number().int(),
  updatedAt: z.string(),
});
export type ConsoleCart = z.infer<typeof consoleCartSchema>;

export const consoleOrderSchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.string(),
  totalCents: z.number().int(),
  currency: z.string(),
  createdAt: z.string(),
  /** The order the conversation is about (the others share its email). */
  linked: z.boolean(),
});
export type ConsoleOrder = z.infer<typeof consoleOrderSchema>;

export const consoleDetailSchema = z.object({
  conversation: consoleConversationSchema.extend({
    status: z.enum(["open", "closed"]),
    email: z.string().nullable(),
    orderId: z.string().nullable(),
  }),
  messages: z.array(consoleMessageSchema),
  cart: consoleCartSchema.nullable(),
  /** The linked order, then the email's, newest first, at most CONSOLE_ORDERS_MAX. */
  orders: z.array(consoleOrderSchema),
});
export type ConsoleDetail = z.infer<typeof consoleDetailSchema>;

export const staffMessageRequestSchema = z
  .object({
    body: z.string({ message: "must be text" }).max(CHAT_MESSAGE_MAX_LENGTH * 4, { message: "is far too long" }),
  })
  .strict();

export const emptyRequestSchema = z.object({}).strict();

export const CONSOLE_ORDERS_MAX = 5;

/** The data of the console stream's `chat` events: something changed, or (resync) read everything again. */
export const consoleStreamEventSchema = z.union([
  z.object({
    kind: z.enum(["message", "typing", "conversation"]),
    conversationId: z.string(),
    seq: z.number().int().optional(),
    who: z.enum(["visitor", "staff"]).optional(),
  }),
  z.object({ kind: z.literal("resync") }),
]);
export type ConsoleStreamEvent = z.infer<typeof consoleStreamEventSchema>;

export const linksRequestSchema = z
  .object({ seq: z.number().int().min(1).max(1_000_000_000), enabled: z.boolean() })
  .strict();

export const transferRequestSchema = z.object({ operatorId: z.string().min(1).max(64) }).strict();

const cannedFields = {
  title: z.string().trim().min(1, { message: "is empty" }).max(CANNED_TITLE_MAX),
  body: z.string().trim().min(1, { message: "is empty" }).max(CHAT_MESSAGE_MAX_LENGTH),
};

export const cannedCreateRequestSchema = z.object(cannedFields).strict();

export const cannedEditRequestSchema = z.union([
  z.object(cannedFields).strict(),
  z.object({ delete: z.literal(true) }).strict(),
]);

const ok = z.object({ ok: z.literal(true) });

export const consoleListContract = defineContract({ request: z.object({}), response: consoleListSchema });
export const consoleDetailContract = defineContract({ request: z.object({}), response: consoleDetailSchema });
export const staffMessageContract = defineContract({
  request: staffMessageRequestSchema,
  response: z.object({ message: chatMessageSchema }),
});
export const chatActionContract = defineContract({ request: emptyRequestSchema, response: ok });
export const typingContract = defineContract({ request: emptyRequestSchema, response: ok });
export const linksContract = defineContract({ request: linksRequestSchema, response: ok });
export const transcriptContract = defineContract({
  request: emptyRequestSchema,
  response: z.object({ sent: z.literal(true) }),
});
export const transferContract = defineContract({ request: transferRequestSchema, response: ok });
export const cannedCreateContract = defineContract({
  request: cannedCreateRequestSchema,
  response: z.object({ reply: cannedReplySchema }),
});
export const cannedEditContract = defineContract({ request: cannedEditRequestSchema, response: ok });
