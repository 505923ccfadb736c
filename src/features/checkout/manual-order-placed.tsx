"use client";

import { Button, buttonClass } from "@/components/ui/button";
import { cardClass } from "@/components/ui/card";
import type { PlacedManualOrder } from "@/domain/api/checkout-order";
import { formatGoldTenths } from "@/domain/checkout/gold-payment";
import { METHOD_LABELS } from "@/domain/checkout/methods";
import { formatUsd } from "@/domain/money/money";
import { chatOrderOf } from "@/features/chat/chat-panel-store";
import { openLiveChat } from "@/features/chat/live-chat";

/** After a manual method: the order is stored as pending; the steps (from the server) say how to pay. */
export function ManualOrderPlaced({ placed }: { placed: PlacedManualOrder }) {
  return (
    <section
      data-testid="manual-order"
      aria-labelledby="manual-order-title"
      className={cardClass({ highlight: true, className: "p-6" })}
    >
      <h2 id="manual-order-title" className="font-display text-2xl font-bold text-parchment">
        Order{" "}
        <span data-testid="manual-order-reference" className="whitespace-nowrap">
          {placed.reference}
        </span>{" "}
        is placed
      </h2>
      {placed.goldTenths === undefined ? (
        <p className="mt-3 text-parchment">
          Amount to pay{" "}
          <strong data-testid="manual-order-total" className="tabular text-gold">
            {formatUsd(placed.totalCents)}
          </strong>{" "}
          by {METHOD_LABELS[placed.method]}. We have emailed you this confirmation.
        </p>
      ) : (
        <p className="mt-3 text-parchment">
          Amount to pay{" "}
          <strong data-testid="manual-order-gold" className="tabular text-gold">
            {formatGoldTenths(placed.goldTenths)}
          </strong>{" "}
          of OSRS gold (your {formatUsd(placed.totalCents)} total at our buy rate), traded in game. We have emailed you
          this confirmation.
        </p>
      )}
      <h3 className="mt-5 font-display text-lg font-bold text-parchment">What happens next</h3>
      <ol data-testid="manual-order-steps" className="mt-2 list-decimal space-y-2 pl-5 text-parchment">
        {placed.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <div className="mt-5 flex flex-wrap gap-3">
        <Button
          size="lg"
          onClick={() =>
            openLiveChat({
              origin: "checkout",
              // The order page's key goes with it: the proof that lets the chat tie the conversation to this order.
              order: chatOrderOf(placed),
              message:
                placed.goldTenths === undefined
                  ? `Order ${placed.reference}: ${formatUsd(placed.totalCents)} by ${METHOD_LABELS[placed.method]}`
                  : `Order ${placed.reference}: ${formatGoldTenths(placed.goldTenths)} of OSRS gold`,
            })
          }
        >
          Open live chat
        </Button>
        <a
          data-testid="order-page-link"
          href={placed.orderPath}
          className={buttonClass({ variant: "secondary", size: "lg" })}
        >
          Follow your order
        </a>
      </div>
    </section>
  );
}
