import { PAYMENT_METHODS } from "@/domain/shell/payment-methods";
import { PaymentMethodIcon } from "./payment-method-icon";

/** The accepted-payment-methods strip of the shop's footer (the checkout's layout leaves it out). */
export function PaymentStrip() {
  return (
    <section
      aria-labelledby="payment-strip-heading"
      data-testid="payment-strip"
      className="border-t border-stone-line pt-8"
    >
      <h2
        id="payment-strip-heading"
        className="text-center text-xs font-semibold uppercase tracking-[0.2em] text-parchment-muted"
      >
        Accepted payment methods
      </h2>
      <ul className="mt-4 flex flex-wrap items-center justify-center gap-3">
        {PAYMENT_METHODS.map((method) => (
          <li
            key={method.id}
            data-testid={`payment-method-${method.id}`}
            className="payment-mark flex items-center justify-center"
          >
            <PaymentMethodIcon method={method.id} className="h-8 w-12" />
          </li>
        ))}
      </ul>
    </section>
  );
}
