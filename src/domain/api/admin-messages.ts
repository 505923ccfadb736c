import { z } from "zod";
import { inboxFilterSchema } from "@/domain/admin/inbox-filter";
import { messageReplySchema } from "@/domain/admin/message-reply";
import { MESSAGE_STATUSES } from "@/domain/admin/message-status";
import { defineContract } from "./api-contract";

/*
 * The back office's inbox. Every route here needs an aal2 operator
 * session; the routes (GET /api/admin/messages, GET /api/admin/messages/[id],
 * POST /api/admin/messages/[id]/status, POST /api/admin/messages/[id]/reply,
 * GET /api/admin/live) are wired by the back office's guard.
 */

/** A reply of MAX_REPLY_LENGTH characters, each up to 4 bytes of UTF-8, with room for JSON escapes. */
export const ADMIN_MESSAGE_MAX_BYTES = 64 * 1024;

const statusSchema = z.enum(MESSAGE_STATUSES);
const timeSchema = z.iso.datetime();

/** The order a message is about, when it was sent from the order's private page. */
export const messageOrderSchema = z.object({ id: z.string(), reference: z.string() }).nullable();

export const inboxRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  preview: z.string(),
  source: z.string(),
  status: statusSchema,
  createdAt: timeSchema,
  replyCount: z.number().int().min(0),
  order: messageOrderSchema,
});

export const inboxCountsSchema = z.object({
  new: z.number().int().min(0),
  open: z.number().int().min(0),
  closed: z.number().int().min(0),
});

/** GET /api/admin/messages?status=&q=&cursor=&limit=: newest first; `nextCursor` reads the next page. */
export const inboxPageSchema = z.object({
  messages: z.array(inboxRowSchema),
  counts: inboxCountsSchema,
  nextCursor: z.string().nullable(),
});

export const listMessagesContract = defineContract({ request: inboxFilterSchema, response: inboxPageSchema });

const threadEntrySchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("message"),
    id: z.string(),
    email: z.string(),
    text: z.string(),
    source: z.string(),
    at: timeSchema,
  }),
  z.object({
    kind: z.literal("reply"),
    id: z.string(),
    operatorId: z.string(),
    subject: z.string(),
    text: z.string(),
    at: timeSchema,
    emailId: z.string(),
    emailStatus: z.string(),
  }),
]);

export const senderOrderSchema = z.object({
  /** The back office order page is /admin/orders/ID. */
  id: z.string(),
  reference: z.string(),
  createdAt: timeSchema,
  totalCents: z.number().int(),
  currency: z.string(),
  status: z.string(),
  testMode: z.boolean(),
});

/** GET /api/admin/messages/[id]: the message, its thread, and the sender's orders (matched by email). */
export const messageDetailSchema = z.object({
  id: z.string(),
  email: z.string(),
  source: z.string(),
  status: statusSchema,
  createdAt: timeSchema,
  thread: z.array(threadEntrySchema),
  orders: z.array(senderOrderSchema),
  order: messageOrderSchema,
});

export const messageDetailContract = defineContract({ request: z.object({}).strict(), response: messageDetailSchema });

/** POST /api/admin/messages/[id]/status. */
export const setMessageStatusRequestSchema = z.object({ status: statusSchema }).strict();
export const setMessageStatusResponseSchema = z.object({
  id: z.string(),
  status: statusSchema,
  changed: z.boolean(),
});

export const setMessageStatusContract = defineContract({
  request: setMessageStatusRequestSchema,
  response: setMessageStatusResponseSchema,
});

/** POST /api/admin/messages/[id]/reply: 202 once the reply is stored and its email queued. */
export const replyToMessageResponseSchema = z.object({
  replyId: z.string(),
  emailId: z.string(),
  status: statusSchema,
});

export const replyToMessageContract = defineContract({
  request: messageReplySchema,
  response: replyToMessageResponseSchema,
});

/** The live feed's events (GET /api/admin/live, text/event-stream), as the browser parses their data. */
export const liveOrderPaidSchema = z.object({
  id: z.string(),
  reference: z.string(),
  totalCents: z.number().int(),
  currency: z.string(),
  method: z.string(),
  testMode: z.boolean(),
  paidAt: timeSchema,
});

/** A manual method's order just placed: it waits for the operator, so the order list shows it at once. */
export const liveOrderPlacedSchema = liveOrderPaidSchema.omit({ paidAt: true }).extend({ createdAt: timeSchema });

export const liveMessageReceivedSchema = z.object({
  id: z.string(),
  email: z.string(),
  preview: z.string(),
  source: z.string(),
  createdAt: timeSchema,
});

/** The tab title's numbers: paid orders the operator has not seen yet, and messages still new. */
export const liveCountsSchema = z.object({
  unseenPaidOrders: z.number().int().min(0),
  newMessages: z.number().int().min(0),
});

export type InboxRow = z.infer<typeof inboxRowSchema>;
export type InboxCounts = z.infer<typeof inboxCountsSchema>;
export type InboxPage = z.infer<typeof inboxPageSchema>;
export type SenderOrder = z.infer<typeof senderOrderSchema>;
export type MessageOrder = z.infer<typeof messageOrderSchema>;
/** A message about an order, as the back office's order page lists it. */
export type OrderMessage = Pick<InboxRow, "id" | "preview" | "status" | "createdAt">;
export type MessageDetail = z.infer<typeof messageDetailSchema>;
export type SetMessageStatusResponse = z.infer<typeof setMessageStatusResponseSchema>;
export type ReplyToMessageResponse = z.infer<typeof replyToMessageResponseSchema>;
export type LiveOrderPaid = z.infer<typeof liveOrderPaidSchema>;
export type LiveOrderPlaced = z.infer<typeof liveOrderPlacedSchema>;
export type LiveMessageReceived = z.infer<typeof liveMessageReceivedSchema>;
export type LiveCounts = z.infer<typeof liveCountsSchema>;
