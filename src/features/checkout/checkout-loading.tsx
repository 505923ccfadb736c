import { cardClass } from "@/components/ui/card";
import { CheckoutEmpty } from "./checkout-empty";

/**
 * Until hydration the cart is the server's empty snapshot; showing "Your cart is empty" then would
 * flash. The placeholder is a screen tall so the footer starts below the fold: when the form (taller
 * still) replaces it, nothing the visitor can see moves (a footer jumping away from mid-screen was a
 * layout shift of 0.67 on a throttled phone). When the head's cart boot script has found the cart
 * empty (<html data-cart="empty">), the empty cart's own box is drawn instead, the same box the
 * form shows after hydration, so that case does not move either.
 */
export function CheckoutLoading() {
  return (
    <>
      <div
        data-testid="checkout-loading"
        role="status"
        className={cardClass({
          className: "min-h-[100svh] animate-pulse motion-reduce:animate-none [html[data-cart=empty]_&]:hidden",
        })}
      >
        <span className="sr-only">Loading your cart…</span>
      </div>
      <div className="hidden [html[data-cart=empty]_&]:block">
        <CheckoutEmpty cancelled={false} placeholder={true} />
      </div>
    </>
  );
}
