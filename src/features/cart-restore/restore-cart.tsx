"use client";

import { useEffect, useState } from "react";
import { Button, buttonClass } from "@/components/ui/button";
import type { CartItem } from "@/domain/cart/cart-schema";
import { lineLabel } from "@/domain/orders/line-label";
import { restoreCart, setCartOpen } from "@/features/cart/cart-store";

/**
 * Puts the reminded cart into this browser once the page has loaded (the store lives in the
 * browser), then says so; the visitor goes on to the checkout, which prices it again. The lines are
 * the server's, made from the catalogue; `unavailable` counts stored lines no longer sold.
 */
export function RestoreCart({ uuid, items, unavailable }: { uuid: string; items: CartItem[]; unavailable: number }) {
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
      {unavailable > 0 && (
        <p data-testid="cart-restore-unavailable" className="text-parchment-muted">
          {unavailable === 1
            ? "1 item is no longer available and was left out."
            : `${unavailable} items are no longer available and were left out.`}
        </p>
      )}
      <ul data-testid="cart-restore-items" className="grid gap-1 text-parchment-muted">
        {items.map((item) => (
          <li key={item.sku}>{lineLabel(item)}</li>
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
