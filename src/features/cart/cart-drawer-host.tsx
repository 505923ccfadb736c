"use client";

import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { whenIdle } from "@/features/runtime/when-idle";
import { useCart } from "./use-cart";

const loadDrawer = () => import("./cart-drawer");
const CartDrawer = dynamic(() => loadDrawer().then((module) => module.CartDrawer), { ssr: false });

/**
 * Keeps the drawer's code out of the first load: fetched once the page is idle, mounted the first
 * time the cart opens, and kept mounted afterwards so it can animate closed.
 */
export function CartDrawerHost({ discountBasisPoints }: { discountBasisPoints: number }) {
  const { showCart } = useCart();
  const [mounted, setMounted] = useState(false);
  useEffect(() => whenIdle(() => void loadDrawer()), []);
  useEffect(() => {
    if (showCart) setMounted(true);
  }, [showCart]);
  return mounted || showCart ? <CartDrawer discountBasisPoints={discountBasisPoints} /> : null;
}
