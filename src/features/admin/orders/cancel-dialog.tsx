"use client";

import { useId } from "react";
import { staffRefundLimitNote } from "@/domain/admin/staff-display";
import { cancelOrderRoute } from "@/domain/api/admin-order-routes";
import { formatUsd } from "@/domain/money/money";
import type { OrderActionState } from "@/domain/orders/admin-order-view";
import { ConfirmActionDialog } from "../confirm-action-dialog";
import { useAdminSubmit } from "../use-admin-submit";
import { ORDER_DIALOG_TEST_IDS, type OrderDialogProps } from "./order-dialog";
import { RefundFormFields } from "./refund-form-fields";
import { useRefundForm } from "./use-refund-form";

/**
 * Cancelling an order in one step: a paid one chooses its refund (all by default, part, or none),
 * every one says why. If the refund does not go through, the order is not cancelled.
 */
export function CancelDialog({ order, onDone, onClose }: OrderDialogProps<OrderActionState>) {
  const errorId = useId();
  const paid = order.refundableCents > 0;
  const form = useRefundForm({ manual: order.manual, initial: paid ? "full" : "none" });
  const { busy, error, submit } = useAdminSubmit(cancelOrderRoute(order.orderId), form.refs.reasonRef);
  const shown = form.problem ?? error;
  return (
    <ConfirmActionDialog
      testIds={ORDER_DIALOG_TEST_IDS}
      title="Cancel order"
      confirmLabel={paid && form.choice !== "none" ? "Cancel and refund" : "Cancel order"}
      danger
      busy={busy}
      error={shown}
      errorId={errorId}
      onClose={onClose}
      onConfirm={async () => {
        const read = form.read();
        if (read === null) return;
        if (await submit({ refund: paid ? read.refund : "none", reason: read.reason, byHand: read.byHand })) onDone();
      }}
    >
      <p className="text-sm text-parchment-muted">
        {paid
          ? `The work stops and the customer is emailed. Up to ${formatUsd(order.refundableCents)} can be refunded; if the refund does not go through, nothing is cancelled.`
          : "No money was taken for this order: it is cancelled, its promo code is given back, and the customer is emailed."}
      </p>
      {paid && order.staffRefundLimitCents != null && (
        <p className="text-sm text-parchment" data-testid="admin-refund-limit">
          {staffRefundLimitNote(order.staffRefundLimitCents, order.totalCents - order.refundableCents)}
        </p>
      )}
      {paid ? (
        <RefundFormFields form={form} refundableCents={order.refundableCents} allowNone errorId={errorId} />
      ) : (
        <RefundFormFields form={form} refundableCents={0} allowNone={false} errorId={errorId} reasonOnly />
      )}
    </ConfirmActionDialog>
  );
}
