import "server-only";
import type { OrderCursor } from "@/domain/admin/order-cursor";
import type { OrderFilter } from "@/domain/admin/order-filter";
import type { Executor } from "../database";
import { applyFilter, type SearchContext } from "./order-list";

/*
 * What the orders export reads: a keyset batch of orders under the list's own filter (newest
 * first, as the list shows them), or the orders an operator selected, and then the batch's
 * manual payments and refunds in one query each, never one per order.
 */

const EXPORT_COLUMNS = [
  "id",
  "reference",
  "created_at",
  "status",
  "fulfilment",
  "test_mode",
  "email",
  "rsn",
  "lines_json",
  "promo_code",
  "promo_cents",
  "total_cents",
  "currency",
  "method",
  "provider",
  "provider_ref",
  "provider_payment_ref",
  "refunded_cents",
] as const;

export function exportBatchQuery(
  db: Executor,
  context: SearchContext,
  filter: OrderFilter,
  after: OrderCursor | null,
  limit: number,
) {
  let query = applyFilter(db.selectFrom("orders").select(EXPORT_COLUMNS), filter, context);
  if (after) {
    query = query.where((eb) => eb(eb.refTuple("created_at", "id"), "<", eb.tuple(after.createdAt, after.id)));
  }
  return query.orderBy("created_at", "desc").orderBy("id", "desc").limit(limit);
}

export type ExportOrderRow = Awaited<ReturnType<ReturnType<typeof exportBatchQuery>["execute"]>>[number];

/** The selected orders (a bounded list of ids), newest first. */
export async function exportOrdersByIds(db: Executor, ids: readonly string[]): Promise<ExportOrderRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom("orders")
    .select(EXPORT_COLUMNS)
    .where("id", "in", [...ids])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
}

/** The references recorded for the batch's manual payments, oldest first. */
export async function paymentReferencesOf(db: Executor, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom("order_payments")
    .select(["order_id", "reference"])
    .where("order_id", "in", [...orderIds])
    .orderBy("created_at", "asc")
    .orderBy("id", "asc")
    .execute();
}

/** The reasons of the batch's refunds that were made, oldest first. */
export async function refundReasonsOf(db: Executor, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom("order_refunds")
    .select(["order_id", "reason"])
    .where("order_id", "in", [...orderIds])
    .where("status", "=", "succeeded")
    .where("reason", "is not", null)
    .orderBy("created_at", "asc")
    .orderBy("id", "asc")
    .execute();
}
