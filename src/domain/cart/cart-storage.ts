import type { CartState } from "./cart";
import { emptyCart } from "./cart";
import { readStoredCart } from "./cart-guard";
import type { StoredCart } from "./cart-schema";

/** The local-storage form: uuid and items only; flyItem, addedItem and showCart never leave memory. */
export function serialiseCart(cart: StoredCart): string {
  const stored: StoredCart = { uuid: cart.uuid, cartItems: cart.cartItems };
  return JSON.stringify(stored);
}

/** Reads what local storage holds; anything missing, corrupt or foreign gives an empty cart under `fallbackUuid`. */
export function parseStoredCart(raw: string | null, fallbackUuid: string): CartState {
  if (raw === null) return emptyCart(fallbackUuid);
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return emptyCart(fallbackUuid);
  }
  const stored = readStoredCart(json);
  if (stored === null) return emptyCart(fallbackUuid);
  return { ...emptyCart(stored.uuid), cartItems: stored.cartItems };
}
