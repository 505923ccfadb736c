import { z } from "zod";
import { decodeCursor } from "@/domain/admin/keyset-cursor";
import { defineContract } from "./api-contract";

/*
 * The back office's abandoned carts. Every route needs an aal2 operator session:
 * GET /api/admin/carts?cursor=&limit= (newest first, with the reminder figures) and
 * POST /api/admin/carts/[id]/reminder (sends the cart's one reminder; 409 with the reason when it
 * may not go).
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

export const REMINDER_STATES = ["not_sent", "sent", "unsubscribed"] as const;

const timeSchema = z.iso.datetime();

export const abandonedCartRowSchema = z.object({
  uuid: z.string(),
  email: z.string(),
  items: z.array(z.object({ name: z.string(), subName: z.string().optional(), count: z.number().int() })),
  /** Priced by the server from the current catalogue, as the checkout would charge it now. */
  valueCents: z.number().int().min(0),
  /** Lines the checkout would refuse today (no longer sold or priced); left out of the value. */
  unpricedLines: z.number().int().min(0),
  updatedAt: timeSchema,
  reminder: z.enum(REMINDER_STATES),
  remindedAt: timeSchema.nullable(),
});

/** Reminded carts, and how many of them got an order (and a paid order) after the reminder. */
export const reminderFiguresSchema = z.object({
  reminded: z.number().int().min(0),
  ordered: z.number().int().min(0),
  paid: z.number().int().min(0),
});

export const abandonedCartPageSchema = z.object({
  carts: z.array(abandonedCartRowSchema),
  figures: reminderFiguresSchema,
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
export type AbandonedCartRow = z.infer<typeof abandonedCartRowSchema>;
export type ReminderFigures = z.infer<typeof reminderFiguresSchema>;
export type AbandonedCartPage = z.infer<typeof abandonedCartPageSchema>;
export type SendReminderResponse = z.infer<typeof sendReminderResponseSchema>;
