import type { OrderListItem } from "@/domain/api/admin-orders";
import { type CsvValue, csvLine } from "./csv";

/** The export's columns, the list's fields in the list's order; money in integer cents as everywhere. */
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
    order.currency,
  ];
  return csvLine(values);
}
