import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { formatGoldTenths } from "@/domain/checkout/gold-payment";
import { type CheckoutMethod, isManualMethod } from "@/domain/checkout/methods";
import type { MinimumOrderCheck } from "@/domain/checkout/minimum-order";
import type { MissingField, RequiredField } from "@/domain/checkout/pay-readiness";
import { formatUsd } from "@/domain/money/money";

/**
 * Under the order summary: the minimum-order notice, the last error (the server's new prices when
 * that is what it said), and the submit button with the amount it charges. Pay is never dimmed
 * without a word: beside it, what is still missing (each a way to its field), or why it is disabled.
 */
export function CheckoutSubmitPanel({
  minimum,
  error,
  pricesChanged,
  missing,
  missingId,
  attempted,
  onGoTo,
  blocked,
  busy,
  method,
  totalCents,
  goldTenths,
}: {
  minimum: MinimumOrderCheck;
  error: string | null;
  pricesChanged: boolean;
  /** What the visitor still has to give: Pay stays pressable and takes them to the first. */
  missing: MissingField[];
  /** The id of the list of what is missing, which Pay and the missing fields are described by. */
  missingId: string;
  /** Pay was pressed with something missing: the list is an error now, not a hint. */
  attempted: boolean;
  onGoTo: (field: RequiredField) => void;
  /** Why Pay is disabled whatever is typed (the server's prices, a refused line); null when it is not. */
  blocked: string | null;
  busy: boolean;
  method: CheckoutMethod;
  /** The server's quoted total; null until it has answered. */
  totalCents: number | null;
  /** What paying with gold asks, in tenths of a million; null until quoted. */
  goldTenths: number | null;
}) {
  const blockedId = `${missingId}-blocked`;
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
      <Button
        type="submit"
        data-testid="checkout-submit"
        disabled={blocked !== null}
        busy={busy}
        aria-describedby={
          [blocked !== null ? blockedId : null, missing.length > 0 ? missingId : null].filter(Boolean).join(" ") ||
          undefined
        }
        size="lg"
        pad={6}
        glow
      >
        {busy
          ? "Placing your order..."
          : isManualMethod(method)
            ? `Place order${amount ? ` for${amount}` : ""}`
            : `Pay${amount}`}
      </Button>
      {blocked !== null && (
        <p id={blockedId} data-testid="checkout-pay-blocked" className="text-center text-sm text-parchment-muted">
          {blocked}
        </p>
      )}
      <div
        id={missingId}
        data-testid="checkout-missing"
        data-attempted={attempted || undefined}
        hidden={missing.length === 0}
        className={`text-sm ${attempted ? "text-danger" : "text-parchment-muted"}`}
      >
        <p className="sr-only">Before you pay:</p>
        <ul className="flex flex-wrap justify-center gap-x-4">
          {missing.map((item) => (
            <li key={item.field}>
              <button
                type="button"
                data-testid={`checkout-missing-${item.field}`}
                onClick={() => onGoTo(item.field)}
                className="min-h-9 underline decoration-dotted underline-offset-4 hover:text-gold"
              >
                {item.message}
              </button>
            </li>
          ))}
        </ul>
      </div>
      <p className="text-center text-xs text-parchment-muted">Prices are checked again by our server before you pay.</p>
    </>
  );
}
