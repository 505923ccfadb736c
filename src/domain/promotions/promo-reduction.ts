import { parseLineSku } from "@/domain/cart/line-sku";
import { GOLD_SKU } from "@/domain/gold/gold-sku";
import { divideRoundHalfUp } from "@/domain/money/money";
import type { PromoCode } from "./promo-code";

/*
 * Which lines a code reduces and by how much. The code comes on top of the site-wide discount: it
 * is computed on what the eligible lines are charged after that discount (their payableCents), so
 * the two never add up to more than the line's price. A percentage is rounded half-up once, on the
 * eligible lines' sum; a fixed amount is capped at that sum, so the reduction is never more than
 * what it applies to and the total never goes below 0. The reduction is one line of its own, not
 * spread over the lines: each line keeps the price the catalogue gave it.
 */

export type PromoLine = { sku: string; payableCents: number };

export type PromoTarget = Pick<PromoCode, "scope" | "targets" | "includeGold">;

/** Whether a code applies to one line; `lineIdOf` names the product line of a product sku. */
export function promoAppliesToLine(
  code: PromoTarget,
  line: Pick<PromoLine, "sku">,
  lineIdOf: (productSku: string) => string | undefined,
): boolean {
  if (line.sku === GOLD_SKU) return code.includeGold;
  const productSku = parseLineSku(line.sku).productSku;
  if (code.scope === "all") return true;
  if (code.scope === "skus") return code.targets.includes(productSku);
  const lineId = lineIdOf(productSku);
  return lineId !== undefined && code.targets.includes(lineId);
}

/** The sum, in cents, of what the eligible lines are charged after the site-wide discount. */
export function eligibleCents(
  code: PromoTarget,
  lines: readonly PromoLine[],
  lineIdOf: (productSku: string) => string | undefined,
): number {
  return lines.reduce((sum, line) => (promoAppliesToLine(code, line, lineIdOf) ? sum + line.payableCents : sum), 0);
}

/** The reduction on `eligible` cents: 10% (1000 bp) of 1005 → 101 (100.5 rounded half-up); $5 off 300 → 300. */
export function promoReductionCents(code: Pick<PromoCode, "kind" | "value">, eligible: number): number {
  if (eligible <= 0) return 0;
  const reduction = code.kind === "percent" ? divideRoundHalfUp(eligible * code.value, 10_000) : code.value;
  return Math.max(0, Math.min(reduction, eligible));
}
