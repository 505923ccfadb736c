import { z } from "zod";
import { MAX_BULK_ORDERS } from "@/domain/admin/bulk-orders";
import { FULFILMENT_STATUSES } from "@/domain/admin/fulfilment";
import { orderDetailResponseSchema } from "./admin-orders";
import { defineContract } from "./api-contract";

/*
 * Work on the orders selected on the list, and an order's assignee. Each order is decided and
 * written on its own; the answer has one outcome per order and a sentence for the operator.
 *   POST /api/admin/orders/bulk          { action: "step", ids, step, reason? } | { action: "assign", ids, assignee }
 *   POST /api/admin/orders/bulk/export   { ids }   the selected orders' CSV
 *   POST /api/admin/orders/[id]/assignee { assignee }   one order, from its page
 * `assignee` is an operator's id, or null for nobody. At most MAX_BULK_ORDERS ids: beyond, a 400.
 */

/** 64 KiB: 200 ids of 64 characters and a pause's reason, with room to spare. */
export const BULK_MAX_BYTES = 64 * 1024;

const id = z.string().regex(/^[A-Za-z0-9-]{1,64}$/, { message: "must be order ids" });
const ids = z
  .array(id, { message: "must be a list of order ids" })
  .min(1, { message: "must name at least one order" })
  .max(MAX_BULK_ORDERS, { message: `must name at most ${MAX_BULK_ORDERS} orders at once` });
const assignee = z
  .string()
  .regex(/^[A-Za-z0-9-]{1,64}$/, { message: "must be an operator" })
  .nullable();

export const bulkRequestSchema = z.discriminatedUnion(
  "action",
  [
    z
      .object({
        action: z.literal("step"),
        ids,
        step: z.enum(FULFILMENT_STATUSES, { message: `must be one of ${FULFILMENT_STATUSES.join(", ")}` }),
        // Bounded here; the rule (order-step.ts) keeps a pause's reason to 500 in its own words.
        reason: z
          .string({ message: "must be text" })
          .max(2_000, { message: "must be at most 2000 characters" })
          .optional(),
      })
      .strict(),
    z.object({ action: z.literal("assign"), ids, assignee }).strict(),
  ],
  { message: "must be step or assign" },
);

export const bulkOutcomeSchema = z.discriminatedUnion("ok", [
  z.object({ id: z.string(), reference: z.string(), ok: z.literal(true) }),
  z.object({ id: z.string(), reference: z.string().nullable(), ok: z.literal(false), reason: z.string() }),
]);

export const bulkResponseSchema = z.object({
  outcomes: z.array(bulkOutcomeSchema),
  /** "5 set, 1 refused: RF-AB12CD34: …" */
  summary: z.string(),
});

export const bulkExportRequestSchema = z.object({ ids }).strict();

export const assignOrderRequestSchema = z.object({ assignee }).strict();

export type BulkRequest = z.infer<typeof bulkRequestSchema>;
export type BulkResponse = z.infer<typeof bulkResponseSchema>;

export const bulkContract = defineContract({ request: bulkRequestSchema, response: bulkResponseSchema });
export const assignOrderContract = defineContract({
  request: assignOrderRequestSchema,
  response: orderDetailResponseSchema,
});
