"use client";

import { choiceClass } from "@/components/ui/toggle";
import { type CheckoutMethod, isManualMethod, METHOD_LABELS } from "@/domain/checkout/methods";

/** `methods`: only those whose provider is configured (src/domain/checkout/payment-mode.ts). */
export function PaymentMethodField({
  methods,
  value,
  onChange,
}: {
  methods: readonly CheckoutMethod[];
  value: CheckoutMethod;
  onChange: (method: CheckoutMethod) => void;
}) {
  return (
    <fieldset data-testid="payment-methods">
      <legend className="font-display text-lg font-bold text-parchment">Payment method</legend>
      <div className="mt-3 grid gap-2 sm:grid-cols-2">
        {methods.map((method) => (
          <label key={method} className={choiceClass(value === method, "min-h-12")}>
            <input
              type="radio"
              name="payment-method"
              value={method}
              checked={value === method}
              data-testid={`method-${method}`}
              onChange={() => onChange(method)}
              className="size-4 accent-[var(--color-gold)]"
            />
            <span className="flex-1">{METHOD_LABELS[method]}</span>
            {isManualMethod(method) && <span className="text-xs text-parchment-muted">via live chat</span>}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
