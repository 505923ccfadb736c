import { Card } from "@/components/ui/card";
import type { AdminOrderView } from "@/domain/orders/admin-order-view";
import { FactList } from "../fact-list";

/**
 * Who bought: how to reach them and the account the work is done on, and a link to everything
 * else they bought and wrote (`customerHref`, the customer page's opaque address).
 */
export function OrderCustomerCard({
  customer,
  customerHref,
}: {
  customer: AdminOrderView["customer"];
  customerHref: string;
}) {
  return (
    <Card className="grid content-start gap-3 p-5">
      <div className="flex flex-wrap items-center justify-between gap-x-3">
        <h2 className="font-display text-xl text-parchment">Customer</h2>
        <a
          href={customerHref}
          data-testid="admin-order-customer-link"
          className="inline-flex min-h-11 items-center text-sm font-medium text-gold underline-offset-4 hover:underline"
        >
          All their orders and messages
        </a>
      </div>
      <FactList
        testId="admin-order-customer"
        facts={[
          ["Email", customer.email],
          ["Name", customer.name || "—"],
          ["Phone", customer.phone || "—"],
          ["RSN", customer.rsn],
        ]}
      />
    </Card>
  );
}
