"use client";

import { useEffect, useState } from "react";
import { Button, buttonClass } from "@/components/ui/button";
import type { CartItem } from "@/domain/cart/cart-schema";
import { restoreCart, setCartOpen } from "@/features/cart/cart-store";

/**
 * Puts the reminded cart into this browser once the page has loaded (the store lives in the
 * browser), then says so; the visitor goes on to the checkout, which prices it again.
 */
export function RestoreCart({ uuid, items }: { uuid: string; items: CartItem[] }) {
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    restoreCart(uuid, items);
    setRestored(true);
  }, [uuid, items]);

  const lines = items.length === 1 ? "1 item" : `${items.length} items`;
  return (
    <div className="grid gap-6">
      <p role="status" data-testid="cart-restore-notice" className="text-lg text-parchment">
        {restored ? `Your cart is back: ${lines}, ready for checkout. Prices are checked again at checkout.` : ""}
      </p>
      <ul data-testid="cart-restore-items" className="grid gap-1 text-parchment-muted">
        {items.map((item) => (
          <li key={item.sku}>
            {item.name}
            {item.subName ? ` (${item.subName})` : ""}
            {item.count > 1 ? ` × ${item.count}` : ""}
          </li>
        ))}
      </ul>
      {restored && (
        <div className="flex flex-wrap gap-3">
          <a href="/checkout" data-testid="cart-restore-checkout" className={buttonClass({ size: "lg", pad: 6 })}>
            Go to checkout
          </a>
          <Button variant="secondary" size="lg" pad={4} onClick={() => setCartOpen(true)}>
            View cart
          </Button>
        </div>
      )}
    </div>
  );
}
