"use client";

import type { DialogHTMLAttributes } from "react";
import { backdropClass, useModalDialog } from "./use-modal-dialog";

type DialogProps = Omit<DialogHTMLAttributes<HTMLDialogElement>, "open" | "onClose" | "onCancel"> & {
  /** Asked on Escape and on a click on the backdrop; the owner unmounts the dialog to close it. */
  onClose: () => void;
};

/** A modal panel on the native `<dialog>`: centred from 640 px, a sheet from the bottom on phones; mount it to open it. */
export function Dialog({ onClose, className, children, ...rest }: DialogProps) {
  const modal = useModalDialog(onClose);
  return (
    <dialog
      {...modal}
      className={`toast-in mx-auto mb-0 mt-auto max-h-[92dvh] w-full max-w-lg overflow-y-auto rounded-t-2xl border border-stone-line bg-stone p-5 text-parchment shadow-2xl sm:my-auto sm:rounded-2xl sm:p-6 ${backdropClass(false)} ${className ?? ""}`}
      {...rest}
    >
      {children}
    </dialog>
  );
}
