import { METHOD_LABELS } from "@/domain/checkout/methods";
import { RSN_RULE_TEXT } from "@/domain/players/runescape-name";
import { formatMillions, GOLD_MIN_MILLIONS } from "./gold-pricing";

/*
 * What the gold page's sell form checks and says before a sale is placed: the payout methods, the
 * amount's rule and the form's messages. Apart from the rest of the sell rules (sell-orders.ts,
 * which re-exports these) so the page's first load carries only these, not the order's states,
 * steps and emails that the sale's own page and the back office use.
 */

/** The shop's manual methods but gold (a test holds them to the checkout's): it pays a seller the ways buyers pay it by hand. */
export const SELL_PAYOUT_METHODS = ["crypto", "zelle", "interac", "venmo", "chime", "revolut"] as const;
export type SellPayoutMethod = (typeof SELL_PAYOUT_METHODS)[number];

export function payoutMethodLabel(method: SellPayoutMethod): string {
  return METHOD_LABELS[method];
}

export const PAYOUT_DETAILS_MAX_LENGTH = 200;

export type SellLimits = { quoteMinutes: number; maxMillionsPerOrder: number; maxMillionsPerDay: number };

export const SELL_MESSAGES = {
  whole: "Enter a whole number of millions.",
  minimum: `The minimum sale is ${formatMillions(GOLD_MIN_MILLIONS)}.`,
  rsn: `Enter your in-game name: ${RSN_RULE_TEXT}.`,
  details: `Enter where we send the money in 1 to ${PAYOUT_DETAILS_MAX_LENGTH} characters.`,
} as const;

export type SellAmountCheck = { ok: true; millions: number } | { ok: false; message: string };

/** The amount alone: whole millions, at least the minimum, at most the per-order limit. */
export function checkSellAmount(millions: number, limits: SellLimits): SellAmountCheck {
  if (!Number.isSafeInteger(millions)) return { ok: false, message: SELL_MESSAGES.whole };
  if (millions < GOLD_MIN_MILLIONS) return { ok: false, message: SELL_MESSAGES.minimum };
  if (millions > limits.maxMillionsPerOrder) {
    return { ok: false, message: `We buy at most ${formatMillions(limits.maxMillionsPerOrder)} in one sale.` };
  }
  return { ok: true, millions };
}
