"use client";

import dynamic from "next/dynamic";
import { useLazyOverlay } from "@/features/runtime/use-lazy-overlay";
import { useCart } from "./use-cart";

const loadDrawer = () => import("./cart-drawer");
const CartDrawer = dynamic(() => loadDrawer().then((module) => module.CartDrawer), { ssr: false });

/** Keeps the drawer's code out of the first load; once opened it stays mounted so it can animate closed. */
export function CartDrawerHost({ discountBasisPoints }: { discountBasisPoints: number }) {
  const { showCart } = useCart();
  return useLazyOverlay(showCart, loadDrawer) ? <CartDrawer discountBasisPoints={discountBasisPoints} /> : null;
}
