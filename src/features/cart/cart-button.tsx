"use client";

import type { ReactNode } from "react";
import { buttonClass } from "@/components/ui/button";
import { setCartOpen } from "./cart-store";
import { useCart } from "./use-cart";

export const CART_BUTTON_ID = "cart-button";

/** `icon`: drawn by the server header, so no icon code is in every page's first load. */
export function CartButton({ icon }: { icon: ReactNode }) {
  const { cartItems } = useCart();
  const count = cartItems.length;
  return (
    <button
      type="button"
      id={CART_BUTTON_ID}
      data-testid="cart-button"
      aria-label={`Cart, ${count} ${count === 1 ? "item" : "items"}`}
      aria-haspopup="dialog"
      onClick={() => setCartOpen(true)}
      className={buttonClass({ variant: "secondary", size: "icon", className: "relative bg-stone/80 hover:text-gold" })}
    >
      {icon}
      {count > 0 && (
        <span
          data-testid="cart-count"
          aria-hidden="true"
          className="tabular absolute -right-1.5 -top-1.5 flex min-w-5 items-center justify-center rounded-full bg-ember px-1 text-xs font-bold leading-5 text-night"
        >
          {count}
        </span>
      )}
    </button>
  );
}
