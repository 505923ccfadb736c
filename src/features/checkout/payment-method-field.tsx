"use client";

import { Notice } from "@/components/ui/notice";
import { choiceClass } from "@/components/ui/toggle";
import { formatGoldTenths } from "@/domain/checkout/gold-payment";
import { type CheckoutMethod, isManualMethod, METHOD_LABELS } from "@/domain/checkout/methods";

/**
 * `methods`: only those whose provider is configured (src/domain/checkout/payment-mode.ts).
 * `gold`: what paying with OSRS gold would ask (tenths of a million, null until the server has
 * quoted the total), or why this cart cannot be paid with gold (it holds gold).
 */
export function PaymentMethodField({
  methods,
  value,
  onChange,
  gold,
}: {
  methods: readonly CheckoutMethod[];
  value: CheckoutMethod;
  onChange: (method: CheckoutMethod) => void;
  gold: { tenths: number | null; refusal: string | null };
}) {
  return (
    <fieldset data-testid="payment-methods">
      <legend className="font-display text-lg font-bold text-parchment">Payment method</legend>
      <div className="mt-3 grid gap-2 sm:grid-cols-2">
        {methods.map((method) => {
          const refused = method === "gold" && gold.refusal !== null;
          return (
            <label
              key={method}
              className={choiceClass(value === method, `min-h-12${refused ? " cursor-not-allowed opacity-60" : ""}`)}
            >
              <input
                type="radio"
                name="payment-method"
                value={method}
                checked={value === method}
                disabled={refused && value !== method}
                aria-describedby={refused ? "gold-payment-refusal" : undefined}
                data-testid={`method-${method}`}
                onChange={() => onChange(method)}
                className="size-4 accent-[var(--color-gold)]"
              />
              <span className="flex-1">{METHOD_LABELS[method]}</span>
              {method === "gold" ? (
                <span className="text-xs text-parchment-muted">{refused ? "services only" : "traded in game"}</span>
              ) : (
                isManualMethod(method) && <span className="text-xs text-parchment-muted">via live chat</span>
              )}
            </label>
          );
        })}
      </div>
      {methods.includes("gold") && gold.refusal !== null ? (
        <p
          id="gold-payment-refusal"
          className={`mt-2 text-sm ${value === "gold" ? "text-danger" : "text-parchment-muted"}`}
          data-testid="gold-payment-refusal"
        >
          {gold.refusal}
        </p>
      ) : null}
      {value === "gold" && gold.refusal === null ? (
        <Notice role="status" className="mt-3 p-3 text-sm" data-testid="checkout-gold-payment">
          {gold.tenths === null ? (
            "The amount in gold follows from your total once it is checked."
          ) : (
            <>
              You pay{" "}
              <strong className="tabular text-gold" data-testid="checkout-gold-amount">
                {formatGoldTenths(gold.tenths)}
              </strong>{" "}
              of OSRS gold, your total at our buy rate. After you place the order, you trade it to our trader in game:
              your order’s page gives the world, the meeting place and the trader’s name.
            </>
          )}
        </Notice>
      ) : null}
    </fieldset>
  );
}
