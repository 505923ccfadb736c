"use client";

import { CartDrawerHost } from "./cart-drawer-host";
import { CartToast, type CartToastIcons } from "./cart-toast";
import { FlyToCart } from "./fly-to-cart";

/** Everything the cart draws above the page: the drawer, the toast and the flying image. */
export function CartOverlays({
  discountBasisPoints,
  toastIcons,
}: {
  discountBasisPoints: number;
  toastIcons: CartToastIcons;
}) {
  return (
    <>
      <CartDrawerHost discountBasisPoints={discountBasisPoints} />
      <CartToast icons={toastIcons} />
      <FlyToCart />
    </>
  );
}
