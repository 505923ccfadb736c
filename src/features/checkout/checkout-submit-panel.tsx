import { type CheckoutMethod, isManualMethod } from "@/domain/checkout/methods";
import type { MinimumOrderCheck } from "@/domain/checkout/minimum-order";
import { formatUsd } from "@/domain/money/money";

/**
 * Under the order summary: the minimum-order notice, the last error (the server's new prices when
 * that is what it said), and the submit button with the amount it charges.
 */
export function CheckoutSubmitPanel({
  minimum,
  error,
  pricesChanged,
  ready,
  busy,
  method,
  totalCents,
}: {
  minimum: MinimumOrderCheck;
  error: string | null;
  pricesChanged: boolean;
  ready: boolean;
  busy: boolean;
  method: CheckoutMethod;
  totalCents: number;
}) {
  return (
    <>
      {!minimum.ok && (
        <p
          role="status"
          data-testid="checkout-minimum"
          className="rounded-lg border border-gold/40 bg-gold/10 p-3 text-sm text-parchment"
        >
          {minimum.message}
        </p>
      )}
      {error && (
        <p
          role="alert"
          data-testid={pricesChanged ? "checkout-price-changed" : "checkout-error"}
          className="rounded-lg border border-danger/50 bg-danger/10 p-3 text-sm text-parchment"
        >
          {error}
        </p>
      )}
      <button
        type="submit"
        data-testid="checkout-submit"
        disabled={!ready}
        className="inline-flex min-h-12 items-center justify-center rounded-lg bg-ember px-6 font-semibold text-night shadow-lg shadow-ember/20 hover:bg-ember-hover disabled:cursor-not-allowed disabled:opacity-50"
      >
        {busy
          ? "Placing your order..."
          : isManualMethod(method)
            ? `Place order for ${formatUsd(totalCents)}`
            : `Pay ${formatUsd(totalCents)}`}
      </button>
      <p className="text-center text-xs text-parchment-muted">Prices are checked again by our server before you pay.</p>
    </>
  );
}
