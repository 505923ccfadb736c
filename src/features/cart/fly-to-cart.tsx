"use client";

import { useEffect, useRef } from "react";
import { CART_BUTTON_ID } from "./cart-button";
import { landFlyItem } from "./cart-store";
import { useCart } from "./use-cart";

/** Spec section 9: the flying image is removed after 1.5 s, wherever its animation is. */
export const FLY_REMOVE_MS = 1_500;
const FLIGHT_MS = 800;
const SIZE = 56;

/** The item's image arcs from the pointer to the cart icon. No flyItem is made under reduced motion. */
export function FlyToCart() {
  const { flyItem } = useCart();
  const image = useRef<HTMLImageElement>(null);

  useEffect(() => {
    if (!flyItem) return;
    const target = document.getElementById(CART_BUTTON_ID)?.getBoundingClientRect();
    const element = image.current;
    if (target && element) {
      const dx = target.left + target.width / 2 - flyItem.fromX;
      const dy = target.top + target.height / 2 - flyItem.fromY;
      element.animate(
        [
          { transform: "translate(0, 0) scale(1)", opacity: 1 },
          { transform: `translate(${dx * 0.5}px, ${dy * 0.5 - 80}px) scale(0.8)`, opacity: 1, offset: 0.5 },
          { transform: `translate(${dx}px, ${dy}px) scale(0.3)`, opacity: 0.2 },
        ],
        { duration: FLIGHT_MS, easing: "cubic-bezier(0.3, 0, 0.6, 1)", fill: "forwards" },
      );
    }
    const timer = window.setTimeout(() => landFlyItem(flyItem.id), FLY_REMOVE_MS);
    return () => window.clearTimeout(timer);
  }, [flyItem]);

  if (!flyItem) return null;
  return (
    <img
      ref={image}
      key={flyItem.id}
      src={flyItem.imageSrc}
      alt=""
      aria-hidden="true"
      data-testid="fly-to-cart"
      width={SIZE}
      height={SIZE}
      className="pointer-events-none fixed z-[70] rounded-full border border-gold/50 bg-stone p-1 shadow-lg shadow-gold/20"
      style={{ left: flyItem.fromX - SIZE / 2, top: flyItem.fromY - SIZE / 2, width: SIZE, height: SIZE }}
    />
  );
}
