"use client";

import { CheckCircle2, RefreshCw } from "lucide-react";
import { useEffect } from "react";
import { dismissAddedItem } from "./cart-store";
import { useCart } from "./use-cart";

/** Spec section 9: the added-to-cart toast shows for 4.2 s. */
export const CART_TOAST_MS = 4_200;

/** The live region stays mounted so screen readers announce each new message. */
export function CartToast() {
  const { addedItem, showCart } = useCart();

  useEffect(() => {
    if (!addedItem) return;
    const timer = window.setTimeout(() => dismissAddedItem(addedItem.id), CART_TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [addedItem]);

  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-20 z-[60] flex justify-center px-4 sm:justify-end sm:px-6"
    >
      {/* With the drawer open the visitor already sees the cart; the toast would only cover it. */}
      {addedItem && !showCart && (
        <div
          key={addedItem.id}
          data-testid="cart-toast"
          data-outcome={addedItem.outcome}
          className="toast-in pointer-events-auto flex max-w-sm items-center gap-3 rounded-xl border border-success/40 bg-stone px-4 py-3 text-sm text-parchment shadow-2xl shadow-black/50"
        >
          {addedItem.outcome === "added" ? (
            <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-success" />
          ) : (
            <RefreshCw aria-hidden="true" className="size-5 shrink-0 text-gold" />
          )}
          <p>
            <span className="font-semibold">
              {addedItem.name}
              {addedItem.subName ? ` (${addedItem.subName})` : ""}
            </span>{" "}
            {addedItem.outcome === "added" ? "was added to your cart." : "was updated in your cart."}
          </p>
        </div>
      )}
    </div>
  );
}
