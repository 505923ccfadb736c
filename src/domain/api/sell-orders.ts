import { z } from "zod";
import { isValidContactEmail, MAX_CONTACT_EMAIL_LENGTH } from "@/domain/contact/contact-rules";
import {
  PAYOUT_DETAILS_MAX_LENGTH,
  SELL_PAYOUT_METHODS,
  SELL_REFERENCE_PATTERN,
  SELL_STATES,
} from "@/domain/gold/sell-orders";
import { defineContract } from "./api-contract";

/*
 * Players selling gold (docs/adr/0030-sell-orders.md):
 *   POST /api/sell-orders                          { millions, rsn, email, payoutMethod, payoutDetails } → 201 { reference, pagePath }
 *   GET  /api/sell-orders/REFERENCE?k=TOKEN        → the player's view (the page polls it)
 *   POST /api/admin/gold/sell-orders/ID/arrange    { version, world, place, traderRsn }
 *   POST /api/admin/gold/sell-orders/ID/receive    { version, millions, account }
 *   POST /api/admin/gold/sell-orders/ID/payout     { version, cents?, reference }
 *   POST /api/admin/gold/sell-orders/ID/decline    { version, reason }
 * The schemas bound types and sizes; the rules and their words are the domain's (sell-orders.ts),
 * and a refused field comes back as { code, message, field }.
 */

export const SELL_ORDER_MAX_BYTES = 4 * 1024;
export const SELL_TOKEN_PARAM = "k";

export const sellReferenceSchema = z.string().regex(SELL_REFERENCE_PATTERN);

const whole = (what: string) =>
  z.number({ message: `must be a whole number (${what})` }).int({ message: `must be a whole number (${what})` });
const text = (max: number) =>
  z.string({ message: "must be text" }).max(max, { message: `must be at most ${max} characters` });

export const createSellOrderRequestSchema = z
  .object({
    millions: whole("millions"),
    rsn: text(40),
    email: z
      .string({ message: "must be text" })
      .trim()
      .max(MAX_CONTACT_EMAIL_LENGTH)
      .refine((email) => !/[\r\n]/.test(email) && isValidContactEmail(email), { message: "must be an email address" }),
    payoutMethod: z.enum(SELL_PAYOUT_METHODS, { message: `must be one of ${SELL_PAYOUT_METHODS.join(", ")}` }),
    payoutDetails: text(PAYOUT_DETAILS_MAX_LENGTH),
  })
  .strict();

export const createSellOrderResponseSchema = z.object({ reference: z.string(), pagePath: z.string() });

export const sellOrderViewSchema = z.object({
  reference: z.string(),
  state: z.enum(SELL_STATES as [string, ...string[]]),
  version: z.number().int(),
  millions: z.number().int(),
  rsn: z.string(),
  quoteCents: z.number().int(),
  quoteRateMillicents: z.number().int(),
  quoteExpiresAt: z.string(),
  payoutMethod: z.string(),
  payoutDetailsMasked: z.string(),
  createdAt: z.string(),
  trade: z.object({ world: z.number().int(), place: z.string(), traderRsn: z.string() }).nullable(),
  arrangedAt: z.string().nullable(),
  receivedMillions: z.number().int().nullable(),
  receivedAt: z.string().nullable(),
  payoutCents: z.number().int().nullable(),
  payoutReference: z.string().nullable(),
  paidAt: z.string().nullable(),
  declineReason: z.string().nullable(),
  declinedAt: z.string().nullable(),
});
export type SellOrderView = z.infer<typeof sellOrderViewSchema>;

const version = whole("version");

export const arrangeSellRequestSchema = z
  .object({ version, world: whole("world"), place: text(1_000), traderRsn: text(100) })
  .strict();
export const receiveSellRequestSchema = z.object({ version, millions: whole("millions"), account: text(200) }).strict();
export const payoutSellRequestSchema = z
  .object({ version, cents: whole("cents").optional(), reference: text(500) })
  .strict();
export const declineSellRequestSchema = z.object({ version, reason: text(2_000) }).strict();

export const adminSellOrderResponseSchema = z.object({ ok: z.literal(true), version: z.number().int() });

export const createSellOrderContract = defineContract({
  request: createSellOrderRequestSchema,
  response: createSellOrderResponseSchema,
});
export const sellOrderViewContract = defineContract({
  request: z.object({ [SELL_TOKEN_PARAM]: z.string().max(200) }).strict(),
  response: sellOrderViewSchema,
});
export const arrangeSellContract = defineContract({
  request: arrangeSellRequestSchema,
  response: adminSellOrderResponseSchema,
});
export const receiveSellContract = defineContract({
  request: receiveSellRequestSchema,
  response: adminSellOrderResponseSchema,
});
export const payoutSellContract = defineContract({
  request: payoutSellRequestSchema,
  response: adminSellOrderResponseSchema,
});
export const declineSellContract = defineContract({
  request: declineSellRequestSchema,
  response: adminSellOrderResponseSchema,
});

export function sellOrderPagePath(reference: string, token: string): string {
  return `/sell-orders/${encodeURIComponent(reference)}?${SELL_TOKEN_PARAM}=${encodeURIComponent(token)}`;
}
