import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { Card } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { OrderMessages } from "@/features/admin/messages/order-messages";
import { OrderActions } from "@/features/admin/orders/order-actions";
import { OrderAssigneeCard } from "@/features/admin/orders/order-assignee-card";
import { OrderChatCard } from "@/features/admin/orders/order-chat-card";
import { OrderCustomerCard } from "@/features/admin/orders/order-customer-card";
import { OrderGoldCard } from "@/features/admin/orders/order-gold-card";
import { OrderHeader } from "@/features/admin/orders/order-header";
import { OrderLinesCard } from "@/features/admin/orders/order-lines-card";
import { OrderManualPaymentsCard } from "@/features/admin/orders/order-manual-payments-card";
import { OrderPaymentCard } from "@/features/admin/orders/order-payment-card";
import { OrderTimelineCard } from "@/features/admin/orders/order-timeline-card";
import { OrderWorkCard } from "@/features/admin/orders/order-work-card";
import { NOT_FOUND_METADATA } from "@/features/errors/not-found-panel";
import { customerHref } from "@/server/admin/customers/customer-key";
import { missingForOperator, requireOperatorPage } from "@/server/admin/operator-guard";
import { assignableOperators } from "@/server/admin/orders/bulk-orders";
import { adminOrderView } from "@/server/admin/orders/order-view";
import { staffRefundLimitFor } from "@/server/admin/orders/refund-order";
import { orderChats } from "@/server/chat/order-chats";

// Looked up once a request, for the title and the page.
const orderView = cache(adminOrderView);

/** Titled as a 404 when the order is missing, like the page the visitor then sees. */
export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  const { id } = await params;
  return (await missingForOperator("orders", () => orderView(id))) ? NOT_FOUND_METADATA : { title: "Order" };
}

/** One order for the operator: what was bought, by whom, how it was paid, what happened, and what to do next. */
export default async function AdminOrderPage({ params }: { params: Promise<{ id: string }> }) {
  const operator = await requireOperatorPage("orders");
  const [order, operators] = await Promise.all([orderView((await params).id), assignableOperators()]);
  if (!order) notFound();
  const [staffRefundLimitCents, chats] = await Promise.all([
    staffRefundLimitFor(operator.role),
    orderChats(order.id, "staff"),
  ]);
  return (
    <div className="grid gap-6">
      <OrderHeader order={order} />
      {order.promoNotice ? (
        <Notice className="p-4 text-sm" data-testid="admin-order-promo-over-limit">
          {order.promoNotice}
        </Notice>
      ) : null}
      <OrderActions order={{ ...order.actions, staffRefundLimitCents }} />
      <OrderWorkCard work={order.work} />
      {order.gold ? (
        <OrderGoldCard
          orderId={order.id}
          paidAt={order.payment.paidAt}
          gold={order.gold}
          canDeliver={order.actions.allowed.recordDelivery}
        />
      ) : null}
      <OrderAssigneeCard
        orderId={order.id}
        assignment={order.assignment}
        operators={operators}
        viewerId={operator.operatorId}
      />
      <OrderLinesCard lines={order.lines} totals={order.totals} />
      {order.manualPayments ? (
        <OrderManualPaymentsCard payments={order.manualPayments} totalCents={order.totals.totalCents} />
      ) : null}
      <div className="grid gap-6 md:grid-cols-2">
        <OrderCustomerCard customer={order.customer} customerHref={await customerHref(order.customer.email)} />
        <OrderPaymentCard payment={order.payment} />
      </div>
      <Card className="p-5">
        <OrderMessages messages={order.messages} />
      </Card>
      {chats.length > 0 ? <OrderChatCard chats={chats} /> : null}
      <OrderTimelineCard timeline={order.timeline} />
    </div>
  );
}
