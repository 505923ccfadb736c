import "server-only";
import type { CartItem } from "@/domain/cart/cart-schema";
import { type CheckoutQuote, quoteCart } from "@/domain/checkout/checkout-quote";
import { checkoutCatalogue, repriceFromSnapshot } from "./checkout-service";

/** The checkout's quote, priced from the same snapshot and by the same re-pricing that placing the order runs. */
export async function quoteForCheckout(items: readonly CartItem[]): Promise<CheckoutQuote> {
  const snapshot = await checkoutCatalogue();
  return quoteCart(items, (lines) => repriceFromSnapshot(lines, snapshot));
}
