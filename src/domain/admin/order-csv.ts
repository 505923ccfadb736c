import { parseLineSku } from "@/domain/cart/line-sku";
import type { OptionGroup } from "@/domain/catalogue/product-schema";
import type { OrderLine } from "@/domain/checkout/reprice";
import { centsToDecimalText } from "@/domain/money/money";
import { lineOptionsText } from "@/domain/orders/line-options";
import { type CsvValue, csvLine } from "./csv";
import { lineRevenueShares, orderRevenueCents } from "./dashboard-figures";

/*
 * The orders export: one record per order line, the order's columns repeated on each, so a
 * spreadsheet can sum a product's quantity or filter a promo code without splitting cells. An
 * order without lines (none are placed so, older test data has them) still has its one record.
 * Amounts are dollars with two decimals, as people read them; list_price and discount are the
 * line's, promo_discount, charged and refunded the order's. revenue is the order's revenue by the
 * dashboard's one definition (charged less refunded for a paid, refunded or disputed order, else
 * 0) shared over its lines as the dashboard shares it, so the records of a period add up to its
 * revenue. Options are in the product's words, as the order page shows them.
 */

export const ORDER_CSV_COLUMNS = [
  "reference",
  "date",
  "status",
  "fulfilment",
  "mode",
  "email",
  "rsn",
  "sku",
  "product",
  "options",
  "quantity",
  "list_price",
  "discount",
  "promo_code",
  "promo_discount",
  "charged",
  "currency",
  "payment_method",
  "payment_reference",
  "refunded",
  "refund_reasons",
  "revenue",
] as const;

/** An order as the export reads it, with its payment references and refund reasons gathered. */
export type CsvOrder = {
  reference: string;
  createdAt: string;
  status: string;
  fulfilment: string;
  testMode: boolean;
  email: string;
  rsn: string;
  lines: readonly OrderLine[];
  promoCode: string | null;
  promoCents: number;
  totalCents: number;
  currency: string;
  method: string;
  /** The provider's payment id, or a manual order's recorded references, oldest first. */
  paymentReferences: readonly string[];
  refundedCents: number;
  /** The reasons of the refunds made, oldest first (refunds from before reasons existed have none). */
  refundReasons: readonly string[];
};

export function orderCsvHeader(): string {
  return csvLine(ORDER_CSV_COLUMNS);
}

/** Cents as "35.00"; an empty cell where the order has no such amount. */
export function csvDollars(cents: number | null): string {
  return cents === null ? "" : centsToDecimalText(cents);
}

/** The order's records, one per line; `optionGroupsOf` gives a product's option groups by its sku. */
export function orderCsvLines(
  order: CsvOrder,
  optionGroupsOf: (productSku: string) => readonly OptionGroup[] | undefined,
): string {
  const orderCells: CsvValue[] = [
    order.reference,
    order.createdAt,
    order.status,
    order.fulfilment,
    order.testMode ? "test" : "live",
    order.email,
    order.rsn,
  ];
  const tail = (revenueCents: number): CsvValue[] => [
    order.promoCode,
    csvDollars(order.promoCode ? order.promoCents : null),
    csvDollars(order.totalCents),
    order.currency,
    order.method,
    order.paymentReferences.join("; ") || null,
    csvDollars(order.refundedCents),
    order.refundReasons.join("; ") || null,
    csvDollars(revenueCents),
  ];
  const revenueCents = orderRevenueCents(order);
  if (order.lines.length === 0)
    return csvLine([...orderCells, null, null, null, null, null, null, ...tail(revenueCents)]);
  const shares = lineRevenueShares(
    order.lines.map((line) => line.payableCents),
    revenueCents,
  );
  return order.lines
    .map((line, index) =>
      csvLine([
        ...orderCells,
        line.sku,
        line.subName ? `${line.name} (${line.subName})` : line.name,
        lineOptionsText(line.config, optionGroupsOf(parseLineSku(line.sku).productSku)),
        line.count,
        csvDollars(line.totalCents),
        csvDollars(line.discountCents),
        ...tail(shares[index] ?? 0),
      ]),
    )
    .join("");
}
