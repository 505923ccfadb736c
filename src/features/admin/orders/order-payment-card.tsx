import { Card } from "@/components/ui/card";
import { formatGoldTenths } from "@/domain/checkout/gold-payment";
import type { AdminOrderView } from "@/domain/orders/admin-order-view";
import { formatAdminTime } from "../admin-time";
import { FactList } from "../fact-list";

/** How the order was paid: the method, the provider's ids to find it there, and what happened to the money. */
export function OrderPaymentCard({ payment }: { payment: AdminOrderView["payment"] }) {
  return (
    <Card className="grid content-start gap-3 p-5">
      <h2 className="font-display text-xl text-parchment">Payment</h2>
      <FactList
        testId="admin-order-payment"
        facts={[
          ["Method", payment.method],
          payment.goldPaymentTenths === null ? null : ["Gold asked", formatGoldTenths(payment.goldPaymentTenths)],
          ["Provider", payment.provider],
          ["Checkout id", payment.providerRef ?? "—"],
          ["Payment id", payment.providerPaymentRef ?? "—"],
          ["Paid", payment.paidAt ? formatAdminTime(payment.paidAt) : "not yet"],
          payment.paymentIssue ? ["Issue", payment.paymentIssue] : null,
          payment.refundedAt ? ["Refunded at", formatAdminTime(payment.refundedAt)] : null,
          payment.disputedAt ? ["Disputed", formatAdminTime(payment.disputedAt)] : null,
        ]}
      />
    </Card>
  );
}
