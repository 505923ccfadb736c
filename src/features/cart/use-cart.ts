"use client";

import { useSyncExternalStore } from "react";
import type { CartState } from "@/domain/cart/cart";
import { getCartServerSnapshot, getCartSnapshot, subscribeToCart } from "./cart-store";

export function useCart(): CartState {
  return useSyncExternalStore(subscribeToCart, getCartSnapshot, getCartServerSnapshot);
}
