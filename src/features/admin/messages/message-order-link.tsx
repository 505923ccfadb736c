import Link from "next/link";
import type { MessageOrder } from "@/domain/api/admin-messages";

/** "About order RF-…", to the order's back-office page, for a message sent from the order's page. */
export function MessageOrderLink({ order }: { order: NonNullable<MessageOrder> }) {
  return (
    <Link
      href={`/admin/orders/${order.id}`}
      data-testid="admin-message-order"
      className="inline-flex min-h-11 items-center font-medium text-gold underline-offset-4 hover:underline"
    >
      About order {order.reference}
    </Link>
  );
}
