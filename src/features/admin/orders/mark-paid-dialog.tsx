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

/** A manual method's money has come: how much, and the reference to find it again. */
export function MarkPaidDialog({ order, onDone, onClose }: OrderDialogProps<OrderActionState>) {
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
      title="Mark paid"
      confirmLabel="Mark paid"
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
      <p className="text-sm text-parchment-muted">
        The order's total is {formatUsd(order.totalCents)}. The receipt goes to the customer once.
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
