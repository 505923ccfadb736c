"use client";

import { Button } from "@/components/ui/button";
import { cardClass } from "@/components/ui/card";
import type { PlacedManualOrder } from "@/domain/api/checkout-order";
import { METHOD_LABELS } from "@/domain/checkout/methods";
import { formatUsd } from "@/domain/money/money";
import { openLiveChat } from "@/features/chat/live-chat";

/** After a manual method: the order is stored as pending and the team arranges payment on live chat. */
export function ManualOrderPlaced({ placed }: { placed: PlacedManualOrder }) {
  return (
    <section data-testid="manual-order" className={cardClass({ highlight: true, className: "p-6" })}>
      <h2 className="font-display text-2xl font-bold text-parchment">Order {placed.reference} is placed</h2>
      <p className="mt-3 text-parchment">
        Total <strong className="tabular text-gold">{formatUsd(placed.totalCents)}</strong> by{" "}
        {METHOD_LABELS[placed.method]}. Our team sends you the payment details on live chat; your order starts as soon
        as the payment arrives.
      </p>
      <Button
        size="lg"
        onClick={() =>
          openLiveChat({
            origin: "checkout",
            message: `Order ${placed.reference}: ${formatUsd(placed.totalCents)} by ${METHOD_LABELS[placed.method]}`,
          })
        }
        className="mt-5"
      >
        Open live chat
      </Button>
    </section>
  );
}
