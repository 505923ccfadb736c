import { parseUsdToCents } from "./money";

/*
 * An amount an operator types in dollars (a refund, a payment received): whole positive cents, or
 * the words that say how to type it. The server checks the amount against the order afterwards;
 * this only turns what was typed into cents, so no float ever reaches a request.
 */

/** Under the field: how to type an amount. */
export const AMOUNT_HINT = "In dollars, like 12.50.";
/** When what was typed is not an amount: "abc", "12.345", "0", "". */
export const AMOUNT_UNREADABLE = "Type the amount in dollars, like 12.50.";

export type AmountInput = { ok: true; cents: number } | { ok: false; message: string };

/** "12.50" → 1250 cents; zero or anything that is not dollars and cents → the message to show. */
export function readAmountInput(text: string): AmountInput {
  const cents = parseUsdToCents(text);
  return cents === null || cents === 0 ? { ok: false, message: AMOUNT_UNREADABLE } : { ok: true, cents };
}
