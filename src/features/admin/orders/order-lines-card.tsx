import { Card } from "@/components/ui/card";
import { formatUsd } from "@/domain/money/money";
import type { AdminOrderView } from "@/domain/orders/admin-order-view";
import { promoLineLabel } from "@/domain/promotions/promo-totals";
import { FactList } from "../fact-list";
import { OrderLinesTable } from "./order-lines-table";

/** What was bought, line by line, and the money: totals, what was refunded and what still can be. */
export function OrderLinesCard({ lines, totals }: Pick<AdminOrderView, "lines" | "totals">) {
  return (
    <Card className="grid gap-4 p-5">
      <h2 className="font-display text-xl text-parchment">Lines</h2>
      <OrderLinesTable lines={lines} />
      <FactList
        testId="admin-order-totals"
        facts={[
          ["Subtotal", formatUsd(totals.subtotalCents)],
          ["Discount", totals.discountCents > 0 ? `−${formatUsd(totals.discountCents)}` : "—"],
          totals.promo ? [promoLineLabel(totals.promo.code), `−${formatUsd(totals.promo.cents)}`] : null,
          ["Total", formatUsd(totals.totalCents)],
          ["Refunded", formatUsd(totals.refundedCents)],
          // Asked of the provider, not yet confirmed by it (Square answers "pending"): counted once it is.
          totals.refundPendingCents > 0 ? ["Refund pending", formatUsd(totals.refundPendingCents)] : null,
          ["Refundable", formatUsd(totals.refundableCents)],
        ]}
      />
    </Card>
  );
}
