"use client";

import type { PlacedManualOrder } from "@/domain/api/checkout-order";
import { METHOD_LABELS } from "@/domain/checkout/methods";
import { formatUsd } from "@/domain/money/money";
import { openLiveChat } from "@/features/chat/live-chat";

/** After a manual method: the order is stored as pending and the team arranges payment on live chat. */
export function ManualOrderPlaced({ placed }: { placed: PlacedManualOrder }) {
  return (
    <section data-testid="manual-order" className="rounded-[var(--radius-card)] border border-gold/40 bg-stone p-6">
      <h2 className="font-display text-2xl font-bold text-parchment">Order {placed.reference} is placed</h2>
      <p className="mt-3 text-parchment">
        Total <strong className="tabular text-gold">{formatUsd(placed.totalCents)}</strong> by{" "}
        {METHOD_LABELS[placed.method]}. Our team sends you the payment details on live chat; your order starts as soon
        as the payment arrives.
      </p>
      <button
        type="button"
        onClick={() =>
          openLiveChat({
            origin: "checkout",
            message: `Order ${placed.reference}: ${formatUsd(placed.totalCents)} by ${METHOD_LABELS[placed.method]}`,
          })
        }
        className="mt-5 inline-flex min-h-12 items-center rounded-lg bg-ember px-5 font-semibold text-night hover:bg-ember-hover"
      >
        Open live chat
      </button>
    </section>
  );
}
