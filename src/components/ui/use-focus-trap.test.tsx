// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useRef, useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { useFocusTrap } from "./use-focus-trap";

function Harness() {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, open, () => setOpen(false));
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      {open && (
        <div ref={ref} role="dialog">
          <a href="/a">first</a>
          <button type="button">last</button>
        </div>
      )}
    </>
  );
}

// happy-dom has no layout, so every element reports no client rects; pretend they are all visible.
Element.prototype.getClientRects = function getClientRects() {
  return [{}] as unknown as DOMRectList;
};

afterEach(cleanup);

describe("useFocusTrap", () => {
  it("focuses the first item, cycles Tab inside, closes on Escape and restores focus", () => {
    render(<Harness />);
    const opener = screen.getByRole("button", { name: "open" });
    opener.focus();
    act(() => opener.click());
    expect(document.activeElement).toBe(screen.getByText("first"));

    screen.getByText("last").focus();
    fireEvent.keyDown(document, { key: "Tab" });
    expect(document.activeElement).toBe(screen.getByText("first"));

    fireEvent.keyDown(document, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(screen.getByText("last"));

    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
