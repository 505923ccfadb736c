import { lineLabel } from "@/domain/orders/line-label";
import type { OrderLine, OrderTotals } from "./reprice";

/*
 * What a card provider is asked to charge, line by line. Stripe Checkout and Square payment links
 * take no negative line, so a promo code's reduction is shared out over the lines in proportion to
 * what each charges (largest remainder, to the cent): the lines then add up to exactly the order's
 * total, which is what the shop later checks the provider's report against.
 */

export type ProviderLine = { name: string; amountCents: number };

/** Each line's share of `reductionCents`, never more than the line charges; the shares add up to it. */
export function shareReduction(amounts: readonly number[], reductionCents: number): number[] {
  const total = amounts.reduce((sum, cents) => sum + cents, 0);
  if (reductionCents <= 0 || total <= 0) return amounts.map(() => 0);
  const reduction = Math.min(reductionCents, total);
  const exact = amounts.map((cents) => (cents * reduction) / total);
  const shares = exact.map(Math.floor);
  let left = reduction - shares.reduce((sum, cents) => sum + cents, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/** The order's lines as a provider shows and charges them: they add up to `totals.totalCents`. */
export function providerLines(lines: readonly OrderLine[], totals: OrderTotals): ProviderLine[] {
  const promo = totals.promo;
  const shares = shareReduction(
    lines.map((line) => line.payableCents),
    promo?.cents ?? 0,
  );
  return lines.map((line, index) => {
    const share = shares[index] ?? 0;
    return {
      name: share > 0 && promo ? `${lineLabel(line)}, with promo ${promo.code}` : lineLabel(line),
      amountCents: line.payableCents - share,
    };
  });
}
