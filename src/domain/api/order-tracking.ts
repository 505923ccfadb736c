import { z } from "zod";
import { FULFILMENT_STATUSES } from "@/domain/admin/fulfilment";
import { PROGRESS_UNITS } from "@/domain/orders/order-progress";
import { defineContract } from "./api-contract";
import { ORDER_TOKEN_PARAM } from "./order-tracking-names";

/*
 * The customer's order page: /orders/REFERENCE?k=TOKEN. The token is the only key: a
 * visitor without it learns nothing, not even whether the reference exists. Anything that is not
 * exactly a reference and a token of our shape is answered like an unknown order, before any
 * database read.
 */

/** base64url of 32 random bytes (256 bits): the back office's secret tokens (src/server/admin/secret-tokens.ts). */
export const accessTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
/** "RF-7K2M9Q3X": the checkout's references (src/domain/checkout/purchase.ts). */
export const orderReferenceSchema = z.string().regex(/^RF-[A-HJ-NP-Z2-9]{8}$/);

/** The private page's path for an order and one of its tokens. */
export function orderPagePath(reference: string, token: string): string {
  return `/orders/${encodeURIComponent(reference)}?${ORDER_TOKEN_PARAM}=${encodeURIComponent(token)}`;
}

const progressSchema = z.object({
  done: z.number().int().min(0),
  target: z.number().int().min(1),
  unit: z.enum(PROGRESS_UNITS),
});

/** The view the page, its JSON and its live stream send (src/domain/orders/order-tracking.ts). */
export const orderTrackingViewSchema = z.object({
  reference: z.string(),
  createdAt: z.string(),
  /** The customer's own RuneScape name, which a gold order's words name as the trade's recipient. */
  rsn: z.string().default(""),
  payment: z.object({
    status: z.enum(["pending", "paid", "failed", "refunded", "disputed", "cancelled", "expired"]),
    paidAt: z.string().nullable(),
    refundedCents: z.number().int(),
    method: z.string(),
  }),
  lines: z.array(
    z.object({
      sku: z.string(),
      name: z.string(),
      subName: z.string(),
      count: z.number().int(),
      payableCents: z.number().int(),
    }),
  ),
  totals: z.object({
    subtotalCents: z.number().int(),
    discountCents: z.number().int(),
    promo: z.object({ code: z.string(), cents: z.number().int() }).nullable(),
    totalCents: z.number().int(),
    currency: z.string(),
  }),
  fulfilment: z.enum(FULFILMENT_STATUSES),
  progress: progressSchema.nullable(),
  pausedReason: z.string().nullable(),
  /** Why the order was cancelled or (latest) refunded, as the operator told the customer; null when not said. */
  moneyReason: z.string().nullable(),
  steps: z.array(
    z.object({
      id: z.string(),
      step: z.enum(FULFILMENT_STATUSES),
      at: z.string(),
      progress: progressSchema.nullable(),
      reason: z.string().nullable(),
    }),
  ),
  isGold: z.boolean(),
  trade: z.object({ world: z.number().int(), place: z.string(), traderRsn: z.string() }).nullable(),
  gold: z
    .object({
      orderedTenths: z.number().int().min(0),
      deliveredTenths: z.number().int().min(0),
      deliveries: z.array(z.object({ id: z.string(), tenths: z.number().int().min(1), at: z.string() })),
    })
    .nullable()
    .default(null),
  stepEmails: z.boolean(),
  version: z.number().int(),
  manualPayment: z
    .object({
      receivedCents: z.number().int().min(0),
      balanceCents: z.number().int().min(0),
      payTo: z.array(z.object({ label: z.string(), value: z.string() })),
      instructions: z.string().nullable(),
    })
    .nullable()
    .default(null),
  /** A gold order's delivery promise, in the words the buyer read when ordering. */
  goldPromise: z.string().nullable().default(null),
  goldPayment: z
    .object({ askedTenths: z.number().int().min(1) })
    .nullable()
    .default(null),
});

/** The one answer to a link that opens nothing: the same for an unknown reference and a wrong, missing or malformed token. */
export const ORDER_NOT_FOUND = { code: "not_found:order", message: "We could not find this order." } as const;

/**
 * The answer to a real link of this order whose lifetime is over: said only to a token
 * that once opened this very reference, so it tells its holder nothing they did not know.
 */
export const ORDER_LINK_EXPIRED = {
  code: "gone:order-link",
  message:
    "This link has expired. Ask for a fresh one at /orders: we email it to the address the order was placed with.",
} as const;

/**
 * GET /api/orders/REFERENCE?k=TOKEN: the view as JSON. The token is checked by the server (a
 * malformed one answers like a wrong one), so the request schema only bounds its length.
 */
export const orderTrackingContract = defineContract({
  request: z.object({ [ORDER_TOKEN_PARAM]: z.string().max(200) }),
  response: orderTrackingViewSchema,
});

/** POST /api/orders/REFERENCE/step-emails: the customer's choice of an email at each step. */
export const stepEmailsContract = defineContract({
  request: z.object({ k: z.string().max(200), enabled: z.boolean() }).strict(),
  response: orderTrackingViewSchema,
});
