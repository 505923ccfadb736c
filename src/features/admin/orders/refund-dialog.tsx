"use client";

import { useId, useRef, useState } from "react";
import { refundRoute } from "@/domain/api/admin-order-routes";
import { formatUsd } from "@/domain/money/money";
import type { OrderActionState } from "@/domain/orders/admin-order-view";
import { AmountField } from "../amount-field";
import { ConfirmActionDialog } from "../confirm-action-dialog";
import { useAdminSubmit } from "../use-admin-submit";
import { useAmountField } from "../use-amount-field";
import { ORDER_DIALOG_TEST_IDS, type OrderDialogProps } from "./order-dialog";

/** Money back through the order's provider: all that is left, or a part typed in dollars. */
export function RefundDialog({ order, onDone, onClose }: OrderDialogProps<OrderActionState>) {
  const amountField = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const [full, setFull] = useState(true);
  const amount = useAmountField();
  const { busy, error, submit } = useAdminSubmit(refundRoute(order.orderId), amountField);
  const shown = (full ? null : amount.problem) ?? error;
  return (
    <ConfirmActionDialog
      testIds={ORDER_DIALOG_TEST_IDS}
      title="Refund"
      confirmLabel="Refund"
      danger
      busy={busy}
      error={shown}
      errorId={errorId}
      onClose={onClose}
      onConfirm={async () => {
        const cents = full ? "full" : amount.read();
        if (cents === null) {
          amountField.current?.focus();
          return;
        }
        if (await submit({ amount: cents })) onDone();
      }}
    >
      <p className="text-sm text-parchment-muted">
        Up to {formatUsd(order.refundableCents)} can be refunded, through the order's payment provider.
      </p>
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium text-parchment">How much</legend>
        <label className="flex min-h-11 items-center gap-2 text-parchment">
          {/* biome-ignore lint/a11y/noAutofocus: the choice the operator opened this dialog to make */}
          <input type="radio" name="refund-kind" checked={full} onChange={() => setFull(true)} autoFocus />
          All of it ({formatUsd(order.refundableCents)})
        </label>
        <label className="flex min-h-11 items-center gap-2 text-parchment">
          <input type="radio" name="refund-kind" checked={!full} onChange={() => setFull(false)} />
          Part of it
        </label>
      </fieldset>
      {!full && (
        <AmountField
          label="Amount to refund"
          amount={amount}
          inputRef={amountField}
          invalid={shown !== null}
          describedBy={errorId}
        />
      )}
    </ConfirmActionDialog>
  );
}
