"use client";

import { useSyncExternalStore } from "react";
import type { CartState } from "@/domain/cart/cart";
import { getCartServerSnapshot, getCartSnapshot, subscribeToCart } from "./cart-store";

export function useCart(): CartState {
  return useSyncExternalStore(subscribeToCart, getCartSnapshot, getCartServerSnapshot);
}

const noSubscription = () => () => undefined;

/**
 * False while the page renders on the server and hydrates (when the cart is still the empty server
 * snapshot), true afterwards: views that would otherwise flash "Your cart is empty" wait for it.
 */
export function useCartLoaded(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
