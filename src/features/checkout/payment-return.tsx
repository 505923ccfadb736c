"use client";

import { useEffect, useRef, useState } from "react";
import { Button, buttonClass } from "@/components/ui/button";
import { Card, cardClass } from "@/components/ui/card";
import { buildPurchaseEvent } from "@/domain/analytics/events";
import { deriveUserData } from "@/domain/checkout/purchase";
import { formatUsd } from "@/domain/money/money";
import { nextOncePaid, orderWords } from "@/domain/orders/order-words";
import { pricedLineStory, youSaveLabel } from "@/domain/pricing/pricing-context";
import { pushAnalyticsEvent } from "@/features/analytics/data-layer";
import { clearCart, getCartSnapshot } from "@/features/cart/cart-store";
import { openContactModal } from "@/features/contact/contact-store";
import { ShopLink } from "@/features/navigation/shop-link";
import { fetchPaymentData, markAsCompleted, type PaymentChannel, type PaymentData } from "./checkout-api";
import { OrderPageLink } from "./order-page-link";
import { OrderSummary } from "./order-summary";
import { PaymentLoading } from "./payment-loading";
import { PAYMENT_STATUS_COPY } from "./payment-status-copy";

type View = { kind: "loading" } | { kind: "not-found" } | { kind: "error" } | { kind: "data"; data: PaymentData };

const POLL_MS = 2_000;
const MAX_POLLS = 15;

/**
 * The page a provider returns to. The server verifies the payment; a paid order fires one purchase
 * event (the server remembers it was sent, so a reload does not count it again) and empties the cart.
 */
export function PaymentReturn({
  channel,
  id,
  discountBasisPoints,
}: {
  channel: PaymentChannel;
  id: string;
  discountBasisPoints: number;
}) {
  const [view, setView] = useState<View>({ kind: "loading" });
  const fired = useRef(false);

  useEffect(() => {
    let polls = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;
    const load = async () => {
      const result = await fetchPaymentData(channel, id);
      if (cancelled) return;
      if (result === "not-found" || result === "error") {
        setView({ kind: result });
        return;
      }
      setView({ kind: "data", data: result });
      if (result.status === "paid") {
        if (result.fireEvent && !fired.current) {
          fired.current = true;
          pushAnalyticsEvent(
            buildPurchaseEvent({
              transactionId: result.transactionId,
              totalCents: result.totals.totalCents,
              lines: result.lines,
              userData: deriveUserData(result),
              coupon: result.totals.promo?.code,
            }),
          );
          await markAsCompleted(channel, id);
        }
        if (getCartSnapshot().cartItems.length > 0) clearCart();
      } else if (result.status === "pending" && ++polls < MAX_POLLS) {
        // The provider may confirm a moment after the redirect (or its webhook arrives later).
        timer = setTimeout(load, POLL_MS);
      }
    };
    void load();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [channel, id]);

  if (view.kind === "loading") {
    return <PaymentLoading />;
  }
  if (view.kind !== "data") {
    return (
      <section data-testid="payment-not-found" className={cardClass({ className: "p-6" })}>
        <h2 className="font-display text-2xl font-bold text-parchment">We could not find this payment</h2>
        <p className="mt-2 text-parchment-muted">
          If you were charged, contact us with your receipt and we will sort it out right away.
        </p>
        <Button onClick={() => openContactModal("form")} className="mt-4">
          Contact us
        </Button>
      </section>
    );
  }
  const { data } = view;
  const paid = data.status === "paid";
  const copy = PAYMENT_STATUS_COPY[data.status];
  const Icon = copy.icon;
  return (
    <section data-testid="order-confirmation" data-status={data.status} className="grid gap-6 lg:grid-cols-[1fr_24rem]">
      <Card className="p-6">
        <Icon aria-hidden="true" className={`size-10 ${copy.iconClass}`} />
        <h2 className="mt-3 font-display text-2xl font-bold text-parchment">{copy.title}</h2>
        <p className="mt-2 text-parchment">
          Order reference{" "}
          <strong data-testid="order-reference" className="whitespace-nowrap text-gold">
            {data.reference}
          </strong>
        </p>
        {paid ? (
          <ol className="mt-4 list-decimal space-y-1 pl-5 text-parchment-muted">
            <li>We have emailed your receipt to {data.email}.</li>
            <li>{nextOncePaid(orderWords({ lines: data.lines }))}</li>
            <li>Questions? Contact us any time and quote your order reference.</li>
          </ol>
        ) : (
          <p className="mt-3 text-parchment-muted">{copy.body}</p>
        )}
        <div className="mt-5 flex flex-wrap gap-3">
          <OrderPageLink reference={data.reference} paid={paid} />
          {copy.offerRetry && (
            <ShopLink href="/checkout" className={buttonClass()}>
              Back to checkout
            </ShopLink>
          )}
          <Button variant="secondary" onClick={() => openContactModal("form")}>
            Contact us
          </Button>
        </div>
      </Card>
      <OrderSummary
        lines={data.lines.map((line) => ({
          sku: line.sku,
          name: line.name,
          subName: line.subName,
          count: line.count,
          story: pricedLineStory(line),
        }))}
        totalCents={data.totals.totalCents}
        savedCents={data.totals.discountCents}
        savingsLabel={youSaveLabel(discountBasisPoints)}
        promo={data.totals.promo}
      />
      <p className="sr-only" data-testid="order-total">
        {formatUsd(data.totals.totalCents)}
      </p>
    </section>
  );
}
