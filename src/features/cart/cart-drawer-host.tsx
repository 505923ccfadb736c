"use client";

import { lazy, Suspense } from "react";
import { useLazyOverlay } from "@/features/runtime/use-lazy-overlay";
import { useCart } from "./use-cart";

const loadDrawer = () => import("./cart-drawer");
// React.lazy rather than next/dynamic: the drawer is never drawn on the server anyway, and
// next/dynamic's own code (~2 kB gzipped with what it pulls in) would be in every page's first load.
const CartDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.CartDrawer })));

/** Keeps the drawer's code out of the first load; once opened it stays mounted so it can animate closed. */
export function CartDrawerHost({ discountBasisPoints }: { discountBasisPoints: number }) {
  const { showCart } = useCart();
  return useLazyOverlay(showCart, loadDrawer) ? (
    <Suspense fallback={null}>
      <CartDrawer discountBasisPoints={discountBasisPoints} />
    </Suspense>
  ) : null;
}
