import { SAVE_CART_DATA_ROUTE } from "@/domain/api/api-routes";
import type { StoredCart } from "@/domain/cart/cart-schema";
import { callApi } from "@/features/network/call-api";
import { readVisitorEmail } from "@/features/visitor/visitor-profile";

let queue: Promise<void> = Promise.resolve();

/**
 * Spec section 7: POST /api/cart/saveCartData after every change. Saves go out one at a time, in
 * order, so an older cart can never overwrite a newer one on the server.
 */
export function saveCartToServer(cart: StoredCart): void {
  const body = { uuid: cart.uuid, cart: JSON.stringify(cart.cartItems), email: readVisitorEmail() };
  queue = queue.then(async () => {
    // Browsers refuse a keepalive body over 64 kB; a cart that big is saved without it.
    const result = await callApi(SAVE_CART_DATA_ROUTE, body, {
      keepalive: body.cart.length < 60_000,
    });
    if (result.ok) return;
    const { error } = result;
    if (error.kind === "server") {
      // The status and the error code, not the message: a message may quote what the visitor typed.
      console.warn(`[cart] the server refused the cart (${error.status} ${error.code})`);
    } else {
      // The cart is still in local storage; the next change saves it again.
      console.warn(`[cart] could not save the cart to the server: ${error.kind}`);
    }
  });
}
