import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import type { OrderDetail } from "@/domain/api/admin-orders";
import { parseLineSku } from "@/domain/cart/line-sku";
import { findProductBySku } from "@/domain/catalogue/catalogue";
import { MANUAL_METHODS } from "@/domain/checkout/methods";
import { isPayable } from "@/domain/checkout/order-transitions";
import type { OrderStatus } from "@/domain/checkout/purchase";
import { formatUsd } from "@/domain/money/money";
import { progressText, suggestedUnit } from "@/domain/orders/order-progress";
import { tradeText } from "@/domain/orders/trade-details";
import { promoOverLimitText } from "@/domain/promotions/promo-late-use";
import { promoLineLabel } from "@/domain/promotions/promo-totals";
import { formatAdminTime } from "@/features/admin/admin-time";
import { OrderMessages } from "@/features/admin/messages/order-messages";
import { OrderActions } from "@/features/admin/orders/order-actions";
import { FulfilmentBadge, ModeBadge, OrderStatusBadge } from "@/features/admin/orders/order-badges";
import { OrderLinesTable } from "@/features/admin/orders/order-lines-table";
import { OrderTimelineList } from "@/features/admin/orders/order-timeline-list";
import { messagesOfOrder } from "@/server/admin/messages/inbox";
import { requireOperatorPage } from "@/server/admin/operator-guard";
import { listOperators } from "@/server/admin/operators";
import { orderDetail } from "@/server/admin/orders/order-detail";
import { getDatabase } from "@/server/db/client";
import { AppError } from "@/server/http/errors";
import { trackingViewById } from "@/server/orders/order-tracking";

export const metadata: Metadata = { title: "Order" };

async function readOrder(id: string): Promise<OrderDetail> {
  try {
    return await orderDetail(id);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  }
}

function Facts({ rows, testId }: { rows: [string, ReactNode][]; testId: string }) {
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[11rem_1fr]" data-testid={testId}>
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-parchment-muted">{term}</dt>
          <dd
            className="text-parchment [overflow-wrap:anywhere]"
            data-testid={`${testId}-${term.toLowerCase().replaceAll(" ", "-")}`}
          >
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The product lines an order's lines belong to (pvm, skills, …), for the progress unit that fits them. */
function lineIdsOf(order: OrderDetail): string[] {
  return order.lines.flatMap((line) => {
    const entry = findProductBySku(parseLineSku(line.sku).productSku);
    return entry ? [entry.line.id] : [];
  });
}

function canMarkPaid(order: OrderDetail): boolean {
  return (MANUAL_METHODS as readonly string[]).includes(order.method) && isPayable(order.status as OrderStatus);
}

/** One order for the operator: what was bought, by whom, how it was paid, what happened, and what to do next. */
export default async function AdminOrderPage({ params }: { params: Promise<{ id: string }> }) {
  await requireOperatorPage();
  const { id } = await params;
  const order = await readOrder(id);
  const tracking = await trackingViewById(getDatabase().db, order.id);
  if (!tracking) notFound();
  const [operators, messages] = await Promise.all([listOperators(getDatabase().db), messagesOfOrder(order.id)]);
  const emails = new Map(operators.map((entry) => [entry.id, entry.email]));
  const emailOf = (operatorId: string) => emails.get(operatorId) ?? "former operator";
  return (
    <div className="grid gap-6">
      <p>
        <a
          href="/admin/orders"
          className="inline-flex min-h-11 items-center text-sm text-parchment-muted hover:text-gold"
        >
          ← All orders
        </a>
      </p>
      <div className="grid gap-2">
        <h1 className="font-display text-3xl text-gold" data-testid="admin-order-reference">
          {order.reference}
        </h1>
        <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="admin-order-badges">
          <span data-testid="admin-order-status">
            <OrderStatusBadge status={order.status} />
          </span>
          <span data-testid="admin-order-fulfilment">
            <FulfilmentBadge fulfilment={order.fulfilment} />
          </span>
          <ModeBadge testMode={order.testMode} />
          <span className="text-parchment-muted">placed {formatAdminTime(order.createdAt)}</span>
        </p>
      </div>
      {order.promoOverLimit && order.totals.promo ? (
        <Notice className="p-4 text-sm" data-testid="admin-order-promo-over-limit">
          {promoOverLimitText(order.totals.promo, order.totalCents)}
        </Notice>
      ) : null}
      <OrderActions
        order={{
          orderId: order.id,
          email: order.email,
          fulfilment: order.fulfilment,
          totalCents: order.totalCents,
          paid: order.paidAt !== null,
          canMarkPaid: canMarkPaid(order),
          refundableCents: order.refundableCents,
          steps: {
            orderId: order.id,
            status: tracking.payment.status,
            fulfilment: tracking.fulfilment,
            progress: tracking.progress,
            suggestedUnit: suggestedUnit(lineIdsOf(order)),
            pausedReason: tracking.pausedReason,
            isGold: tracking.isGold,
            trade: tracking.trade,
          },
        }}
      />
      <Card className="grid gap-3 p-5">
        <h2 className="font-display text-xl text-parchment">Fulfilment</h2>
        <Facts
          testId="admin-order-work"
          rows={[
            ["Step", <FulfilmentBadge key="step" fulfilment={tracking.fulfilment} />],
            ["Progress", tracking.progress ? progressText(tracking.progress) : "—"],
            ...(tracking.pausedReason ? ([["Paused because", tracking.pausedReason]] as [string, ReactNode][]) : []),
            ...(tracking.isGold
              ? ([["Trade", tracking.trade ? tradeText(tracking.trade) : "not set yet"]] as [string, ReactNode][])
              : []),
            ["Step emails", tracking.stepEmails ? "on" : "off (the customer opted out)"],
          ]}
        />
      </Card>
      <Card className="grid gap-4 p-5">
        <h2 className="font-display text-xl text-parchment">Lines</h2>
        <OrderLinesTable lines={order.lines} />
        <Facts
          testId="admin-order-totals"
          rows={[
            ["Subtotal", formatUsd(order.totals.subtotalCents)],
            ["Discount", order.totals.discountCents > 0 ? `−${formatUsd(order.totals.discountCents)}` : "—"],
            ...(order.totals.promo
              ? ([[promoLineLabel(order.totals.promo.code), `−${formatUsd(order.totals.promo.cents)}`]] as [
                  string,
                  ReactNode,
                ][])
              : []),
            ["Total", formatUsd(order.totalCents)],
            ["Refunded", formatUsd(order.refundedCents)],
            // Asked of the provider, not yet confirmed by it (Square answers "pending"): counted once it is.
            ...(order.refundPendingCents > 0
              ? ([["Refund pending", formatUsd(order.refundPendingCents)]] as [string, ReactNode][])
              : []),
            ["Refundable", formatUsd(order.refundableCents)],
          ]}
        />
      </Card>
      <div className="grid gap-6 md:grid-cols-2">
        <Card className="grid content-start gap-3 p-5">
          <h2 className="font-display text-xl text-parchment">Customer</h2>
          <Facts
            testId="admin-order-customer"
            rows={[
              ["Email", order.email],
              ["Name", order.name || "—"],
              ["Phone", order.phone || "—"],
              ["RSN", order.rsn],
            ]}
          />
        </Card>
        <Card className="grid content-start gap-3 p-5">
          <h2 className="font-display text-xl text-parchment">Payment</h2>
          <Facts
            testId="admin-order-payment"
            rows={[
              ["Method", order.method],
              ["Provider", order.provider],
              ["Checkout id", order.providerRef ?? "—"],
              ["Payment id", order.providerPaymentRef ?? "—"],
              ["Paid", order.paidAt ? formatAdminTime(order.paidAt) : "not yet"],
              ...(order.paymentIssue ? ([["Issue", order.paymentIssue]] as [string, ReactNode][]) : []),
              ...(order.refundedAt
                ? ([["Refunded at", formatAdminTime(order.refundedAt)]] as [string, ReactNode][])
                : []),
              ...(order.disputedAt ? ([["Disputed", formatAdminTime(order.disputedAt)]] as [string, ReactNode][]) : []),
            ]}
          />
        </Card>
      </div>
      <Card className="p-5">
        <OrderMessages messages={messages} />
      </Card>
      <Card className="grid gap-3 p-5">
        <h2 className="font-display text-xl text-parchment">Timeline</h2>
        <OrderTimelineList entries={order.timeline} emailOf={emailOf} />
      </Card>
    </div>
  );
}
