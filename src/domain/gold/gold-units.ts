import type { OrderLine } from "@/domain/checkout/reprice";
import { formatCount } from "@/domain/money/format-amount";
import { GOLD_SKU } from "./gold-sku";

/*
 * The stock ledger counts gold in tenths of a million (100K gp): the shop sells whole millions,
 * but a service paid with gold can ask for 12.5M (the spec's gold equivalent has one decimal under
 * 10 USD). Integers all the way down, like cents, so sums never drift.
 */

export const TENTHS_PER_MILLION = 10;

export function millionsToTenths(millions: number): number {
  return Math.round(millions * TENTHS_PER_MILLION);
}

export function tenthsToMillions(tenths: number): number {
  return tenths / TENTHS_PER_MILLION;
}

/** "1,250M", "12.5M", "-40M". */
export function formatTenths(tenths: number): string {
  const sign = tenths < 0 ? "-" : "";
  const whole = Math.floor(Math.abs(tenths) / TENTHS_PER_MILLION);
  const fraction = Math.abs(tenths) % TENTHS_PER_MILLION;
  return `${sign}${formatCount(whole)}${fraction === 0 ? "" : `.${fraction}`}M`;
}

/** What the buyer pays for an order's gold, in cents (its gold lines after any reduction). */
export function goldValueCentsOfLines(lines: readonly Pick<OrderLine, "sku" | "payableCents">[]): number {
  return lines.reduce(
    (sum, line) => (line.sku === GOLD_SKU && Number.isSafeInteger(line.payableCents) ? sum + line.payableCents : sum),
    0,
  );
}

/** The gold an order buys, in tenths: its gold line's millions (one line at most; 0 without gold). */
export function goldTenthsOfLines(lines: readonly Pick<OrderLine, "sku" | "config" | "count">[]): number {
  let tenths = 0;
  for (const line of lines) {
    if (line.sku !== GOLD_SKU) continue;
    const millions = line.config.millions;
    if (typeof millions === "number" && Number.isFinite(millions) && millions > 0) {
      tenths += millionsToTenths(millions) * Math.max(1, line.count);
    }
  }
  return tenths;
}
