"use client";

import { useSyncExternalStore } from "react";
import type { CartState } from "@/domain/cart/cart";
import { useHydrated } from "@/features/runtime/use-hydrated";
import { getCartServerSnapshot, getCartSnapshot, subscribeToCart } from "./cart-store";

/**
 * The cart in storage once the page has hydrated, the empty server cart before: read through
 * useHydrated, the stored cart renders in a transition instead of the synchronous re-render
 * useSyncExternalStore forces when a hydrated snapshot differs from the server's (issue 19).
 */
export function useCart(): CartState {
  const hydrated = useHydrated();
  return useSyncExternalStore(
    subscribeToCart,
    hydrated ? getCartSnapshot : getCartServerSnapshot,
    getCartServerSnapshot,
  );
}
