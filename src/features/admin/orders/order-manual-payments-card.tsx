import { Card } from "@/components/ui/card";
import { formatUsd } from "@/domain/money/money";
import type { AdminOrderView } from "@/domain/orders/admin-order-view";
import { formatAdminTime } from "../admin-time";
import { FactList } from "../fact-list";

/**
 * A manual method's money as it came: what was received against the total, the balance still due
 * (the customer's order page says the same), an excess when the customer sent more, and each
 * payment with its reference and who recorded it.
 */
export function OrderManualPaymentsCard({
  payments,
  totalCents,
}: {
  payments: NonNullable<AdminOrderView["manualPayments"]>;
  totalCents: number;
}) {
  return (
    <Card className="grid content-start gap-3 p-5" data-testid="admin-order-manual-payments">
      <h2 className="font-display text-xl text-parchment">Payments received</h2>
      <FactList
        testId="admin-order-received"
        facts={[
          ["Received", `${formatUsd(payments.receivedCents)} of ${formatUsd(totalCents)}`],
          ["Balance due", formatUsd(payments.balanceCents)],
          // More than the total: the order is paid; the excess is the customer's, settled with them by hand.
          payments.excessCents > 0 ? ["Overpaid by", `${formatUsd(payments.excessCents)} (not refundable here)`] : null,
        ]}
      />
      {payments.payments.length > 0 ? (
        <ol className="grid gap-2 text-sm" data-testid="admin-order-payment-list">
          {payments.payments.map((payment) => (
            <li
              key={payment.id}
              className="grid gap-0.5 border-t border-stone-line pt-2 sm:grid-cols-[8rem_1fr]"
              data-testid="admin-order-payment-row"
            >
              <span className="tabular font-semibold text-parchment">{formatUsd(payment.amountCents)}</span>
              <span className="text-parchment-muted [overflow-wrap:anywhere]">
                Ref. <span className="text-parchment">{payment.reference}</span> · {formatAdminTime(payment.createdAt)}{" "}
                · {payment.operatorEmail}
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-parchment-muted">Nothing recorded yet.</p>
      )}
    </Card>
  );
}
