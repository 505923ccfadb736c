import type { AdminOrderView } from "@/domain/orders/admin-order-view";
import { formatAdminTime } from "../admin-time";
import { FulfilmentBadge, ModeBadge, OrderStatusBadge } from "./order-badges";

/** The way back to the list, the order's reference, and its payment, step and mode at a glance. */
export function OrderHeader({
  order,
}: {
  order: Pick<AdminOrderView, "reference" | "status" | "fulfilment" | "testMode" | "createdAt">;
}) {
  return (
    <>
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
    </>
  );
}
