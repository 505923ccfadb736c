"use client";

import { useId, useRef, useState } from "react";
import { controlClass, Field } from "@/components/ui/field";
import { markPaidRoute } from "@/domain/api/admin-order-routes";
import { formatUsd } from "@/domain/money/money";
import type { OrderActionState } from "@/domain/orders/admin-order-view";
import { AmountField } from "../amount-field";
import { ConfirmActionDialog } from "../confirm-action-dialog";
import { useAdminSubmit } from "../use-admin-submit";
import { useAmountField } from "../use-amount-field";
import { ORDER_DIALOG_TEST_IDS, type OrderDialogProps } from "./order-dialog";

// Said here, in the operator's words, before the API would name its own field (paymentReference).
export const EMPTY_REFERENCE = "Type the payment reference: the transfer's id or the transaction hash.";

/**
 * A manual method's money has come: how much, and the reference to find it again. Less than the
 * balance is a part payment, more covers the order with its excess noted; the order is paid once
 * the payments reach its total.
 */
export function RecordPaymentDialog({ order, onDone, onClose }: OrderDialogProps<OrderActionState>) {
  const amountField = useRef<HTMLInputElement>(null);
  const referenceField = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const amount = useAmountField();
  const [reference, setReference] = useState("");
  const [noReference, setNoReference] = useState(false);
  const { busy, error, submit } = useAdminSubmit(markPaidRoute(order.orderId), amountField);
  const shown = amount.problem ?? (noReference ? EMPTY_REFERENCE : error);
  return (
    <ConfirmActionDialog
      testIds={ORDER_DIALOG_TEST_IDS}
      title="Record payment"
      confirmLabel="Record payment"
      busy={busy}
      error={shown}
      errorId={errorId}
      onClose={onClose}
      onConfirm={async () => {
        const amountCents = amount.read();
        setNoReference(reference.trim() === "");
        if (amountCents === null) {
          amountField.current?.focus();
          return;
        }
        if (reference.trim() === "") {
          referenceField.current?.focus();
          return;
        }
        if (await submit({ amountCents, paymentReference: reference })) onDone();
      }}
    >
      <p className="text-sm text-parchment-muted" data-testid="admin-record-payment-balance">
        The order's total is {formatUsd(order.totalCents)}
        {order.balanceCents !== null && order.balanceCents !== order.totalCents
          ? `; ${formatUsd(order.balanceCents)} is still due`
          : ""}
        . Less is recorded as a part payment; more pays the order and the excess is noted. The order is paid, and the
        receipt goes to the customer, once the payments reach the total.
      </p>
      <AmountField
        label="Amount received"
        amount={amount}
        inputRef={amountField}
        autoFocus
        invalid={shown !== null}
        describedBy={errorId}
      />
      <Field
        label="Payment reference"
        hint="The transfer's id or the transaction hash, so the money can be found again."
        invalid={noReference}
        describedBy={errorId}
      >
        {(control) => (
          <input
            {...control}
            ref={referenceField}
            value={reference}
            maxLength={200}
            onChange={(event) => setReference(event.target.value)}
            className={controlClass()}
          />
        )}
      </Field>
    </ConfirmActionDialog>
  );
}
