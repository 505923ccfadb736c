"use client";

import { CartDrawer } from "./cart-drawer";
import { CartToast } from "./cart-toast";
import { FlyToCart } from "./fly-to-cart";

/** Everything the cart draws above the page: the drawer, the toast and the flying image. */
export function CartOverlays({ discountBasisPoints }: { discountBasisPoints: number }) {
  return (
    <>
      <CartDrawer discountBasisPoints={discountBasisPoints} />
      <CartToast />
      <FlyToCart />
    </>
  );
}
