// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ORDER_ID, orderActions, orderDetail } from "../../../../tests/support/admin-order-fixtures";
import { recordRequests, until } from "../../../../tests/support/dialog-requests";
import { EMPTY_NOTE, NoteDialog } from "./note-dialog";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function open(answer?: () => Response) {
  const sent = recordRequests(answer);
  const onDone = vi.fn();
  render(<NoteDialog order={orderActions()} onDone={onDone} onClose={() => {}} />);
  const note = screen.getByLabelText("Note");
  const confirm = () => fireEvent.click(screen.getByRole("button", { name: "Add note" }));
  return { sent, onDone, note, confirm, error: screen.getByTestId("admin-form-error") };
}

describe("NoteDialog", () => {
  it("says an empty note in the operator's words, on the field, and sends nothing", () => {
    const { sent, note, confirm, error } = open();
    expect(note.getAttribute("aria-invalid")).toBe("false");
    fireEvent.change(note, { target: { value: "   " } });
    confirm();
    expect(error.textContent).toBe(EMPTY_NOTE);
    expect(note.getAttribute("aria-invalid")).toBe("true");
    expect(note.getAttribute("aria-describedby")).toContain(error.id);
    expect(document.activeElement).toBe(note);
    expect(sent).toEqual([]);
  });

  it("sends the note as typed, and is done once the server has kept it", async () => {
    const { sent, onDone, note, confirm } = open(() => Response.json({ order: orderDetail() }));
    fireEvent.change(note, { target: { value: "Customer asked for a start after 6 pm." } });
    confirm();
    expect(sent).toEqual([
      {
        method: "POST",
        url: `/api/admin/orders/${ORDER_ID}/note`,
        body: { body: "Customer asked for a start after 6 pm." },
      },
    ]);
    await until(() => onDone.mock.calls.length > 0);
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
