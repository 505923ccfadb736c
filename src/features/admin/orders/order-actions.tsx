"use client";

import { useRouter } from "next/navigation";
import { useId, useRef, useState } from "react";
import { controlClass } from "@/components/ui/field";
import type { FulfilmentStatus } from "@/domain/admin/fulfilment";
import { addNoteRoute, markPaidRoute, refundRoute, resendReceiptRoute } from "@/domain/api/admin-order-routes";
import { formatUsd, parseUsdToCents } from "@/domain/money/money";
import { ConfirmActionDialog } from "../confirm-action-dialog";
import { ScriptButton } from "../script-button";
import { useAdminSubmit } from "../use-admin-submit";
import { type OrderStepState, StepDialog, TradeDialog } from "./order-step-dialogs";

export type OrderActionState = {
  orderId: string;
  email: string;
  fulfilment: FulfilmentStatus;
  totalCents: number;
  /** A paid order has a receipt to send again. */
  paid: boolean;
  /** A manual method's order still waiting for its money. */
  canMarkPaid: boolean;
  refundableCents: number;
  /** The fulfilment step, its figure and a gold order's trade (issue 18). */
  steps: OrderStepState;
};

type Open = "fulfilment" | "progress" | "trade" | "note" | "receipt" | "mark-paid" | "refund" | null;
type DialogProps = { order: OrderActionState; onDone: () => void; onClose: () => void };

const AMOUNT_HINT = "In dollars, like 12.50.";
const ORDER_DIALOG = { dialog: "admin-order-dialog" };
// Said here, in the operator's words, before the API would name its own fields (body, paymentReference).
const EMPTY_NOTE = "Write the note before adding it.";
const EMPTY_REFERENCE = "Type the payment reference: the transfer's id or the transaction hash.";

/** The label and control of one dialog field, described by the dialog's one error line. */
function FieldLabel({ htmlFor, children }: { htmlFor: string; children: string }) {
  return (
    <label htmlFor={htmlFor} className="text-sm font-medium text-parchment">
      {children}
    </label>
  );
}

function NoteDialog({ order, onDone, onClose }: DialogProps) {
  const field = useRef<HTMLTextAreaElement>(null);
  const errorId = useId();
  const [body, setBody] = useState("");
  const [empty, setEmpty] = useState(false);
  const { busy, error, submit } = useAdminSubmit(addNoteRoute(order.orderId), field);
  const shown = empty ? EMPTY_NOTE : error;
  return (
    <ConfirmActionDialog
      testIds={ORDER_DIALOG}
      title="Add an internal note"
      confirmLabel="Add note"
      busy={busy}
      error={shown}
      errorId={errorId}
      onClose={onClose}
      onConfirm={async () => {
        setEmpty(body.trim() === "");
        if (body.trim() === "") {
          field.current?.focus();
          return;
        }
        if (await submit({ body })) onDone();
      }}
    >
      <div>
        <FieldLabel htmlFor={`${errorId}-note`}>Note</FieldLabel>
        <textarea
          ref={field}
          // biome-ignore lint/a11y/noAutofocus: the field the operator opened this dialog to fill (the Dialog focuses it)
          autoFocus
          id={`${errorId}-note`}
          value={body}
          rows={4}
          maxLength={2_000}
          onChange={(event) => setBody(event.target.value)}
          aria-invalid={shown !== null}
          aria-describedby={`${errorId}-note-hint ${errorId}`}
          className={controlClass({ multiline: true })}
        />
        <p id={`${errorId}-note-hint`} className="mt-1 text-xs text-parchment-muted">
          Seen by operators only, never by the customer.
        </p>
      </div>
    </ConfirmActionDialog>
  );
}

function ReceiptDialog({ order, onDone, onClose }: DialogProps) {
  const errorId = useId();
  const none = useRef<HTMLInputElement>(null);
  const { busy, error, submit } = useAdminSubmit(resendReceiptRoute(order.orderId), none);
  return (
    <ConfirmActionDialog
      testIds={ORDER_DIALOG}
      title="Resend the receipt"
      focusConfirm
      confirmLabel="Resend receipt"
      busy={busy}
      error={error}
      errorId={errorId}
      onClose={onClose}
      onConfirm={async () => {
        if (await submit({})) onDone();
      }}
    >
      <p className="text-parchment">The receipt goes to {order.email} again, through the outbox.</p>
    </ConfirmActionDialog>
  );
}

/** An amount typed in dollars becomes cents here; the server checks it against the order. */
function useDollarField() {
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const cents = () => {
    const value = parseUsdToCents(text);
    setProblem(value === null || value === 0 ? `Type the amount in dollars, like 12.50.` : null);
    return value === null || value === 0 ? null : value;
  };
  return { text, setText, problem, cents };
}

function MarkPaidDialog({ order, onDone, onClose }: DialogProps) {
  const amountField = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const referenceField = useRef<HTMLInputElement>(null);
  const amount = useDollarField();
  const [reference, setReference] = useState("");
  const [noReference, setNoReference] = useState(false);
  const { busy, error, submit } = useAdminSubmit(markPaidRoute(order.orderId), amountField);
  const shown = amount.problem ?? (noReference ? EMPTY_REFERENCE : error);
  return (
    <ConfirmActionDialog
      testIds={ORDER_DIALOG}
      title="Mark paid"
      confirmLabel="Mark paid"
      busy={busy}
      error={shown}
      errorId={errorId}
      onClose={onClose}
      onConfirm={async () => {
        const amountCents = amount.cents();
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
      <div>
        <FieldLabel htmlFor={`${errorId}-amount`}>Amount received</FieldLabel>
        <input
          ref={amountField}
          // biome-ignore lint/a11y/noAutofocus: the field the operator opened this dialog to fill (the Dialog focuses it)
          autoFocus
          id={`${errorId}-amount`}
          inputMode="decimal"
          value={amount.text}
          onChange={(event) => amount.setText(event.target.value)}
          aria-invalid={shown !== null}
          aria-describedby={`${errorId}-amount-hint ${errorId}`}
          className={controlClass({ numeric: true })}
        />
        <p id={`${errorId}-amount-hint`} className="mt-1 text-xs text-parchment-muted">
          {AMOUNT_HINT}
        </p>
      </div>
      <div>
        <FieldLabel htmlFor={`${errorId}-reference`}>Payment reference</FieldLabel>
        <input
          ref={referenceField}
          id={`${errorId}-reference`}
          value={reference}
          maxLength={200}
          onChange={(event) => setReference(event.target.value)}
          aria-invalid={noReference || undefined}
          aria-describedby={`${errorId}-reference-hint ${errorId}`}
          className={controlClass()}
        />
        <p id={`${errorId}-reference-hint`} className="mt-1 text-xs text-parchment-muted">
          The transfer's id or the transaction hash, so the money can be found again.
        </p>
      </div>
    </ConfirmActionDialog>
  );
}

function RefundDialog({ order, onDone, onClose }: DialogProps) {
  const amountField = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const [full, setFull] = useState(true);
  const amount = useDollarField();
  const { busy, error, submit } = useAdminSubmit(refundRoute(order.orderId), amountField);
  const shown = (full ? null : amount.problem) ?? error;
  return (
    <ConfirmActionDialog
      testIds={ORDER_DIALOG}
      title="Refund"
      confirmLabel="Refund"
      danger
      busy={busy}
      error={shown}
      errorId={errorId}
      onClose={onClose}
      onConfirm={async () => {
        const cents = full ? "full" : amount.cents();
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
        <div>
          <FieldLabel htmlFor={`${errorId}-amount`}>Amount to refund</FieldLabel>
          <input
            ref={amountField}
            id={`${errorId}-amount`}
            inputMode="decimal"
            value={amount.text}
            onChange={(event) => amount.setText(event.target.value)}
            aria-invalid={shown !== null}
            aria-describedby={`${errorId}-amount-hint ${errorId}`}
            className={controlClass({ numeric: true })}
          />
          <p id={`${errorId}-amount-hint`} className="mt-1 text-xs text-parchment-muted">
            {AMOUNT_HINT}
          </p>
        </div>
      )}
    </ConfirmActionDialog>
  );
}

/** The order page's actions: each opens its confirmation; a done action reloads the page's data. */
export function OrderActions({ order }: { order: OrderActionState }) {
  const router = useRouter();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const done = () => {
    setOpen(null);
    router.refresh();
  };
  const props = { order, onDone: done, onClose: close };
  return (
    <div className="flex flex-wrap gap-3" data-testid="admin-order-actions">
      <ScriptButton variant="secondary" pad={4} onClick={() => setOpen("fulfilment")}>
        Set fulfilment
      </ScriptButton>
      {order.fulfilment === "in_progress" && (
        <ScriptButton variant="secondary" pad={4} onClick={() => setOpen("progress")}>
          Update progress
        </ScriptButton>
      )}
      {order.steps.isGold && order.paid && (
        <ScriptButton variant="secondary" pad={4} onClick={() => setOpen("trade")}>
          Trade details
        </ScriptButton>
      )}
      <ScriptButton variant="secondary" pad={4} onClick={() => setOpen("note")}>
        Add note
      </ScriptButton>
      {order.paid && (
        <ScriptButton variant="secondary" pad={4} onClick={() => setOpen("receipt")}>
          Resend receipt
        </ScriptButton>
      )}
      {order.canMarkPaid && (
        <ScriptButton variant="accent" pad={4} onClick={() => setOpen("mark-paid")}>
          Mark paid
        </ScriptButton>
      )}
      {order.refundableCents > 0 && (
        <ScriptButton variant="danger" pad={4} onClick={() => setOpen("refund")}>
          Refund
        </ScriptButton>
      )}
      {open === "fulfilment" && <StepDialog order={order.steps} onDone={done} onClose={close} />}
      {open === "progress" && <StepDialog order={order.steps} initial="in_progress" onDone={done} onClose={close} />}
      {open === "trade" && <TradeDialog order={order.steps} onDone={done} onClose={close} />}
      {open === "note" && <NoteDialog {...props} />}
      {open === "receipt" && <ReceiptDialog {...props} />}
      {open === "mark-paid" && <MarkPaidDialog {...props} />}
      {open === "refund" && <RefundDialog {...props} />}
    </div>
  );
}
