"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import type { SellOrderDetail } from "@/domain/gold/sell-order-admin";
import { ScriptButton } from "../script-button";
import { ArrangeDialog, DeclineDialog, PayoutDialog, ReceiveDialog } from "./sell-order-dialogs";

type Open = "arrange" | "receive" | "pay" | "decline" | null;

/** The actions the sale's state allows: each opens its dialog; a done action reloads the page's data. */
export function SellOrderActions({ order }: { order: SellOrderDetail }) {
  const router = useRouter();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const done = () => {
    setOpen(null);
    router.refresh();
  };
  const props = { order, onDone: done, onClose: close };
  const { actions } = order;
  if (!actions.arrange && !actions.receive && !actions.pay && !actions.decline) return null;
  return (
    <div className="flex flex-wrap gap-3" data-testid="admin-sell-actions">
      {actions.arrange && (
        <ScriptButton variant="secondary" pad={4} onClick={() => setOpen("arrange")} data-testid="admin-sell-arrange">
          {order.trade ? "Change the trade" : "Arrange the trade"}
        </ScriptButton>
      )}
      {actions.receive && (
        <ScriptButton pad={4} onClick={() => setOpen("receive")} data-testid="admin-sell-receive">
          Gold received
        </ScriptButton>
      )}
      {actions.pay && (
        <ScriptButton pad={4} onClick={() => setOpen("pay")} data-testid="admin-sell-pay">
          Record payout
        </ScriptButton>
      )}
      {actions.decline && (
        <ScriptButton variant="danger" pad={4} onClick={() => setOpen("decline")} data-testid="admin-sell-decline">
          Decline
        </ScriptButton>
      )}
      {open === "arrange" && <ArrangeDialog {...props} />}
      {open === "receive" && <ReceiveDialog {...props} />}
      {open === "pay" && <PayoutDialog {...props} />}
      {open === "decline" && <DeclineDialog {...props} />}
    </div>
  );
}
