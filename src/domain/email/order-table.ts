import type { OrderLine, OrderTotals } from "@/domain/checkout/reprice";
import { formatUsd } from "@/domain/money/money";
import { lineLabel } from "@/domain/orders/line-label";
import { promoLineLabel } from "@/domain/promotions/promo-totals";

/*
 * The order as the emails show it: each line at its price before any discount, then the
 * site-wide discount, the promo code and the total, so the figures on the page add up. The HTML
 * table and the text part are both written from these rows; amounts are signed integer cents.
 */

export type OrderTableRow =
  | { kind: "line"; sku: string; label: string; detail: string; count: number; amountCents: number }
  | { kind: "discount"; label: string; amountCents: number }
  | { kind: "promo"; label: string; code: string; amountCents: number }
  | { kind: "total"; label: string; amountCents: number };

export type OrderTable = { rows: OrderTableRow[]; totalCents: number };

/** The rows of an order: lines at list price, then "Discount −x", "Promo CODE −y", and the total (`totalLabel`). */
export function orderTable(lines: readonly OrderLine[], totals: OrderTotals, totalLabel = "Total"): OrderTable {
  const rows: OrderTableRow[] = lines.map((line) => ({
    kind: "line",
    sku: line.sku,
    label: line.name,
    detail: line.subName,
    count: line.count,
    amountCents: line.totalCents,
  }));
  const discountCents = lines.reduce((sum, line) => sum + line.discountCents, 0);
  if (discountCents > 0) rows.push({ kind: "discount", label: "Discount", amountCents: -discountCents });
  if (totals.promo && totals.promo.cents > 0)
    rows.push({
      kind: "promo",
      label: promoLineLabel(totals.promo.code),
      code: totals.promo.code,
      amountCents: -totals.promo.cents,
    });
  rows.push({ kind: "total", label: totalLabel, amountCents: totals.totalCents });
  return { rows, totalCents: totals.totalCents };
}

/** Whether the rows above the total sum to it; an order stored with other figures would show it. */
export function orderTableAddsUp(table: OrderTable): boolean {
  const sum = table.rows.filter((row) => row.kind !== "total").reduce((total, row) => total + row.amountCents, 0);
  return sum === table.totalCents;
}

/** A signed amount as the table prints it: "$19.80", "−$2.20" (a minus sign, as the promo line has). */
export function orderAmountText(cents: number): string {
  return cents < 0 ? `−${formatUsd(-cents)}` : formatUsd(cents);
}

/** A line's name as printed: "Fire Cape (Solo)", " × 2" only when its options do not say the quantity. */
export function orderRowLabel(row: OrderTableRow): string {
  if (row.kind !== "line") return row.label;
  return lineLabel({ name: row.label, subName: row.detail, count: row.count });
}

/** The rows as the text part prints them, one per line: "- Fire Cape (Solo): $22.00", "Discount: −$2.20", "Total paid: $19.80". */
export function orderTableText(table: OrderTable): string[] {
  return table.rows.map((row) =>
    row.kind === "line"
      ? `- ${orderRowLabel(row)}: ${orderAmountText(row.amountCents)}`
      : `${orderRowLabel(row)}: ${orderAmountText(row.amountCents)}`,
  );
}
