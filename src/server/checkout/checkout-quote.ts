import "server-only";
import type { CartItem } from "@/domain/cart/cart-schema";
import { type CheckoutQuote, quoteCart } from "@/domain/checkout/checkout-quote";
import { goldTenthsOfLines, tenthsToMillions } from "@/domain/gold/gold-units";
import { promoAnswerOf } from "@/domain/promotions/promo-check";
import { totalsWithPromo } from "@/domain/promotions/promo-totals";
import type { ShopSettings } from "@/domain/settings/shop-settings";
import { database } from "../db/database";
import { goldPromiseNow } from "../gold/gold-promise";
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
  const priced = quoteCart(items, (lines) => repriceFromSnapshot(lines, snapshot));
  const quote = await withGoldPromise(priced, snapshot.settings);
  if (code === undefined) return quote;
  const lines = quote.results.flatMap((result) => (result.status === "priced" ? [result.line] : []));
  const check = await checkPromoForCart({ typed: code, lines, totals: quote.totals, snapshot, now });
  return { ...quote, totals: totalsWithPromo(quote.totals, check.ok ? check : null), promo: promoAnswerOf(check) };
}

/** The gold line's promise from the ledger at this moment, beside its price. */
async function withGoldPromise(quote: CheckoutQuote, settings: ShopSettings): Promise<CheckoutQuote> {
  const lines = quote.results.flatMap((result) => (result.status === "priced" ? [result.line] : []));
  const tenths = goldTenthsOfLines(lines);
  if (tenths === 0) return quote;
  return { ...quote, goldPromise: await goldPromiseNow((await database()).db, tenthsToMillions(tenths), settings) };
}
