import "server-only";
import { type CsvOrder, orderCsvHeader, orderCsvLines } from "@/domain/admin/order-csv";
import { decodeOrderCursor, encodeOrderCursor, type OrderCursor } from "@/domain/admin/order-cursor";
import type { OrderFilter } from "@/domain/admin/order-filter";
import type { OrderListItem, OrderListResponse } from "@/domain/api/admin-orders";
import type { OrderLine } from "@/domain/checkout/reprice";
import { catalogue } from "../../catalogue/catalogue-store";
import { database } from "../../db/database";
import { listOperators } from "../../db/queries/operators";
import {
  type ExportOrderRow,
  exportBatchQuery,
  exportOrdersByIds,
  paymentReferencesOf,
  refundReasonsOf,
} from "../../db/queries/order-export";
import { type ListRow, orderPageQuery, type SearchContext, searchContext } from "../../db/queries/order-list";
import { AppError } from "../../http/errors";

/*
 * The back office's order list (its query is src/server/db/queries/order-list.ts), a page at a
 * time; the export applies the same filter and walks the same keyset in batches
 * (src/server/db/queries/order-export.ts), a record per order line.
 */

/** Orders an export reads at a time: memory stays at one batch whatever the number of orders. */
const EXPORT_PAGE_SIZE = 1_000;

function groupBy<Row extends { order_id: string }>(rows: readonly Row[], value: (row: Row) => string | null) {
  const groups = new Map<string, string[]>();
  for (const row of rows) {
    const text = value(row);
    if (text === null) continue;
    groups.set(row.order_id, [...(groups.get(row.order_id) ?? []), text]);
  }
  return groups;
}

/** One batch of orders as CSV text: their payments and refunds read in one query each. */
async function csvOfBatch(rows: readonly ExportOrderRow[]): Promise<string> {
  if (rows.length === 0) return "";
  const { db } = await database();
  const ids = rows.map((row) => row.id);
  const manualIds = rows.filter((row) => row.provider === "manual").map((row) => row.id);
  const [payments, refunds, snapshot] = await Promise.all([
    paymentReferencesOf(db, manualIds),
    refundReasonsOf(db, ids),
    catalogue(),
  ]);
  const references = groupBy(payments, (row) => row.reference);
  const reasons = groupBy(refunds, (row) => row.reason);
  const optionGroupsOf = (sku: string) => snapshot.bySku.get(sku)?.product.optionGroups;
  return rows
    .map((row) => {
      const order: CsvOrder = {
        reference: row.reference,
        createdAt: row.created_at,
        status: row.status,
        fulfilment: row.fulfilment,
        testMode: Number(row.test_mode) === 1,
        email: row.email,
        rsn: row.rsn,
        lines: JSON.parse(row.lines_json) as OrderLine[],
        promoCode: row.promo_code,
        promoCents: Number(row.promo_cents),
        totalCents: Number(row.total_cents),
        currency: row.currency,
        method: row.method,
        // A manual order's money came in parts, each with its own reference; a provider's is one payment.
        paymentReferences:
          references.get(row.id) ??
          [row.provider_payment_ref ?? (row.provider === "manual" ? null : row.provider_ref)].filter(
            (ref): ref is string => Boolean(ref),
          ),
        refundedCents: Number(row.refunded_cents),
        refundReasons: reasons.get(row.id) ?? [],
      };
      return orderCsvLines(order, optionGroupsOf);
    })
    .join("");
}

function toListItem(row: ListRow, emailOf: (operatorId: string) => string | undefined): OrderListItem {
  return {
    id: row.id,
    reference: row.reference,
    createdAt: row.created_at,
    paidAt: row.paid_at,
    status: row.status,
    fulfilment: row.fulfilment,
    method: row.method,
    provider: row.provider,
    testMode: Number(row.test_mode) === 1,
    email: row.email,
    rsn: row.rsn,
    totalCents: Number(row.total_cents),
    refundedCents: Number(row.refunded_cents),
    currency: row.currency,
    assigneeId: row.assigned_operator_id,
    assignee: row.assigned_operator_id === null ? null : (emailOf(row.assigned_operator_id) ?? null),
  };
}

async function readPage(
  filter: OrderFilter,
  after: OrderCursor | null,
  limit: number,
  context?: SearchContext,
): Promise<ListRow[]> {
  const { db, dialect } = await database();
  return orderPageQuery(db, context ?? (await searchContext(db, dialect, filter)), filter, after, limit).execute();
}

function cursorOf(row: ListRow): OrderCursor {
  return { createdAt: row.created_at, id: row.id };
}

/** One page of the list; `cursor` is the previous page's nextCursor, made for the same filter. */
export async function listOrders(
  filter: OrderFilter,
  cursor: string | undefined,
  limit: number,
): Promise<OrderListResponse> {
  let after: OrderCursor | null = null;
  if (cursor) {
    const decoded = decodeOrderCursor(cursor, filter);
    if (!decoded.ok) throw new AppError("bad_request:admin-orders", decoded.reason);
    after = decoded.cursor;
  }
  // One row more than asked says whether a next page exists without a count.
  const rows = await readPage(filter, after, limit + 1);
  const page = rows.slice(0, limit);
  const emails = new Map<string, string>();
  // The operators' emails only when the page shows an assignee: most pages of a big list show none.
  if (page.some((row) => row.assigned_operator_id !== null)) {
    const { db } = await database();
    for (const operator of await listOperators(db)) emails.set(operator.id, operator.email);
  }
  const last = page.at(-1);
  return {
    orders: page.map((row) => toListItem(row, (id) => emails.get(id))),
    nextCursor: rows.length > limit && last ? encodeOrderCursor(cursorOf(last), filter) : null,
  };
}

/** The CSV of every order the filter selects, its lines a record each, read a keyset batch at a time. */
export async function* exportOrdersCsv(
  filter: OrderFilter,
  { pageSize = EXPORT_PAGE_SIZE }: { pageSize?: number } = {},
): AsyncIterable<string> {
  yield orderCsvHeader();
  const { db, dialect } = await database();
  // One plan for the whole export: its pages are one list.
  const context = await searchContext(db, dialect, filter);
  let after: OrderCursor | null = null;
  for (;;) {
    const rows = await exportBatchQuery(db, context, filter, after, pageSize).execute();
    yield await csvOfBatch(rows);
    const last = rows.at(-1);
    if (rows.length < pageSize || !last) return;
    after = { createdAt: last.created_at, id: last.id };
  }
}

/** The CSV of the orders an operator selected (at most MAX_BULK_ORDERS), newest first. */
export async function* exportSelectedOrdersCsv(ids: readonly string[]): AsyncIterable<string> {
  yield orderCsvHeader();
  const { db } = await database();
  yield await csvOfBatch(await exportOrdersByIds(db, ids));
}
