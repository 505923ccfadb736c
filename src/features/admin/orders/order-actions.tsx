"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import type { OrderActionState } from "@/domain/orders/admin-order-view";
import { ScriptButton } from "../script-button";
import { CancelDialog } from "./cancel-dialog";
import { GoldPaymentDialog } from "./gold-payment-dialog";
import { RecordPaymentDialog } from "./mark-paid-dialog";
import { NoteDialog } from "./note-dialog";
import { ReceiptDialog } from "./receipt-dialog";
import { RefundDialog } from "./refund-dialog";
import { StepDialog } from "./step-dialog";
import { TradeDialog } from "./trade-dialog";

type Open =
  | "fulfilment"
  | "progress"
  | "trade"
  | "note"
  | "receipt"
  | "mark-paid"
  | "gold-payment"
  | "refund"
  | "cancel"
  | null;

/** The order page's actions, those the order allows: each opens its confirmation; a done action reloads the page's data. */
export function OrderActions({ order }: { order: OrderActionState }) {
  const router = useRouter();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const done = () => {
    setOpen(null);
    router.refresh();
  };
  const props = { order, onDone: done, onClose: close };
  // Choosing "cancelled" in the fulfilment control opens the cancel dialog: a cancel decides about the money.
  const steps = {
    order: order.steps,
    onDone: done,
    onClose: close,
    onCancelOrder: order.allowed.cancel ? () => setOpen("cancel") : undefined,
  };
  const { allowed } = order;
  return (
    <div className="flex flex-wrap gap-3" data-testid="admin-order-actions">
      <ScriptButton variant="secondary" pad={4} onClick={() => setOpen("fulfilment")}>
        Set fulfilment
      </ScriptButton>
      {allowed.updateProgress && (
        <ScriptButton variant="secondary" pad={4} onClick={() => setOpen("progress")}>
          Update progress
        </ScriptButton>
      )}
      {allowed.tradeDetails && (
        <ScriptButton variant="secondary" pad={4} onClick={() => setOpen("trade")}>
          Trade details
        </ScriptButton>
      )}
      <ScriptButton variant="secondary" pad={4} onClick={() => setOpen("note")}>
        Add note
      </ScriptButton>
      {allowed.resendReceipt && (
        <ScriptButton variant="secondary" pad={4} onClick={() => setOpen("receipt")}>
          Resend receipt
        </ScriptButton>
      )}
      {allowed.markPaid && (
        <ScriptButton variant="accent" pad={4} onClick={() => setOpen("mark-paid")}>
          Record payment
        </ScriptButton>
      )}
      {allowed.confirmGold && (
        <ScriptButton
          variant="accent"
          pad={4}
          onClick={() => setOpen("gold-payment")}
          data-testid="admin-order-confirm-gold"
        >
          Confirm gold received
        </ScriptButton>
      )}
      {allowed.refund && (
        <ScriptButton variant="danger" pad={4} onClick={() => setOpen("refund")}>
          {order.manual ? "Record refund" : "Refund"}
        </ScriptButton>
      )}
      {allowed.cancel && (
        <ScriptButton variant="danger" pad={4} onClick={() => setOpen("cancel")} data-testid="admin-order-cancel">
          Cancel order
        </ScriptButton>
      )}
      {open === "fulfilment" && <StepDialog {...steps} />}
      {open === "progress" && <StepDialog {...steps} initial="in_progress" />}
      {open === "trade" && <TradeDialog {...steps} />}
      {open === "note" && <NoteDialog {...props} />}
      {open === "receipt" && <ReceiptDialog {...props} />}
      {open === "mark-paid" && <RecordPaymentDialog {...props} />}
      {open === "gold-payment" && <GoldPaymentDialog {...props} />}
      {open === "refund" && <RefundDialog {...props} />}
      {open === "cancel" && <CancelDialog {...props} />}
    </div>
  );
}
