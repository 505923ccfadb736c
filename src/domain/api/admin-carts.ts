import { z } from "zod";
import { decodeCursor } from "@/domain/admin/keyset-cursor";
import { defineContract } from "./api-contract";

/*
 * The back office's abandoned carts, one row per address. Every route needs an aal2 operator session:
 * GET /api/admin/carts?cursor=&limit= (addresses by their latest cart, newest first, with the
 * reminder figures) and POST /api/admin/carts/[id]/reminder (sends the cart's one reminder, an
 * address's one per period; 409 with the reason when it may not go).
 */

export const CART_PAGE_SIZE = 25;
export const MAX_CART_PAGE_SIZE = 100;

export const cartListQuerySchema = z
  .object({
    cursor: z
      .string()
      .optional()
      .refine((cursor) => cursor === undefined || decodeCursor(cursor) !== null, { message: "is not a valid cursor" }),
    limit: z.coerce.number().int().min(1).max(MAX_CART_PAGE_SIZE).default(CART_PAGE_SIZE),
  })
  .strict();

/** What stands between an address and a reminder (addressReminderState); not_sent offers Send. */
export const ADDRESS_REMINDER_STATES = ["not_sent", "sent", "recent", "unsubscribed", "ordered"] as const;

const timeSchema = z.iso.datetime();

export const abandonedAddressRowSchema = z.object({
  /** The address's latest abandoned cart: the one listed, valued and sent. */
  cartUuid: z.string(),
  email: z.string(),
  /** How many abandoned carts the address has. */
  carts: z.number().int().min(1),
  items: z.array(z.object({ name: z.string(), subName: z.string().optional(), count: z.number().int() })),
  /** Priced by the server from the current catalogue, as the checkout would charge it now. */
  valueCents: z.number().int().min(0),
  /** Lines the checkout would refuse today (no longer sold or priced); left out of the value. */
  unpricedLines: z.number().int().min(0),
  updatedAt: timeSchema,
  reminder: z.enum(ADDRESS_REMINDER_STATES),
  /** When the address was last sent a reminder, for any of its carts. */
  remindedAt: timeSchema.nullable(),
  /** When the address placed an order after its latest cart was saved. */
  orderedAt: timeSchema.nullable(),
});

/** Reminded carts, and how many of them got an order (and a paid order) after the reminder. */
export const reminderFiguresSchema = z.object({
  reminded: z.number().int().min(0),
  ordered: z.number().int().min(0),
  paid: z.number().int().min(0),
});

export const abandonedCartPageSchema = z.object({
  addresses: z.array(abandonedAddressRowSchema),
  figures: reminderFiguresSchema,
  /** The owner's automatic reminder settings, as the page states them. */
  automatic: z.object({
    on: z.boolean(),
    delayHours: z.number().int().min(1),
    periodDays: z.number().int().min(1),
  }),
  nextCursor: z.string().nullable(),
});

export const listAbandonedCartsContract = defineContract({
  request: cartListQuerySchema,
  response: abandonedCartPageSchema,
});

export const sendReminderResponseSchema = z.object({ cartUuid: z.string(), emailId: z.string(), sentAt: timeSchema });

export const sendReminderContract = defineContract({
  request: z.object({}).strict(),
  response: sendReminderResponseSchema,
});

export type CartListQuery = z.infer<typeof cartListQuerySchema>;
export type AbandonedAddressRow = z.infer<typeof abandonedAddressRowSchema>;
export type ReminderFigures = z.infer<typeof reminderFiguresSchema>;
export type AbandonedCartPage = z.infer<typeof abandonedCartPageSchema>;
export type SendReminderResponse = z.infer<typeof sendReminderResponseSchema>;
