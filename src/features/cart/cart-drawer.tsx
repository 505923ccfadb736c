"use client";

import { Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { DialogCloseButton } from "@/components/ui/dialog-close-button";
import { Drawer } from "@/components/ui/drawer";
import { lineStory, storyTotals, youSaveLabel } from "@/domain/pricing/pricing-context";
import { Price } from "@/features/currency/price";
import { clearCart, removeFromCart, setCartOpen } from "./cart-store";
import { LinePrice, SavingsRow } from "./line-price";
import { useCart } from "./use-cart";

/** Spec section 4: the drawer closes with an animation of about 510 ms. */
export const DRAWER_CLOSE_MS = 510;

type Phase = "closed" | "open" | "closing";

function reducedMotion(): boolean {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

export function CartDrawer({ discountBasisPoints }: { discountBasisPoints: number }) {
  const { cartItems, showCart } = useCart();
  const router = useRouter();
  const [phase, setPhase] = useState<Phase>("closed");
  const panel = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    if (showCart) {
      setPhase("open");
      return;
    }
    setPhase((previous) => (previous === "open" && !reducedMotion() ? "closing" : "closed"));
    const timer = window.setTimeout(() => setPhase("closed"), DRAWER_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [showCart]);

  const close = () => setCartOpen(false);

  if (phase === "closed") return null;

  const context = { discountBasisPoints };
  const totals = storyTotals(cartItems.map((item) => lineStory(item, context)));
  const closing = phase === "closing";
  const buyNow = () => {
    close();
    if (cartItems.length > 0) router.push("/checkout");
  };

  return (
    // The wrapper only carries the phase for the browser tests; it draws nothing.
    <div className="contents" data-testid="cart-drawer-overlay" data-phase={phase}>
      <Drawer
        dialogRef={panel}
        onClose={close}
        closing={closing}
        aria-labelledby="cart-drawer-title"
        data-testid="cart-drawer"
        tabIndex={-1}
      >
        <div className="flex items-center justify-between border-b border-stone-line px-5 py-4">
          <h2 id="cart-drawer-title" className="font-display text-xl font-bold text-parchment">
            Your Cart
          </h2>
          <DialogCloseButton label="Close cart" onClick={close} />
        </div>

        <div className="flex-1 overflow-y-auto px-5 py-4">
          {cartItems.length === 0 ? (
            <p data-testid="cart-empty" className="py-10 text-center text-parchment-muted">
              Your cart is empty.
            </p>
          ) : (
            <ul data-testid="cart-items" className="divide-y divide-stone-line">
              {cartItems.map((item) => (
                // The options under the name across the line's width, wrapped, never cut: on a phone
                // they name the paid extras the price includes. Read in order: name, options, price.
                <li
                  key={item.sku}
                  data-testid="cart-item"
                  data-sku={item.sku}
                  className="grid grid-cols-[3.5rem_minmax(0,1fr)_auto_auto] items-center gap-x-3 py-3"
                >
                  <img src={item.imageSrc} alt="" aria-hidden="true" width={56} height={42} className="h-11 w-14" />
                  <p className="break-words font-medium text-parchment">{item.name}</p>
                  {item.subName && (
                    <p
                      data-testid="cart-item-sub-name"
                      className="col-span-3 col-start-2 row-start-2 break-words text-sm text-parchment-muted"
                    >
                      {item.subName}
                    </p>
                  )}
                  <LinePrice
                    story={lineStory(item, context)}
                    testId="cart-item-total"
                    className="col-start-3 row-start-1"
                  />
                  <Button
                    variant="ghost"
                    size="icon"
                    onClick={(event) => {
                      // The button is about to disappear: hand focus to a neighbour's button (or the
                      // drawer itself), or it would fall to the page behind the dialog.
                      const row = event.currentTarget.closest("li");
                      const neighbour = (row?.nextElementSibling ?? row?.previousElementSibling)?.querySelector(
                        "button",
                      );
                      (neighbour ?? panel.current)?.focus();
                      removeFromCart(item.sku);
                    }}
                    aria-label={`Remove ${item.name}${item.subName ? ` (${item.subName})` : ""}`}
                    data-testid="cart-item-remove"
                    className="col-start-4 row-start-1 hover:text-danger"
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>

        <div className="border-t border-stone-line px-5 py-4">
          <dl className="space-y-1 text-sm">
            {/* The sum of what the lines are charged (spec section 2 calls it the subtotal); the saving is informational. */}
            <div className="flex justify-between text-base">
              <dt className="font-semibold text-parchment">Subtotal</dt>
              <dd data-testid="cart-subtotal" className="tabular font-bold text-gold">
                <Price cents={totals.totalCents} />
              </dd>
            </div>
            <SavingsRow
              label={youSaveLabel(discountBasisPoints)}
              savedCents={totals.savedCents}
              testId="cart-discount"
            />
          </dl>
          <div className="mt-4 grid gap-2">
            <Button size="lg" onClick={buyNow} data-testid="cart-buy-now">
              Buy Now
            </Button>
            <div className="grid grid-cols-2 gap-2">
              <Button variant="secondary" pad={3} onClick={close} data-testid="cart-continue" className="text-sm">
                Continue Shopping
              </Button>
              <Button
                variant="danger"
                pad={3}
                className="text-sm"
                onClick={clearCart}
                disabled={cartItems.length === 0}
                data-testid="cart-clear"
              >
                Clear Cart
              </Button>
            </div>
          </div>
        </div>
      </Drawer>
    </div>
  );
}
