"use client";

import type { DialogHTMLAttributes, RefObject } from "react";
import { backdropClass, useModalDialog } from "./use-modal-dialog";

type DrawerProps = Omit<DialogHTMLAttributes<HTMLDialogElement>, "open" | "onClose" | "onCancel"> & {
  /** Asked on Escape and on a click on the backdrop; the owner unmounts the drawer to close it. */
  onClose: () => void;
  /** Slides out and fades the backdrop; the owner unmounts it when the animation is over. */
  closing?: boolean;
  /** Width classes: a full-width phone sheet up to 28 rem unless told otherwise. */
  width?: string;
  dialogRef?: RefObject<HTMLDialogElement | null>;
};

/** A full-height modal panel on the native `<dialog>` that slides in from the right; mount it to open it. */
export function Drawer({
  onClose,
  closing = false,
  width = "w-full max-w-md",
  dialogRef,
  className,
  children,
  ...rest
}: DrawerProps) {
  const modal = useModalDialog(onClose, dialogRef);
  return (
    <dialog
      {...modal}
      data-closing={closing || undefined}
      className={`inset-y-0 right-0 left-auto h-full max-h-none flex-col border-l border-stone-line bg-stone text-parchment shadow-2xl open:flex ${width} ${closing ? "drawer-out" : "drawer-in"} ${backdropClass(closing)} ${className ?? ""}`}
      {...rest}
    >
      {children}
    </dialog>
  );
}
