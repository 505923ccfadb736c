"use client";

import { type FormEvent, type ReactNode, useId } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { DialogCloseButton } from "@/components/ui/dialog-close-button";
import { FormError } from "./form-error";

export type ConfirmActionTestIds = {
  dialog: string;
  /** The server's refusal; the back office's form error by default. */
  error?: string;
  confirm?: string;
};

/**
 * The confirmation every back-office action goes through (an order's actions, a message's status
 * and reply): what will happen, the fields it needs, and the server's refusal shown in place (the
 * dialog stays open so the operator can correct it). Escape, the × and Cancel close it without
 * doing anything. Focus goes to the control marked `autoFocus` (the first field), or with
 * `focusConfirm` to the action's button, so Enter confirms an action that asks for nothing.
 */
export function ConfirmActionDialog({
  title,
  confirmLabel,
  busy,
  error,
  errorId,
  onConfirm,
  onClose,
  children,
  testIds,
  danger = false,
  focusConfirm = false,
}: {
  title: string;
  confirmLabel: string;
  busy: boolean;
  error: string | null;
  /** The error line's id, for the fields' aria-describedby; the dialog makes one when it has no fields. */
  errorId?: string;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
  testIds: ConfirmActionTestIds;
  danger?: boolean;
  focusConfirm?: boolean;
}) {
  const titleId = useId();
  const ownErrorId = useId();
  const describedBy = errorId ?? ownErrorId;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog may sit inside the page's own form (the reply): its submit is not that form's.
    event.stopPropagation();
    onConfirm();
  };
  return (
    <Dialog onClose={onClose} aria-labelledby={titleId} data-testid={testIds.dialog}>
      <form onSubmit={submit} className="grid gap-4 [overflow-wrap:anywhere]" noValidate>
        <div className="flex items-start justify-between gap-3">
          <h2 id={titleId} className="font-display text-xl text-gold">
            {title}
          </h2>
          <DialogCloseButton label="Close" onClick={onClose} />
        </div>
        <div className="grid gap-4 text-parchment">{children}</div>
        <FormError id={describedBy} message={error} testId={testIds.error} />
        <div className="flex flex-wrap justify-end gap-3">
          <Button type="button" variant="secondary" pad={4} onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant={danger ? "danger" : "primary"}
            pad={4}
            busy={busy}
            autoFocus={focusConfirm}
            aria-describedby={error ? describedBy : undefined}
            data-testid={testIds.confirm}
          >
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
