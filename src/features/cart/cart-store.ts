import { buildAddToCartEvent } from "@/domain/analytics/events";
import { type AddOutcome, addCartItem, type CartState, emptyCart, removeCartItem } from "@/domain/cart/cart";
import type { CartItem } from "@/domain/cart/cart-schema";
import { parseStoredCart, serialiseCart } from "@/domain/cart/cart-storage";
import { GOLD_SKU } from "@/domain/gold/gold-sku";
import { pushAnalyticsEvent } from "@/features/analytics/data-layer";
import { randomUuid } from "@/features/ids/random-uuid";
import { whenEngaged } from "@/features/runtime/when-engaged";

/*
 * The browser's cart: one store for the page, read with useSyncExternalStore. Every change is
 * written to local storage (without the transient fields) and saved to the server; other tabs
 * follow through the storage event.
 */

export const CART_STORAGE_KEY = "shop:cart";

/** What the server renders and hydrates with; the real cart is read from storage after hydration. */
const SERVER_SNAPSHOT: CartState = Object.freeze(emptyCart("00000000-0000-4000-8000-000000000000")) as CartState;

let state: CartState | null = null;
let sequence = 0;
const listeners = new Set<() => void>();

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeStorage(cart: CartState): void {
  try {
    window.localStorage.setItem(CART_STORAGE_KEY, serialiseCart(cart));
  } catch {
    // Storage can be full or switched off; the cart still works for this page and is saved on the server.
  }
}

function current(): CartState {
  if (state === null) {
    const fallbackUuid = randomUuid();
    state = parseStoredCart(readStorage(), fallbackUuid);
    // A cart that was missing or unreadable is replaced at once, so every tab agrees on its uuid.
    if (state.uuid === fallbackUuid) writeStorage(state);
  }
  return state;
}

function emit(): void {
  for (const listener of listeners) listener();
}

/*
 * The save (and the review below) need the API client and its route table, which no page needs
 * before its cart changes: the save code loads at the visitor's first touch, pointer move or key
 * (when-engaged.ts), or with the first change if that comes sooner, and stays out of every page's
 * first load and out of its idle time too. One promise for every save, so saves
 * go to save-cart's queue in the order the changes were made.
 */
let saveModule: Promise<typeof import("./save-cart")> | null = null;

function loadSaveCart(): Promise<typeof import("./save-cart")> {
  saveModule ??= import("./save-cart").catch((error: unknown) => {
    // A new deploy or a dropped connection: the next change tries to load it again.
    saveModule = null;
    throw error;
  });
  return saveModule;
}

function saveToServer(cart: CartState): void {
  loadSaveCart().then(
    ({ saveCartToServer }) => saveCartToServer(cart),
    // The cart is still in local storage; the next change saves it again.
    () => console.warn("[cart] could not save the cart to the server: its code did not load"),
  );
}

function commit(next: CartState, options: { persist: boolean }): void {
  state = next;
  if (options.persist) {
    writeStorage(next);
    saveToServer(next);
  }
  emit();
}

function onStorage(event: StorageEvent): void {
  if (event.key !== CART_STORAGE_KEY) return;
  const before = current();
  const stored = parseStoredCart(event.newValue, before.uuid);
  state = { ...before, uuid: stored.uuid, cartItems: stored.cartItems };
  emit();
}

let reviewStarted = false;

/**
 * Checks the stored cart against the shop's catalogue once per page, after hydration: old lines
 * are re-keyed to their line sku, and lines the shop no longer sells or prices are taken out and
 * named in a notice. The server reviews the lines (POST /api/cart/review), so neither the
 * catalogue nor the pricing rules load in the browser; an empty cart, or one of gold only, asks
 * nothing.
 */
async function reviewStoredCart(): Promise<void> {
  try {
    const [{ callApi }, { CART_REVIEW_ROUTE }] = await Promise.all([
      import("@/features/network/call-api"),
      import("@/domain/api/api-routes"),
    ]);
    // A line added while the answer was on its way was not asked about: ask again for the new cart.
    for (let attempt = 0; attempt < 3; attempt++) {
      const asked = current().cartItems;
      // Gold is priced from live rates, not the catalogue: the checkout checks its amount.
      if (!asked.some((item) => item.sku !== GOLD_SKU)) return;
      const answer = await callApi(CART_REVIEW_ROUTE, { items: asked });
      // Unanswered (offline, a new deploy): the checkout still re-prices and refuses on the server.
      if (!answer.ok) return;
      const latest = current();
      if (latest.cartItems !== asked) continue;
      const review = answer.data;
      if (!review.changed) return;
      commit(
        {
          ...latest,
          cartItems: review.items,
          removedLines: review.removed.length > 0 ? { id: ++sequence, lines: review.removed } : latest.removedLines,
        },
        { persist: true },
      );
      return;
    }
  } catch {
    // The review's chunk did not load: as above, the checkout has the last word.
  }
}

export function subscribeToCart(listener: () => void): () => void {
  if (!reviewStarted) {
    reviewStarted = true;
    // Not while the page paints: when it is idle, and only for a cart with lines (an empty cart
    // has nothing to review, and the review's code is the API client's).
    const review = () => {
      if (current().cartItems.length > 0) void reviewStoredCart();
    };
    if (typeof window.requestIdleCallback === "function") {
      window.requestIdleCallback(review, { timeout: 2_000 });
    } else setTimeout(review, 200);
    // Here before the visitor's first change, so that change is saved at once.
    whenEngaged(() => loadSaveCart().catch(() => undefined));
  }
  if (listeners.size === 0) window.addEventListener("storage", onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", onStorage);
  };
}

export function getCartSnapshot(): CartState {
  return current();
}

export function getCartServerSnapshot(): CartState {
  return SERVER_SNAPSHOT;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

export type PointerOrigin = { x: number; y: number };

/**
 * Adds a line; spec section 4 decides between added, updated and nothing at all. The discount
 * makes the add_to_cart value what the line will be charged (gold, never discounted, passes 0).
 */
export function addToCart(item: CartItem, origin?: PointerOrigin, discountBasisPoints = 0): AddOutcome {
  const before = current();
  const { items, outcome } = addCartItem(before.cartItems, item);
  if (outcome === "unchanged") return outcome;
  const id = ++sequence;
  commit(
    {
      ...before,
      cartItems: items,
      addedItem: { id, name: item.name, ...(item.subName ? { subName: item.subName } : {}), outcome },
      // The toast now tells of this add; the notice of removed lines was seen when the page loaded.
      removedLines: null,
      flyItem:
        origin && !prefersReducedMotion() ? { id, imageSrc: item.imageSrc, fromX: origin.x, fromY: origin.y } : null,
    },
    { persist: true },
  );
  if (outcome === "added") pushAnalyticsEvent(buildAddToCartEvent(item, discountBasisPoints));
  return outcome;
}

/** The checkout's quote: the server's prices replace the browser's, with no toast and no analytics event. */
export function takeServerPrices(priced: readonly CartItem[]): void {
  const before = current();
  const cartItems = before.cartItems.map((item, index) => (priced[index]?.sku === item.sku ? priced[index] : item));
  if (cartItems.every((item, index) => item === before.cartItems[index])) return;
  commit({ ...before, cartItems }, { persist: true });
}

export function removeFromCart(sku: string): void {
  const before = current();
  commit({ ...before, cartItems: removeCartItem(before.cartItems, sku) }, { persist: true });
}

export function clearCart(): void {
  commit({ ...current(), uuid: randomUuid(), cartItems: [] }, { persist: true });
}

export function setCartOpen(showCart: boolean): void {
  const before = current();
  if (before.showCart !== showCart) commit({ ...before, showCart }, { persist: false });
}

export function dismissAddedItem(id: number): void {
  const before = current();
  if (before.addedItem?.id === id) commit({ ...before, addedItem: null }, { persist: false });
}

export function dismissRemovedLines(id: number): void {
  const before = current();
  if (before.removedLines?.id === id) commit({ ...before, removedLines: null }, { persist: false });
}

export function landFlyItem(id: number): void {
  const before = current();
  if (before.flyItem?.id === id) commit({ ...before, flyItem: null }, { persist: false });
}

/**
 * An abandoned-cart reminder's link: the reminded cart replaces this browser's, under the cart's own
 * uuid so the order links back to it. Prices are the stored ones until the checkout's quote
 * replaces them, as for any stored cart.
 */
export function restoreCart(uuid: string, cartItems: CartItem[]): void {
  const before = current();
  commit({ ...before, uuid, cartItems, addedItem: null, removedLines: null, flyItem: null }, { persist: true });
}
