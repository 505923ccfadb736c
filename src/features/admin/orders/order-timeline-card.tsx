import { Card } from "@/components/ui/card";
import type { AdminOrderView } from "@/domain/orders/admin-order-view";
import { OrderTimelineList } from "./order-timeline-list";

/** Everything that happened to the order, oldest first. */
export function OrderTimelineCard({ timeline }: { timeline: AdminOrderView["timeline"] }) {
  return (
    <Card className="grid gap-3 p-5">
      <h2 className="font-display text-xl text-parchment">Timeline</h2>
      <OrderTimelineList entries={timeline} />
    </Card>
  );
}
