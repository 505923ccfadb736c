"use client";

import { useId } from "react";
import { staffRefundLimitNote } from "@/domain/admin/staff-display";
import { refundRoute } from "@/domain/api/admin-order-routes";
import { formatUsd } from "@/domain/money/money";
import type { OrderActionState } from "@/domain/orders/admin-order-view";
import { ConfirmActionDialog } from "../confirm-action-dialog";
import { useAdminSubmit } from "../use-admin-submit";
import { ORDER_DIALOG_TEST_IDS, type OrderDialogProps } from "./order-dialog";
import { RefundFormFields } from "./refund-form-fields";
import { useRefundForm } from "./use-refund-form";

/** Money back: through the order's provider, or for a manual order recorded as sent by hand; all that is left or a part, with a reason. */
export function RefundDialog({ order, onDone, onClose }: OrderDialogProps<OrderActionState>) {
  const errorId = useId();
  const form = useRefundForm({ manual: order.manual, initial: "full" });
  const { busy, error, submit } = useAdminSubmit(refundRoute(order.orderId), form.refs.amountRef);
  const shown = form.problem ?? error;
  return (
    <ConfirmActionDialog
      testIds={ORDER_DIALOG_TEST_IDS}
      title={order.manual ? "Record a refund" : "Refund"}
      confirmLabel={order.manual ? "Record refund" : "Refund"}
      danger
      busy={busy}
      error={shown}
      errorId={errorId}
      onClose={onClose}
      onConfirm={async () => {
        const read = form.read();
        if (read === null || read.refund === "none") return;
        if (await submit({ amount: read.refund, reason: read.reason, byHand: read.byHand })) onDone();
      }}
    >
      <p className="text-sm text-parchment-muted">
        Up to {formatUsd(order.refundableCents)} can be refunded
        {order.manual ? ", by hand (no provider is asked)" : ", through the order's payment provider"}. The customer is
        emailed.
      </p>
      {order.staffRefundLimitCents != null && (
        <p className="text-sm text-parchment" data-testid="admin-refund-limit">
          {staffRefundLimitNote(order.staffRefundLimitCents, order.totalCents - order.refundableCents)}
        </p>
      )}
      <RefundFormFields form={form} refundableCents={order.refundableCents} allowNone={false} errorId={errorId} />
    </ConfirmActionDialog>
  );
}
