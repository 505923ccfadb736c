// @vitest-environment happy-dom
import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ORDER_ID, orderActions, orderDetail } from "../../../../tests/support/admin-order-fixtures";
import { closeDialogs, openDialog } from "../../../../tests/support/dialog-requests";
import { EMPTY_NOTE, NoteDialog } from "./note-dialog";

afterEach(closeDialogs);

function open(answer?: () => Response) {
  const { sent, onDone, finished } = openDialog(
    (onDone) => <NoteDialog order={orderActions()} onDone={onDone} onClose={() => {}} />,
    answer,
  );
  const note = screen.getByLabelText("Note");
  const confirm = () => fireEvent.click(screen.getByRole("button", { name: "Add note" }));
  return { sent, onDone, finished, note, confirm, error: screen.getByTestId("admin-form-error") };
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
    const { sent, onDone, finished, note, confirm } = open(() => Response.json({ order: orderDetail() }));
    fireEvent.change(note, { target: { value: "Customer asked for a start after 6 pm." } });
    confirm();
    expect(sent).toEqual([
      {
        method: "POST",
        url: `/api/admin/orders/${ORDER_ID}/note`,
        body: { body: "Customer asked for a start after 6 pm." },
      },
    ]);
    await finished();
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
