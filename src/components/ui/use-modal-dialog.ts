"use client";

import {
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type RefObject,
  type SyntheticEvent,
  useLayoutEffect,
  useRef,
} from "react";

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function isOnBackdrop(event: MouseEvent<HTMLDialogElement> | PointerEvent<HTMLDialogElement>): boolean {
  // A click on ::backdrop is dispatched to the dialog itself, outside its box.
  if (event.target !== event.currentTarget) return false;
  const box = event.currentTarget.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

/** The dialog's controls a visitor can Tab to, in Tab order (no positive tabindex in the shop), shown ones only. */
function tabbables(dialog: HTMLElement): HTMLElement[] {
  return Array.from(dialog.querySelectorAll<HTMLElement>(TABBABLE)).filter((item) => item.getClientRects().length > 0);
}

/** The first control Tab reaches in the dialog, or null when it has none. */
export function firstTabbable(dialog: HTMLElement): HTMLElement | null {
  return tabbables(dialog)[0] ?? null;
}

/**
 * Chromium lets Tab leave a modal dialog for the browser's own controls between the last element
 * and the first; the shop has always wrapped straight round, so only the two ends are handled here.
 */
export function wrapTab(event: KeyboardEvent<HTMLDialogElement>): void {
  if (event.key !== "Tab") return;
  const dialog = event.currentTarget;
  const items = tabbables(dialog);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  const current = document.activeElement;
  if (event.shiftKey && (current === first || current === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && current === last) {
    event.preventDefault();
    first.focus();
  }
}

export type ModalDialogProps = {
  role: "dialog";
  "aria-modal": true;
  ref: RefObject<HTMLDialogElement | null>;
  onCancel: (event: SyntheticEvent<HTMLDialogElement>) => void;
  onClose: () => void;
  onPointerDown: (event: PointerEvent<HTMLDialogElement>) => void;
  onClick: (event: MouseEvent<HTMLDialogElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLDialogElement>) => void;
};

/**
 * The behaviour shared by Dialog and Drawer, spread on a `<dialog>` that is rendered only while
 * open: showModal() once it is in the page (so only in the browser), close() just before React
 * removes it, so the platform hands focus back to the opener. The platform makes the page inert,
 * moves focus in and turns Escape into `cancel`; Escape and a click on the backdrop call `onClose`.
 */
export function useModalDialog(onClose: () => void, ref?: RefObject<HTMLDialogElement | null>): ModalDialogProps {
  const ownRef = useRef<HTMLDialogElement>(null);
  const dialogRef = ref ?? ownRef;
  const pressedOnBackdrop = useRef(false);
  const leaving = useRef(false);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    leaving.current = false;
    if (!dialog.open) dialog.showModal();
    return () => {
      leaving.current = true;
      if (dialog.open) dialog.close();
    };
  }, [dialogRef]);

  return {
    // Implicit on a modal <dialog>, written out as well: the shop's browser tests read the attributes.
    role: "dialog",
    "aria-modal": true,
    ref: dialogRef,
    onCancel: (event) => {
      // The owner decides when the dialog goes (the drawer animates out first).
      event.preventDefault();
      onClose();
    },
    // The platform closed it by itself (an Escape it would not let the page cancel), not our unmount.
    onClose: () => {
      if (!leaving.current) onClose();
    },
    onPointerDown: (event) => {
      pressedOnBackdrop.current = isOnBackdrop(event);
    },
    onClick: (event) => {
      // Both ends on the backdrop: a text selection dragged out of the panel does not close it.
      if (pressedOnBackdrop.current && isOnBackdrop(event)) onClose();
      pressedOnBackdrop.current = false;
    },
    onKeyDown: wrapTab,
  };
}

/** The dimmed, blurred page behind a modal, fading in (and out while `closing`) unless motion is reduced. */
export function backdropClass(closing: boolean): string {
  return `backdrop:bg-black/70 backdrop:backdrop-blur-sm ${
    closing
      ? "motion-safe:backdrop:[animation:backdrop-out_510ms_ease_forwards]"
      : "motion-safe:backdrop:[animation:backdrop-in_200ms_ease-out]"
  }`;
}
