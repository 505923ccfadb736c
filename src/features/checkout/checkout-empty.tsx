import { buttonClass } from "@/components/ui/button";
import { cardClass } from "@/components/ui/card";
import { ShopLink } from "@/features/navigation/shop-link";

/**
 * An empty cart at the checkout, after a cancelled payment too (the cart was emptied elsewhere).
 * `placeholder`: the copy drawn before hydration (CheckoutLoading), without the test id the hydrated one has.
 */
export function CheckoutEmpty({ cancelled, placeholder = false }: { cancelled: boolean; placeholder?: boolean }) {
  return (
    <div
      data-testid={placeholder ? undefined : "checkout-empty"}
      className={cardClass({ className: "p-6 text-center" })}
    >
      {cancelled && (
        <p data-testid="payment-cancelled" className="mb-3 text-parchment">
          Your payment was cancelled.
        </p>
      )}
      <p className="text-parchment-muted">Your cart is empty.</p>
      <ShopLink href="/osrs-services" className={buttonClass({ className: "mt-4" })}>
        Browse services
      </ShopLink>
    </div>
  );
}
