import { ShopLink } from "@/features/navigation/shop-link";

/** An empty cart at the checkout, after a cancelled payment too (the cart was emptied elsewhere). */
export function CheckoutEmpty({ cancelled }: { cancelled: boolean }) {
  return (
    <div
      data-testid="checkout-empty"
      className="rounded-[var(--radius-card)] border border-stone-line bg-stone p-6 text-center"
    >
      {cancelled && (
        <p data-testid="payment-cancelled" className="mb-3 text-parchment">
          Your payment was cancelled.
        </p>
      )}
      <p className="text-parchment-muted">Your cart is empty.</p>
      <ShopLink
        href="/osrs-services"
        className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-ember px-5 font-semibold text-night"
      >
        Browse services
      </ShopLink>
    </div>
  );
}
