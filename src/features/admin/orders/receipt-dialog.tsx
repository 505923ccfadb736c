"use client";

import { useRef } from "react";
import { resendReceiptRoute } from "@/domain/api/admin-order-routes";
import type { OrderActionState } from "@/domain/orders/admin-order-view";
import { ConfirmActionDialog } from "../confirm-action-dialog";
import { useAdminSubmit } from "../use-admin-submit";
import { ORDER_DIALOG_TEST_IDS, type OrderDialogProps } from "./order-dialog";

/** Sends a paid order's receipt again; it asks for nothing, so Enter confirms. */
export function ReceiptDialog({ order, onDone, onClose }: OrderDialogProps<OrderActionState>) {
  const none = useRef<HTMLInputElement>(null);
  const { busy, error, submit } = useAdminSubmit(resendReceiptRoute(order.orderId), none);
  return (
    <ConfirmActionDialog
      testIds={ORDER_DIALOG_TEST_IDS}
      title="Resend the receipt"
      focusConfirm
      confirmLabel="Resend receipt"
      busy={busy}
      error={error}
      onClose={onClose}
      onConfirm={async () => {
        if (await submit({})) onDone();
      }}
    >
      <p className="text-parchment">The receipt goes to {order.email} again, through the outbox.</p>
    </ConfirmActionDialog>
  );
}
