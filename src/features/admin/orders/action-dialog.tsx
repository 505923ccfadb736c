"use client";

import { type FormEvent, type ReactNode, useId } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { DialogCloseButton } from "@/components/ui/dialog-close-button";
import { FormError } from "../form-error";

/**
 * The confirmation every order action goes through: what will happen, the fields it needs, and
 * the server's refusal shown in place (the dialog stays open so the operator can correct it).
 * Escape, the × and Cancel close it without doing anything.
 */
export function ActionDialog({
  title,
  confirmLabel,
  busy,
  error,
  errorId,
  onConfirm,
  onClose,
  children,
  danger = false,
}: {
  title: string;
  confirmLabel: string;
  busy: boolean;
  error: string | null;
  /** The FormError's id, for the fields' aria-describedby. */
  errorId: string;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
  danger?: boolean;
}) {
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm();
  };
  return (
    <Dialog onClose={onClose} aria-labelledby={titleId} data-testid="admin-order-dialog">
      <form onSubmit={submit} className="grid gap-4" noValidate>
        <div className="flex items-start justify-between gap-3">
          <h2 id={titleId} className="font-display text-xl text-gold">
            {title}
          </h2>
          <DialogCloseButton label="Close" onClick={onClose} />
        </div>
        {children}
        <FormError id={errorId} message={error} />
        <div className="flex flex-wrap justify-end gap-3">
          <Button type="button" variant="secondary" pad={4} onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant={danger ? "danger" : "primary"} busy={busy}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
