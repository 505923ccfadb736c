"use client";

import { type DialogHTMLAttributes, type RefObject, useLayoutEffect, useState } from "react";
import { backdropClass, firstTabbable, useModalDialog } from "./use-modal-dialog";

type DialogProps = Omit<DialogHTMLAttributes<HTMLDialogElement>, "open" | "onClose" | "onCancel"> & {
  /** Asked on Escape and on a click on the backdrop; the owner unmounts the dialog to close it. */
  onClose: () => void;
};

/**
 * The content mounts once the dialog is open: React focuses an `autoFocus` control while it
 * commits it, and a control in a dialog not yet shown cannot take focus (the call did nothing, and
 * showModal() then focused the first control instead). Without an `autoFocus` control, the first
 * one in Tab order takes focus, as the platform's own rule does. Both commits happen before paint.
 */
function useOpenedContent(dialogRef: RefObject<HTMLDialogElement | null>): boolean {
  const [opened, setOpened] = useState(false);
  useLayoutEffect(() => setOpened(true), []);
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    const focused = document.activeElement;
    // showModal() on the still empty dialog focused the dialog itself; an autoFocus control has it since.
    if (!opened || !dialog || (focused !== dialog && dialog.contains(focused))) return;
    (firstTabbable(dialog) ?? dialog).focus();
  }, [opened, dialogRef]);
  return opened;
}

/** A modal panel on the native `<dialog>`: centred from 640 px, a sheet from the bottom on phones; mount it to open it. */
export function Dialog({ onClose, className, children, ...rest }: DialogProps) {
  const modal = useModalDialog(onClose);
  const opened = useOpenedContent(modal.ref);
  return (
    <dialog
      {...modal}
      className={`toast-in mx-auto mb-0 mt-auto max-h-[92dvh] w-full max-w-lg overflow-y-auto rounded-t-2xl border border-stone-line bg-stone p-5 text-parchment shadow-2xl sm:my-auto sm:rounded-2xl sm:p-6 ${backdropClass(false)} ${className ?? ""}`}
      {...rest}
    >
      {opened && children}
    </dialog>
  );
}
