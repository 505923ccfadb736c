import { cardClass } from "@/components/ui/card";
/** Until hydration the cart is the server's empty snapshot; showing "Your cart is empty" then would flash. */
export function CheckoutLoading() {
  return (
    <div
      data-testid="checkout-loading"
      role="status"
      className={cardClass({ className: "min-h-64 animate-pulse motion-reduce:animate-none" })}
    >
      <span className="sr-only">Loading your cart…</span>
    </div>
  );
}
