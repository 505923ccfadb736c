import { Card } from "@/components/ui/card";
import type { AdminOrderView } from "@/domain/orders/admin-order-view";
import { progressText } from "@/domain/orders/order-progress";
import { tradeText } from "@/domain/orders/trade-details";
import { FactList } from "../fact-list";
import { FulfilmentBadge } from "./order-badges";

/** The work on the order as its customer follows it: the step, the figure, a pause's reason, a gold trade. */
export function OrderWorkCard({ work }: { work: AdminOrderView["work"] }) {
  return (
    <Card className="grid gap-3 p-5">
      <h2 className="font-display text-xl text-parchment">Fulfilment</h2>
      <FactList
        testId="admin-order-work"
        facts={[
          ["Step", <FulfilmentBadge key="step" fulfilment={work.fulfilment} />],
          ["Progress", work.progress ? progressText(work.progress) : "—"],
          work.pausedReason ? ["Paused because", work.pausedReason] : null,
          work.isGold || work.goldPayment ? ["Trade", work.trade ? tradeText(work.trade) : "not set yet"] : null,
          ["Step emails", work.stepEmails ? "on" : "off (the customer opted out)"],
        ]}
      />
    </Card>
  );
}
