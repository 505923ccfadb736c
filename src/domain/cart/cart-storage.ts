import type { CartState } from "./cart";
import { emptyCart } from "./cart";
import type { StoredCart } from "./cart-schema";
import { storedCartSchema } from "./cart-schema";

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
  const result = storedCartSchema.safeParse(json);
  if (!result.success) return emptyCart(fallbackUuid);
  return { ...emptyCart(result.data.uuid), cartItems: result.data.cartItems };
}
