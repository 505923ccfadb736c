import type { StoredCart } from "@/domain/cart/cart-schema";
import { fetchWithRetry } from "@/features/network/fetch-with-retry";
import { readVisitorEmail } from "@/features/visitor/visitor-profile";

let queue: Promise<void> = Promise.resolve();

/**
 * Spec section 7: POST /api/cart/saveCartData after every change. Saves go out one at a time, in
 * order, so an older cart can never overwrite a newer one on the server.
 */
export function saveCartToServer(cart: StoredCart): void {
  const body = JSON.stringify({ uuid: cart.uuid, cart: JSON.stringify(cart.cartItems), email: readVisitorEmail() });
  queue = queue.then(async () => {
    try {
      const response = await fetchWithRetry("/api/cart/saveCartData", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
        keepalive: body.length < 60_000,
      });
      if (!response.ok) {
        // The status and the error code, not the answer's text: a message may quote what the visitor typed.
        const { code } = (await response.json().catch(() => ({}))) as { code?: unknown };
        console.warn(`[cart] the server refused the cart (${response.status} ${typeof code === "string" ? code : ""})`);
      }
    } catch (error) {
      // The cart is still in local storage; the next change saves it again.
      console.warn("[cart] could not save the cart to the server:", error instanceof Error ? error.name : "error");
    }
  });
}
