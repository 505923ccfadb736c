import type { OrderListItem } from "@/domain/api/admin-orders";
import { type CsvValue, csvLine } from "./csv";
import { orderRevenueCents } from "./dashboard-figures";

/**
 * The export's columns, the list's fields in the list's order; money in integer cents as everywhere.
 * revenue_cents is the order's revenue by the dashboard's one definition (charged less refunded for
 * a paid, refunded or disputed order, else 0): the rows of a period and mode add up to its revenue.
 */
export const ORDER_CSV_COLUMNS = [
  "reference",
  "created_at",
  "paid_at",
  "status",
  "fulfilment",
  "method",
  "provider",
  "mode",
  "email",
  "rsn",
  "total_cents",
  "refunded_cents",
  "revenue_cents",
  "currency",
] as const;

export function orderCsvHeader(): string {
  return csvLine(ORDER_CSV_COLUMNS);
}

export function orderCsvLine(order: OrderListItem): string {
  const values: CsvValue[] = [
    order.reference,
    order.createdAt,
    order.paidAt,
    order.status,
    order.fulfilment,
    order.method,
    order.provider,
    order.testMode ? "test" : "live",
    order.email,
    order.rsn,
    order.totalCents,
    order.refundedCents,
    orderRevenueCents(order),
    order.currency,
  ];
  return csvLine(values);
}
