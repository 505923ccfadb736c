import { z } from "zod";
import { FULFILMENT_STATUSES } from "@/domain/admin/fulfilment";
import { MAX_PAYMENT_REFERENCE_LENGTH } from "@/domain/admin/manual-paid";
import { orderFilterSchema } from "@/domain/admin/order-filter";
import {
  MAX_REFUND_REASON_LENGTH,
  MAX_REFUND_REFERENCE_LENGTH,
  MAX_REFUND_SENT_BY_LENGTH,
} from "@/domain/admin/refund-rules";
import { defineContract } from "./api-contract";
import { orderLineSchema, orderTotalsSchema } from "./order-lines";

/*
 * The back office's order API. Every route needs an aal2 operator session and
 * every write its origin checked (the guard, not these schemas). Lists come from the query string
 * (strings), actions from JSON bodies; amounts are integer cents.
 *   GET  /api/admin/orders?status&fulfilment&method&mode&from&to&q&assignee&cursor&limit   list
 *   GET  /api/admin/orders/export?…same filter…                                  CSV
 *   GET  /api/admin/orders/[id]                                                  order and timeline
 *   POST /api/admin/orders/[id]/fulfilment | note | receipt | mark-paid | refund | cancel  actions
 *        (mark-paid records one manual payment: a part, the whole or more)
 */

export const ORDER_PAGE_SIZE = 50;
export const MAX_ORDER_PAGE_SIZE = 200;
export const MAX_NOTE_LENGTH = 2_000;
/** Every action body is small: a note of 2,000 characters of 4-byte UTF-8 is 8 KiB. */
export const ADMIN_ORDER_MAX_BYTES = 16 * 1024;

const cents = z.number().int().min(0);
/** Positive whole cents an operator types: the rule's own checks come after, these only bound the input. */
const enteredCents = z
  .number({ message: "must be a number of cents" })
  .int({ message: "must be a whole number of cents" })
  .positive({ message: "must be more than zero" })
  .max(Number.MAX_SAFE_INTEGER, { message: "is too large" });

/** The list's query: the filter, plus where the page starts and how long it is. */
export const orderListQuerySchema = z.object({
  filter: orderFilterSchema,
  cursor: z.string().max(400).optional(),
  limit: z.coerce
    .number({ message: "must be a number" })
    .int({ message: "must be a whole number" })
    .min(1, { message: "must be at least 1" })
    .max(MAX_ORDER_PAGE_SIZE, { message: `must be at most ${MAX_ORDER_PAGE_SIZE}` })
    .default(ORDER_PAGE_SIZE),
});

/** Splits a query string into the filter and the paging parameters, for orderListQuerySchema. */
export function orderListQueryFrom(params: URLSearchParams): unknown {
  const { cursor, limit, ...filter } = Object.fromEntries(params);
  return { filter, cursor: cursor || undefined, limit: limit || undefined };
}

const fulfilmentSchema = z.enum(FULFILMENT_STATUSES);

export const orderListItemSchema = z.object({
  id: z.string(),
  reference: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  status: z.string(),
  fulfilment: fulfilmentSchema,
  method: z.string(),
  provider: z.string(),
  testMode: z.boolean(),
  email: z.string(),
  rsn: z.string(),
  totalCents: cents,
  refundedCents: cents,
  currency: z.string(),
  /** The operator the order is assigned to, and their email; null while it is nobody's. */
  assigneeId: z.string().nullable(),
  assignee: z.string().nullable(),
});

export const orderListResponseSchema = z.object({
  orders: z.array(orderListItemSchema),
  /** Pass back as ?cursor= for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
});

export const timelineEntrySchema = z.object({
  at: z.string(),
  kind: z.enum(["created", "paid", "payment_event", "action", "step", "note", "refund", "email"]),
  id: z.string(),
  title: z.string(),
  detail: z.string().nullable(),
  operatorId: z.string().nullable(),
});

/** A manual method's order: the amounts recorded as they came, and what they come to against the total. */
export const manualPaymentsSchema = z.object({
  receivedCents: cents,
  /** Still to pay; 0 once the payments reach the total. */
  balanceCents: cents,
  /** Received beyond the total: noted, not refundable through the order. */
  excessCents: cents,
  /** Oldest first. */
  payments: z.array(
    z.object({
      id: z.string(),
      amountCents: cents,
      reference: z.string(),
      operatorId: z.string(),
      createdAt: z.string(),
    }),
  ),
});

export const orderDetailSchema = orderListItemSchema.extend({
  name: z.string(),
  phone: z.string(),
  lines: z.array(orderLineSchema),
  totals: orderTotalsSchema,
  /** The checkout's id at the provider (session, Square order) and the payment's (intent, payment, or a manual payment's reference). */
  providerRef: z.string().nullable(),
  providerPaymentRef: z.string().nullable(),
  paymentIssue: z.string().nullable(),
  /** Paid with its promo code's reduction but not counted among the code's uses (spent when the payment came). */
  promoOverLimit: z.boolean(),
  refundedAt: z.string().nullable(),
  disputedAt: z.string().nullable(),
  /** Cents that may still be refunded (through the provider, or by hand for a manual order): total - refunded - pending. */
  refundableCents: cents,
  /** Cents asked of the provider and not done yet (a Square refund pending there): not counted as refunded. */
  refundPendingCents: cents,
  timeline: z.array(timelineEntrySchema),
  /** The payments recorded by hand; null unless the order was placed for a manual method. */
  manualPayments: manualPaymentsSchema.nullable(),
});

export const orderDetailResponseSchema = z.object({ order: orderDetailSchema });

export const setFulfilmentRequestSchema = z
  .object({ fulfilment: z.enum(FULFILMENT_STATUSES, { message: `must be one of ${FULFILMENT_STATUSES.join(", ")}` }) })
  .strict();

export const addNoteRequestSchema = z
  .object({
    body: z
      .string()
      .trim()
      .min(1, { message: "must not be empty" })
      .max(MAX_NOTE_LENGTH, { message: `must be at most ${MAX_NOTE_LENGTH} characters` }),
  })
  .strict();

export const resendReceiptRequestSchema = z.object({}).strict();

export const markPaidRequestSchema = z
  .object({
    amountCents: enteredCents,
    paymentReference: z
      .string()
      .trim()
      .min(1, { message: "is required" })
      .max(MAX_PAYMENT_REFERENCE_LENGTH, { message: `must be at most ${MAX_PAYMENT_REFERENCE_LENGTH} characters` }),
  })
  .strict();

/** The gold of an order paid with OSRS gold: millions received (one decimal) and the in-game account holding it. */
export const confirmGoldPaymentRequestSchema = z
  .object({
    millions: z
      .number({ message: "must be a number of millions" })
      .positive({ message: "must be more than 0" })
      .max(10_000_000, { message: "is far more than any order asks" }),
    account: z
      .string({ message: "is required" })
      .trim()
      .min(1, { message: "is required" })
      .max(12, { message: "must be at most 12 characters" }),
  })
  .strict();

const refundAmount = z.union([z.literal("full"), enteredCents], { message: 'must be "full" or a number of cents' });
/** The customer reads it; the rule (refund-rules.ts) trims it and refuses control characters. */
const refundReason = z
  .string({ message: "is required" })
  .trim()
  .min(1, { message: "is required: the customer reads it" })
  .max(MAX_REFUND_REASON_LENGTH, { message: `must be at most ${MAX_REFUND_REASON_LENGTH} characters` });
/** A manual order's refund made by hand: how it was sent and its reference there. */
const refundByHand = z
  .object({
    sentBy: z
      .string()
      .trim()
      .min(1, { message: "is required" })
      .max(MAX_REFUND_SENT_BY_LENGTH, { message: `must be at most ${MAX_REFUND_SENT_BY_LENGTH} characters` }),
    reference: z
      .string()
      .trim()
      .min(1, { message: "is required" })
      .max(MAX_REFUND_REFERENCE_LENGTH, { message: `must be at most ${MAX_REFUND_REFERENCE_LENGTH} characters` }),
  })
  .strict();

export const refundRequestSchema = z
  .object({ amount: refundAmount, reason: refundReason, byHand: refundByHand.optional() })
  .strict();

/** Cancelling an order: a paid one says what to refund ("none" keeps the money), every one says why. */
export const cancelOrderRequestSchema = z
  .object({
    refund: z.union([z.literal("none"), refundAmount], { message: 'must be "full", "none" or a number of cents' }),
    reason: refundReason,
    byHand: refundByHand.optional(),
  })
  .strict();

export type OrderListQuery = z.infer<typeof orderListQuerySchema>;
export type OrderListItem = z.infer<typeof orderListItemSchema>;
export type OrderListResponse = z.infer<typeof orderListResponseSchema>;
export type OrderDetail = z.infer<typeof orderDetailSchema>;
export type ManualPayments = z.infer<typeof manualPaymentsSchema>;

export const orderListContract = defineContract({ request: orderListQuerySchema, response: orderListResponseSchema });
export const orderDetailContract = defineContract({
  request: z.object({}).strict(),
  response: orderDetailResponseSchema,
});
export const setFulfilmentContract = defineContract({
  request: setFulfilmentRequestSchema,
  response: orderDetailResponseSchema,
});
export const addNoteContract = defineContract({ request: addNoteRequestSchema, response: orderDetailResponseSchema });
export const resendReceiptContract = defineContract({
  request: resendReceiptRequestSchema,
  response: orderDetailResponseSchema,
});
export const markPaidContract = defineContract({ request: markPaidRequestSchema, response: orderDetailResponseSchema });
export const confirmGoldPaymentContract = defineContract({
  request: confirmGoldPaymentRequestSchema,
  response: orderDetailResponseSchema,
});
export const refundContract = defineContract({ request: refundRequestSchema, response: orderDetailResponseSchema });
export const cancelOrderContract = defineContract({
  request: cancelOrderRequestSchema,
  response: orderDetailResponseSchema,
});
