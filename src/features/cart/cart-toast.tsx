"use client";

import { CheckCircle2, RefreshCw } from "lucide-react";
import { useEffect } from "react";
import { Toast } from "@/components/ui/toast";
import { dismissAddedItem } from "./cart-store";
import { useCart } from "./use-cart";

/** Spec section 9: the added-to-cart toast shows for 4.2 s. */
export const CART_TOAST_MS = 4_200;

/** Says what the last add did to the cart, for 4.2 s. */
export function CartToast() {
  const { addedItem, showCart } = useCart();

  useEffect(() => {
    if (!addedItem) return;
    const timer = window.setTimeout(() => dismissAddedItem(addedItem.id), CART_TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [addedItem]);

  // With the drawer open the visitor already sees the cart; the toast would only cover it.
  const shown = addedItem && !showCart ? addedItem : null;
  return (
    <Toast
      messageKey={shown?.id}
      data-testid="cart-toast"
      data-outcome={shown?.outcome}
      icon={
        shown?.outcome === "added" ? (
          <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-success" />
        ) : (
          <RefreshCw aria-hidden="true" className="size-5 shrink-0 text-gold" />
        )
      }
    >
      {shown && (
        <p>
          <span className="font-semibold">
            {shown.name}
            {shown.subName ? ` (${shown.subName})` : ""}
          </span>{" "}
          {shown.outcome === "added" ? "was added to your cart." : "was updated in your cart."}
        </p>
      )}
    </Toast>
  );
}
