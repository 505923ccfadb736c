import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { formatGoldTenths } from "@/domain/checkout/gold-payment";
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
  goldTenths,
}: {
  minimum: MinimumOrderCheck;
  error: string | null;
  pricesChanged: boolean;
  ready: boolean;
  busy: boolean;
  method: CheckoutMethod;
  /** The server's quoted total; null until it has answered. */
  totalCents: number | null;
  /** What paying with gold asks, in tenths of a million; null until quoted. */
  goldTenths: number | null;
}) {
  const amount =
    method === "gold"
      ? goldTenths === null
        ? ""
        : ` ${formatGoldTenths(goldTenths)} gold`
      : totalCents === null
        ? ""
        : ` ${formatUsd(totalCents)}`;
  return (
    <>
      {!minimum.ok && (
        <Notice role="status" data-testid="checkout-minimum" className="p-3 text-sm">
          {minimum.message}
        </Notice>
      )}
      {error && (
        <Notice
          tone="danger"
          role="alert"
          data-testid={pricesChanged ? "checkout-price-changed" : "checkout-error"}
          className="p-3 text-sm"
        >
          {error}
        </Notice>
      )}
      <Button type="submit" data-testid="checkout-submit" disabled={!ready} busy={busy} size="lg" pad={6} glow>
        {busy
          ? "Placing your order..."
          : isManualMethod(method)
            ? `Place order${amount ? ` for${amount}` : ""}`
            : `Pay${amount}`}
      </Button>
      <p className="text-center text-xs text-parchment-muted">Prices are checked again by our server before you pay.</p>
    </>
  );
}
