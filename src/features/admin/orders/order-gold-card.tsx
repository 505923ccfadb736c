"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Card } from "@/components/ui/card";
import { formatTenths } from "@/domain/gold/gold-units";
import { type AdminGoldView, goldStateText } from "@/domain/orders/admin-order-view";
import { formatAdminTime } from "../admin-time";
import { FactList } from "../fact-list";
import { ScriptButton } from "../script-button";
import { RecordDeliveryDialog } from "./record-delivery-dialog";

/**
 * A gold order's gold as the ledger holds it: ordered, still reserved, delivered, or waiting for
 * stock; each delivery with the account that traded, when, and who recorded it; and, while reserved
 * gold is left, the way to record the next trade.
 */
export function OrderGoldCard({
  orderId,
  paidAt,
  gold,
  canDeliver,
}: {
  orderId: string;
  paidAt: string | null;
  gold: AdminGoldView;
  canDeliver: boolean;
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  return (
    <Card className="grid content-start gap-3 p-5" data-testid="admin-order-gold-card">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-display text-xl text-parchment">Gold</h2>
        {canDeliver ? (
          <ScriptButton
            variant="accent"
            pad={4}
            onClick={() => setOpen(true)}
            data-testid="admin-order-record-delivery"
          >
            Record delivery
          </ScriptButton>
        ) : null}
      </div>
      <FactList
        testId="admin-order-gold"
        facts={[
          ["Ordered", formatTenths(gold.orderedTenths)],
          ["Reserved", formatTenths(gold.reservedTenths)],
          ["Delivered", formatTenths(gold.deliveredTenths)],
          ["State", goldStateText(gold)],
        ]}
      />
      {gold.deliveries.length > 0 ? (
        <ol className="grid gap-2 text-sm" aria-label="Deliveries" data-testid="admin-order-deliveries">
          {gold.deliveries.map((delivery) => (
            <li
              key={delivery.id}
              className="grid gap-0.5 border-t border-stone-line pt-2 sm:grid-cols-[8rem_1fr]"
              data-testid="admin-order-delivery-row"
            >
              <span className="tabular font-semibold text-parchment">{formatTenths(delivery.tenths)}</span>
              <span className="text-parchment-muted [overflow-wrap:anywhere]">
                from <span className="text-parchment">{delivery.account}</span> · {formatAdminTime(delivery.at)}
                {delivery.operatorEmail ? ` · ${delivery.operatorEmail}` : ""}
              </span>
            </li>
          ))}
        </ol>
      ) : gold.state === "unreserved" && gold.waiting ? (
        <p className="text-sm text-parchment-muted">
          Not enough stock when it was paid: the order is reserved once stock is added, then it can be delivered.
        </p>
      ) : null}
      {open ? (
        <RecordDeliveryDialog
          order={{ orderId, paidAt, gold }}
          onClose={() => setOpen(false)}
          onDone={() => {
            setOpen(false);
            router.refresh();
          }}
        />
      ) : null}
    </Card>
  );
}
