import "server-only";
import type { CartItem } from "@/domain/cart/cart-schema";
import { type CheckoutQuote, quoteCart } from "@/domain/checkout/checkout-quote";
import { promoAnswerOf } from "@/domain/promotions/promo-check";
import { totalsWithPromo } from "@/domain/promotions/promo-totals";
import { checkPromoForCart } from "../promotions/promo-for-cart";
import { checkoutCatalogue, repriceFromSnapshot } from "./checkout-service";

/**
 * The checkout's quote, priced from the same snapshot and by the same re-pricing that placing the
 * order runs; with a code, the code is checked against the priced lines as placing the order
 * checks it (nothing is taken: the use is taken only when the order is placed).
 */
export async function quoteForCheckout(
  items: readonly CartItem[],
  code?: string,
  now = new Date(),
): Promise<CheckoutQuote> {
  const snapshot = await checkoutCatalogue();
  const quote = quoteCart(items, (lines) => repriceFromSnapshot(lines, snapshot));
  if (code === undefined) return quote;
  const lines = quote.results.flatMap((result) => (result.status === "priced" ? [result.line] : []));
  const check = await checkPromoForCart({ typed: code, lines, totals: quote.totals, snapshot, now });
  return { ...quote, totals: totalsWithPromo(quote.totals, check.ok ? check : null), promo: promoAnswerOf(check) };
}
