import { cardClass } from "@/components/ui/card";

/**
 * Until hydration the cart is the server's empty snapshot; showing "Your cart is empty" then would
 * flash. The placeholder is a screen tall so the footer starts below the fold: when the form (taller
 * still) replaces it, nothing the visitor can see moves (a footer jumping away from mid-screen was a
 * layout shift of 0.67 on a throttled phone).
 */
export function CheckoutLoading() {
  return (
    <div
      data-testid="checkout-loading"
      role="status"
      className={cardClass({ className: "min-h-[100svh] animate-pulse motion-reduce:animate-none" })}
    >
      <span className="sr-only">Loading your cart…</span>
    </div>
  );
}
