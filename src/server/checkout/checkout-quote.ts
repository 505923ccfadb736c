import "server-only";
import type { CartItem } from "@/domain/cart/cart-schema";
import { type CheckoutQuote, quoteCart } from "@/domain/checkout/checkout-quote";
import { repriceForCheckout } from "./checkout-service";

/** The checkout's quote, priced by the same repriceForCheckout that placing the order runs. */
export function quoteForCheckout(items: readonly CartItem[]): CheckoutQuote {
  return quoteCart(items, repriceForCheckout);
}
