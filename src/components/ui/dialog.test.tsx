// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Dialog } from "./dialog";
import { Drawer } from "./drawer";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      {open && (
        <Dialog onClose={close} aria-labelledby="title" data-testid="dialog">
          <h2 id="title">Contact us</h2>
          <button type="button">inside</button>
        </Dialog>
      )}
    </>
  );
}

function pressEscape(dialog: HTMLElement): Event {
  // What the platform fires on Escape for a modal dialog, before it closes it.
  const cancel = new Event("cancel", { cancelable: true });
  fireEvent(dialog, cancel);
  return cancel;
}

describe("Dialog", () => {
  it("opens with showModal() once mounted, as a dialog named by its heading", () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, "showModal");
    render(<Harness />);
    fireEvent.click(screen.getByText("open"));
    expect(showModal).toHaveBeenCalledTimes(1);
    const dialog = screen.getByRole("dialog", { name: "Contact us" });
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(dialog.getAttribute("role")).toBe("dialog");
    expect(dialog.getAttribute("aria-modal")).toBe("true");
  });

  it("on Escape (cancel) asks its owner to close, and close() runs before it leaves the page", () => {
    const onClose = vi.fn();
    const close = vi.spyOn(HTMLDialogElement.prototype, "close");
    render(<Harness onClose={onClose} />);
    fireEvent.click(screen.getByText("open"));
    const cancel = pressEscape(screen.getByTestId("dialog"));
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(close).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId("dialog")).toBeNull();
  });

  it("closes on a click on the backdrop, not on a click inside", () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    fireEvent.click(screen.getByText("open"));
    const dialog = screen.getByTestId("dialog");
    vi.spyOn(dialog, "getBoundingClientRect").mockReturnValue(new DOMRect(100, 100, 200, 200));

    fireEvent.pointerDown(screen.getByText("inside"), { clientX: 150, clientY: 150 });
    fireEvent.click(screen.getByText("inside"), { clientX: 150, clientY: 150 });
    fireEvent.pointerDown(dialog, { clientX: 150, clientY: 150 });
    fireEvent.click(dialog, { clientX: 150, clientY: 150 });
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.pointerDown(dialog, { clientX: 20, clientY: 400 });
    fireEvent.click(dialog, { clientX: 20, clientY: 400 });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("wraps Tab from the last control to the first and Shift+Tab back", () => {
    Element.prototype.getClientRects = function getClientRects() {
      // happy-dom lays nothing out; count every element as shown.
      return [{}] as unknown as DOMRectList;
    };
    render(<Harness />);
    fireEvent.click(screen.getByText("open"));
    const inside = screen.getByText("inside");
    const dialog = screen.getByTestId("dialog");
    const first = dialog.querySelector("button");
    inside.focus();
    expect(fireEvent.keyDown(inside, { key: "Tab" })).toBe(false);
    expect(document.activeElement).toBe(first);
    expect(fireEvent.keyDown(document.activeElement as Element, { key: "Tab", shiftKey: true })).toBe(false);
    expect(document.activeElement).toBe(inside);
  });
});

/**
 * What Chromium's showModal() does that happy-dom's does not: open the dialog and move focus to
 * its first control in Tab order, or to the dialog itself when it has none (the dialog focusing
 * steps; an `autofocus` attribute would win, but React never writes one).
 */
function showModalLikeChromium(this: HTMLDialogElement): void {
  this.setAttribute("open", "");
  const first = this.querySelector<HTMLElement>("button, input, select, textarea, a[href]");
  (first ?? this).focus();
}

function FocusHarness({ autoFocusField }: { autoFocusField: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      {open && (
        <Dialog onClose={() => setOpen(false)} aria-label="Add a note" data-testid="dialog">
          <button type="button">Close</button>
          <textarea aria-label="Note" autoFocus={autoFocusField} />
        </Dialog>
      )}
    </>
  );
}

describe("Dialog focus on opening", () => {
  it("gives the focus to the control marked autoFocus, not to the first one", () => {
    vi.spyOn(HTMLDialogElement.prototype, "showModal").mockImplementation(showModalLikeChromium);
    Element.prototype.getClientRects = function getClientRects() {
      return [{}] as unknown as DOMRectList;
    };
    render(<FocusHarness autoFocusField={true} />);
    fireEvent.click(screen.getByText("open"));
    expect(document.activeElement).toBe(screen.getByLabelText("Note"));
  });

  it("without one, gives it to the first control in Tab order", () => {
    vi.spyOn(HTMLDialogElement.prototype, "showModal").mockImplementation(showModalLikeChromium);
    Element.prototype.getClientRects = function getClientRects() {
      return [{}] as unknown as DOMRectList;
    };
    render(<FocusHarness autoFocusField={false} />);
    fireEvent.click(screen.getByText("open"));
    expect(document.activeElement).toBe(screen.getByText("Close"));
  });
});

describe("Drawer", () => {
  it("marks the closing phase for its exit animation and keeps the dialog open meanwhile", () => {
    const { rerender } = render(
      <Drawer onClose={() => {}} aria-label="Cart" data-testid="drawer">
        lines
      </Drawer>,
    );
    const drawer = screen.getByTestId("drawer") as HTMLDialogElement;
    expect(drawer.className).toContain("drawer-in");
    expect(drawer.hasAttribute("data-closing")).toBe(false);
    rerender(
      <Drawer onClose={() => {}} closing aria-label="Cart" data-testid="drawer">
        lines
      </Drawer>,
    );
    expect(drawer.className).toContain("drawer-out");
    expect(drawer.getAttribute("data-closing")).toBe("true");
    expect(drawer.open).toBe(true);
  });
});
