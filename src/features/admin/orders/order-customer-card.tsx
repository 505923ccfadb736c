import { Card } from "@/components/ui/card";
import type { AdminOrderView } from "@/domain/orders/admin-order-view";
import { FactList } from "../fact-list";

/** Who bought: how to reach them and the account the work is done on. */
export function OrderCustomerCard({ customer }: { customer: AdminOrderView["customer"] }) {
  return (
    <Card className="grid content-start gap-3 p-5">
      <h2 className="font-display text-xl text-parchment">Customer</h2>
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
