"use client";

import { usePathname } from "next/navigation";
import { type ReactNode, useEffect, useRef } from "react";
import { Toast } from "@/components/ui/toast";
import { IN_FLOW_NOTICE_PATHS, RemovedNotice } from "./cart-removed-notice";
import { dismissAddedItem } from "./cart-store";
import { useCart } from "./use-cart";

/** Spec section 9: the added-to-cart toast shows for 4.2 s. */
export const CART_TOAST_MS = 4_200;

/** The toast's icons, drawn on the server (cart-toast-icons.tsx): no icon code in the first load. */
export type CartToastIcons = { added: ReactNode; updated: ReactNode; removed: ReactNode };

/** Says what the last add did to the cart, for 4.2 s, or which stored lines had to be removed. */
export function CartToast({ icons }: { icons: CartToastIcons }) {
  const { addedItem, removedLines, showCart } = useCart();
  const pathname = usePathname();
  const lastPath = useRef(pathname);
  const added = useRef(addedItem);
  added.current = addedItem;

  useEffect(() => {
    if (!addedItem) return;
    const timer = window.setTimeout(() => dismissAddedItem(addedItem.id), CART_TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [addedItem]);

  // The toast is about the page the item was added on: on the next page (Buy Now to the checkout)
  // it would only cover the heading.
  useEffect(() => {
    if (pathname === lastPath.current) return;
    lastPath.current = pathname;
    if (added.current) dismissAddedItem(added.current.id);
  }, [pathname]);

  // The checkout draws the notice above its form (CartRemovedNotice), where it covers nothing.
  if (removedLines && !IN_FLOW_NOTICE_PATHS.includes(pathname)) {
    return (
      <Toast messageKey={`removed-${removedLines.id}`} icon={icons.removed}>
        <RemovedNotice removed={removedLines} />
      </Toast>
    );
  }

  // With the drawer open the visitor already sees the cart; the toast would only cover it.
  const shown = addedItem && !showCart ? addedItem : null;
  return (
    <Toast
      messageKey={shown?.id}
      data-testid="cart-toast"
      data-outcome={shown?.outcome}
      icon={shown?.outcome === "added" ? icons.added : icons.updated}
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
