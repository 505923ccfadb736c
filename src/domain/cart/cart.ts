import type { RemovedLine } from "./cart-review";
import type { CartItem, StoredCart } from "./cart-schema";

/** The cart as the browser holds it: the stored part plus transient UI fields that are never saved (spec section 3). */
export type CartState = StoredCart & {
  flyItem: FlyItem | null;
  addedItem: AddedItem | null;
  /** Lines taken out of a stored cart because the shop no longer sells or prices them, to tell the visitor. */
  removedLines: RemovedLines | null;
  showCart: boolean;
};

/** An image on its way from the pointer to the cart icon. */
export type FlyItem = { id: number; imageSrc: string; fromX: number; fromY: number };

/** What the toast announces. */
export type AddedItem = { id: number; name: string; subName?: string; outcome: "added" | "updated" };

export type RemovedLines = { id: number; lines: RemovedLine[] };

export type AddOutcome = "added" | "updated" | "unchanged";

export function emptyCart(uuid: string): CartState {
  return { uuid, cartItems: [], flyItem: null, addedItem: null, removedLines: null, showCart: false };
}

/** Key order does not make two configs different. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonical(entry)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

export function sameCartItem(a: CartItem, b: CartItem): boolean {
  return canonical(a) === canonical(b);
}

/**
 * Spec section 4: an existing sku with identical content changes nothing; with different content
 * it is replaced in place; a new sku is appended.
 */
export function addCartItem(items: readonly CartItem[], item: CartItem): { items: CartItem[]; outcome: AddOutcome } {
  const index = items.findIndex((existing) => existing.sku === item.sku);
  if (index === -1) return { items: [...items, item], outcome: "added" };
  const existing = items[index] as CartItem;
  if (sameCartItem(existing, item)) return { items: [...items], outcome: "unchanged" };
  const next = [...items];
  next[index] = item;
  return { items: next, outcome: "updated" };
}

export function removeCartItem(items: readonly CartItem[], sku: string): CartItem[] {
  return items.filter((item) => item.sku !== sku);
}

/** Empties the cart under a new uuid (passed in, so this stays pure). */
export function clearCart(newUuid: string): StoredCart {
  return { uuid: newUuid, cartItems: [] };
}

export function cartItemCount(items: readonly CartItem[]): number {
  return items.length;
}
