/** Until hydration the cart is the server's empty snapshot; showing "Your cart is empty" then would flash. */
export function CheckoutLoading() {
  return (
    <div
      data-testid="checkout-loading"
      role="status"
      className="min-h-64 animate-pulse rounded-[var(--radius-card)] border border-stone-line bg-stone motion-reduce:animate-none"
    >
      <span className="sr-only">Loading your cart…</span>
    </div>
  );
}
