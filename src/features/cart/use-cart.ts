"use client";

import type { CartState } from "@/domain/cart/cart";
import { useHydratedStore } from "@/features/runtime/use-hydrated";
import { getCartServerSnapshot, getCartSnapshot, subscribeToCart } from "./cart-store";

/** The cart in storage once the page has hydrated, the empty server cart before (ADR 0022). */
export function useCart(): CartState {
  return useHydratedStore(subscribeToCart, getCartSnapshot, getCartServerSnapshot);
}
