import { z } from "zod";
import { PROMO_FORM_FIELDS, type PromoFormField } from "@/domain/promotions/promo-form";
import { defineContract } from "./api-contract";

/*
 * The back office's promo codes. Every route needs an aal2 operator session:
 * GET /api/admin/promotions (the list), POST /api/admin/promotions/create (a new code, the form's
 * strings as typed, checked field by field by the same parsePromoForm the page runs),
 * GET /api/admin/promotions/[code] (its use and history), POST /api/admin/promotions/[code]/edit
 * (new terms, the same strings, with the revision the page read), POST …/pause, POST …/resume, and
 * POST …/deactivate (ended for good).
 */

export const ADMIN_PROMO_MAX_BYTES = 16 * 1024;

const formShape = Object.fromEntries(PROMO_FORM_FIELDS.map((field) => [field, z.string().max(2_000)])) as Record<
  PromoFormField,
  z.ZodString
>;

export const promoFormSchema = z.object(formShape).strict();

const timeSchema = z.iso.datetime();

export const promoSummarySchema = z.object({
  code: z.string(),
  kind: z.enum(["percent", "fixed"]),
  value: z.number().int().min(1),
  scope: z.enum(["all", "lines", "skus"]),
  targets: z.array(z.string()),
  includeGold: z.boolean(),
  minTotalCents: z.number().int().min(0),
  startsAt: timeSchema.nullable(),
  endsAt: timeSchema.nullable(),
  maxUses: z.number().int().min(1).nullable(),
  maxUsesPerEmail: z.number().int().min(1).nullable(),
  active: z.boolean(),
  paused: z.boolean(),
  /** Raised by every edit, pause and resume; an edit sends the one it was made on. */
  revision: z.number().int().min(0),
  uses: z.number().int().min(0),
  state: z.enum(["scheduled", "running", "paused", "ended", "used-up", "inactive"]),
  createdAt: timeSchema,
});
export type PromoSummary = z.infer<typeof promoSummarySchema>;

export const promoRedemptionSchema = z.object({
  orderId: z.string(),
  reference: z.string(),
  email: z.string(),
  status: z.enum(["used", "released"]),
  orderStatus: z.string(),
  cents: z.number().int().min(0),
  orderTotalCents: z.number().int().min(0),
  testMode: z.boolean(),
  createdAt: timeSchema,
});
export type PromoRedemption = z.infer<typeof promoRedemptionSchema>;

export const promoHistoryEntrySchema = z.object({
  id: z.string(),
  at: timeSchema,
  /** The operator's email; null for a change made without one (the command line) or by one since removed. */
  by: z.string().nullable(),
  sentence: z.string(),
  /** An edit's changed terms in words, before and after. */
  changes: z.array(z.object({ field: z.string(), before: z.string(), after: z.string() })),
});
export type PromoHistoryEntry = z.infer<typeof promoHistoryEntrySchema>;

export const promoDetailSchema = z.object({
  promo: promoSummarySchema,
  /** What was done to the code, oldest first. */
  history: z.array(promoHistoryEntrySchema),
  redemptions: z.array(promoRedemptionSchema),
  /** Of the uses standing (not released): how many orders, what the code took off, what they were charged. */
  totals: z.object({
    orders: z.number().int().min(0),
    reducedCents: z.number().int().min(0),
    chargedCents: z.number().int().min(0),
  }),
});
export type PromoDetail = z.infer<typeof promoDetailSchema>;

export const listPromosContract = defineContract({
  request: z.object({}).strict(),
  response: z.object({ promos: z.array(promoSummarySchema) }),
});

export const createPromoContract = defineContract({
  /** The form's strings, and `confirm: true` once the operator confirmed a large code's effect (after a 409 CONFIRM_CODE). */
  request: promoFormSchema.extend({ confirm: z.literal(true).optional() }).strict(),
  response: z.object({ promo: promoSummarySchema }),
});

export const promoDetailContract = defineContract({ request: z.object({}).strict(), response: promoDetailSchema });

export const deactivatePromoContract = defineContract({
  request: z.object({}).strict(),
  response: z.object({ promo: promoSummarySchema }),
});

export const editPromoContract = defineContract({
  /** The form's strings (the code's own field is ignored: a code keeps its name), the revision read, and `confirm` as for a new code. */
  request: promoFormSchema
    .extend({ revision: z.number().int().min(0).max(2_147_483_647), confirm: z.literal(true).optional() })
    .strict(),
  response: z.object({ promo: promoSummarySchema }),
});

/** Pause and resume: no body; a code already so is a 409. */
export const promoPauseContract = defineContract({
  request: z.object({}).strict(),
  response: z.object({ promo: promoSummarySchema }),
});

/** 400 `bad_request:admin-promo` with the message of each field the server refused. */
export const promoFieldErrorsSchema = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.partialRecord(z.enum(PROMO_FORM_FIELDS), z.string()),
});
