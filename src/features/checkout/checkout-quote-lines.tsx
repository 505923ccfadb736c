import { Button } from "@/components/ui/button";
import { cardClass } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import type { CartItem } from "@/domain/cart/cart-schema";
import type { CheckoutQuote } from "@/domain/checkout/checkout-quote";
import { goldPromiseSentence } from "@/domain/gold/gold-promise";
import { GOLD_SKU } from "@/domain/gold/gold-sku";
import { pricedLineStory } from "@/domain/pricing/pricing-context";
import { removeFromCart } from "@/features/cart/cart-store";
import { Price } from "@/features/currency/price";
import type { SummaryLine } from "./order-summary";
import type { QuoteState } from "./use-checkout-quote";

/** The quote's lines for the summary: the server's price of each, and beside it what changed or why it was refused. */
export function quoteSummaryLines(quote: CheckoutQuote, wasCents: (number | null)[], items: CartItem[]): SummaryLine[] {
  return quote.results.map((result, index) => {
    const item = items[index];
    if (result.status === "refused") {
      return {
        sku: result.sku,
        name: item?.name ?? result.sku,
        subName: item?.subName,
        count: item?.count ?? 1,
        imageSrc: item?.imageSrc,
        note: (
          <div data-testid="summary-line-refused" className="mt-2 flex items-center justify-between gap-3 text-sm">
            <p role="alert" className="text-danger">
              {result.reason}
            </p>
            <Button
              variant="secondary"
              pad={3}
              className="text-sm"
              onClick={() => removeFromCart(result.sku)}
              aria-label={`Remove ${item?.name ?? result.sku} from your cart`}
              data-testid="summary-line-remove"
            >
              Remove
            </Button>
          </div>
        ),
      };
    }
    const was = wasCents[index];
    const promise = result.line.sku === GOLD_SKU ? quote.goldPromise : undefined;
    return {
      sku: item?.sku ?? result.line.sku,
      name: result.line.name,
      subName: result.line.subName,
      count: result.line.count,
      imageSrc: item?.imageSrc,
      story: pricedLineStory(result.line),
      note:
        promise === undefined && (was === null || was === undefined) ? undefined : (
          <>
            {promise ? (
              <p
                data-testid="summary-gold-promise"
                data-promise={promise.kind}
                className="mt-1 text-xs text-parchment-muted"
              >
                {goldPromiseSentence(promise)}
              </p>
            ) : null}
            {was === null || was === undefined ? null : (
              <p role="status" data-testid="summary-price-updated" className="mt-1 text-right text-xs text-gold">
                Price updated: was <Price cents={was} />
              </p>
            )}
          </>
        ),
    };
  });
}

/** While the server prices the cart, or when it could not: a Notice with a retry. */
export function CheckoutQuoteStatus({
  state,
  onRetry,
}: {
  state: Exclude<QuoteState, { status: "quoted" }>;
  onRetry: () => void;
}) {
  if (state.status === "loading") {
    return (
      <div
        data-testid="checkout-quote-loading"
        role="status"
        className={cardClass({ className: "grid min-h-40 place-items-center p-5 text-sm text-parchment-muted" })}
      >
        Checking your prices with our server…
      </div>
    );
  }
  return (
    <div className="grid gap-3">
      <Notice tone="danger" role="alert" data-testid="checkout-quote-error" className="p-3 text-sm">
        We could not price your cart: {state.message}
      </Notice>
      <Button variant="secondary" onClick={onRetry} data-testid="checkout-quote-retry">
        Try again
      </Button>
    </div>
  );
}
