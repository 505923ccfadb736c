// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { type RefObject, useLayoutEffect, useRef, useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { useFocusAfterCommit } from "./use-focus-after-commit";

afterEach(cleanup);

/**
 * Stands in for Dialog: its confirm button has the focus while it is open, and as it leaves the
 * page the platform hands the focus back to its opener (Dialog's close()).
 */
function ClosingPanel({ opener, onConfirm }: { opener: RefObject<HTMLButtonElement | null>; onConfirm: () => void }) {
  const confirm = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    confirm.current?.focus();
    return () => opener.current?.focus();
  }, [opener]);
  return (
    <button ref={confirm} type="button" onClick={onConfirm}>
      confirm
    </button>
  );
}

/**
 * A setting refused by the server while its confirmation is open: the panel closes and the refused
 * field should have the focus. While the panel is open the field cannot take it (a modal dialog
 * makes the page inert; here the field is disabled).
 */
function Harness({ focusFirst }: { focusFirst: boolean }) {
  const opener = useRef<HTMLButtonElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(true);
  const focusAfterCommit = useFocusAfterCommit();
  const refuse = async () => {
    await Promise.resolve();
    // As a requestAnimationFrame callback that ran before React's commit.
    if (focusFirst) field.current?.focus();
    setOpen(false);
    if (!focusFirst) focusAfterCommit(() => field.current);
  };
  return (
    <>
      <input ref={field} aria-label="field" disabled={open} />
      <button ref={opener} type="button">
        save
      </button>
      {open && <ClosingPanel opener={opener} onConfirm={() => void refuse()} />}
    </>
  );
}

/** A refused text field, focused with its content selected. */
function Refused() {
  const field = useRef<HTMLInputElement>(null);
  const focusAfterCommit = useFocusAfterCommit();
  return (
    <>
      <input ref={field} aria-label="price" defaultValue="12.50" />
      <button type="button" onClick={() => focusAfterCommit(() => field.current, { select: true })}>
        refuse
      </button>
    </>
  );
}

describe("useFocusAfterCommit", () => {
  it("focuses the element after the commit that closes a dialog, which hands the focus to its opener", async () => {
    render(<Harness focusFirst={false} />);
    expect(document.activeElement).toBe(screen.getByText("confirm"));
    await act(async () => fireEvent.click(screen.getByText("confirm")));
    expect(screen.queryByText("confirm")).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText("field"));
  });

  it("is needed: focused before that commit, the field is not focusable yet and the opener keeps the focus", async () => {
    render(<Harness focusFirst />);
    await act(async () => fireEvent.click(screen.getByText("confirm")));
    expect(screen.queryByText("confirm")).toBeNull();
    expect(document.activeElement).toBe(screen.getByText("save"));
  });

  it("selects a text field's content when asked, so what is typed next replaces the refused value", async () => {
    render(<Refused />);
    await act(async () => fireEvent.click(screen.getByText("refuse")));
    const field = screen.getByLabelText<HTMLInputElement>("price");
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, "12.50".length]);
  });
});
