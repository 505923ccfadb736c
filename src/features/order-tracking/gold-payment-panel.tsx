import { formatGoldTenths } from "@/domain/checkout/gold-payment";
import { formatUsd } from "@/domain/money/money";
import type { OrderTrackingView } from "@/domain/orders/order-tracking";

/*
 * A services order paid with OSRS gold, still waiting for the gold: the millions to trade (the
 * figure the product page and the checkout gave) and how the trade goes. The meeting itself is in
 * the trade details beside it, set by the team; part of the live view, so the page shows them, and
 * the gold confirmed, the moment they are.
 */

const CARD = "grid gap-3 rounded-[var(--radius-card)] border border-stone-line bg-stone p-4 sm:p-6";

export function GoldPaymentPanel({ view }: { view: OrderTrackingView }) {
  const gold = view.goldPayment;
  if (!gold || view.payment.status !== "pending") return null;
  return (
    <section aria-labelledby="order-how-to-pay-gold" className={CARD} data-testid="order-gold-payment">
      <h3 id="order-how-to-pay-gold" className="font-display text-xl font-bold text-parchment">
        How to pay with gold
      </h3>
      <p className="text-parchment">
        Amount to trade:{" "}
        <strong className="tabular text-gold" data-testid="order-gold-amount">
          {formatGoldTenths(gold.askedTenths)}
        </strong>{" "}
        of OSRS gold, your {formatUsd(view.totals.totalCents)} total at our buy rate.
      </p>
      <ol className="grid list-decimal gap-1 pl-5 text-parchment" data-testid="order-gold-steps">
        <li>Log in to the account whose RuneScape name is on your order.</li>
        <li>Go to the world and the meeting place given in the trade details, and trade only with the trader named.</li>
        <li>
          Trade the whole {formatGoldTenths(gold.askedTenths)} and say your order reference{" "}
          <strong className="text-parchment">{view.reference}</strong> in the trade chat.
        </li>
      </ol>
      <p className="text-parchment-muted">
        Once we have confirmed the gold, a player from our team starts on your order; this page changes the moment we
        do.
      </p>
    </section>
  );
}
