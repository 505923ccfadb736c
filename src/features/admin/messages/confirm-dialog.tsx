"use client";

import { type ReactNode, useId } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";

/**
 * The inbox's confirmation before an action: a title, what will happen, the action's button and
 * Cancel. The action's button takes the focus, so Enter confirms and Escape cancels.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busy,
  error,
  onConfirm,
  onCancel,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  const errorId = useId();
  return (
    <Dialog onClose={onCancel} aria-labelledby={titleId} data-testid="admin-confirm">
      <div className="grid gap-4">
        <h2 id={titleId} className="font-display text-xl text-gold">
          {title}
        </h2>
        <div className="text-parchment">{children}</div>
        <p id={errorId} role="alert" data-testid="admin-confirm-error" className="min-h-6 text-sm text-danger">
          {error ?? ""}
        </p>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="quiet" pad={4} onClick={onCancel}>
            Cancel
          </Button>
          <Button
            autoFocus
            pad={4}
            busy={busy}
            aria-describedby={error ? errorId : undefined}
            data-testid="admin-confirm-action"
            onClick={onConfirm}
          >
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
