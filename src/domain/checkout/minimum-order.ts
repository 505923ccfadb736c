import { formatUsd } from "@/domain/money/money";

/*
 * The smallest payable order. The operator sets it (MIN_ORDER_USD, default $1.00); whatever it is,
 * a total of zero is never an order: nothing would be charged, yet a provider could report the
 * payment as complete, and a manual order of $0.00 only costs the team a chat. The server applies
 * this to its own prices; the checkout applies the same rule to the cart to say so before sending.
 */

/** The minimum that applies: the operator's, and never under 1 cent (e.g. 0 → 1). */
export function effectiveMinimumCents(minimumCents: number): number {
  return Math.max(1, minimumCents);
}

export type MinimumOrderCheck = { ok: true } | { ok: false; minimumCents: number; message: string };

/** `totalCents` is the payable total after discounts, in cents: 99 against a minimum of 100 is refused. */
export function checkMinimumOrder(totalCents: number, minimumCents: number): MinimumOrderCheck {
  const minimum = effectiveMinimumCents(minimumCents);
  if (totalCents >= minimum) return { ok: true };
  return {
    ok: false,
    minimumCents: minimum,
    message: `The minimum order is ${formatUsd(minimum)}; your total is ${formatUsd(totalCents)}. Add a little more to your cart to check out.`,
  };
}
