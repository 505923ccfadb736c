// @vitest-environment happy-dom
import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { closeDialogs, openDialog, refusal, until } from "../../../../tests/support/dialog-requests";
import { BulkAssignDialog } from "./bulk-assign-dialog";
import { BulkStepDialog } from "./bulk-step-dialog";

afterEach(closeDialogs);

const ANSWER = { outcomes: [{ id: "o1", reference: "RF-AAAAAAAA", ok: true }], summary: "1 set." };
const OPERATORS = [
  { id: "op-1", email: "ada@example.com" },
  { id: "op-2", email: "bob@example.com" },
];

describe("BulkStepDialog", () => {
  it("sends the selected orders' ids with the step, a pause with its reason", async () => {
    const { sent, onDone, finished } = openDialog(
      (done) => <BulkStepDialog ids={["o1", "o2"]} onDone={done} onClose={() => {}} />,
      () => Response.json(ANSWER),
    );
    expect(screen.getByRole("heading").textContent).toBe("Set fulfilment of 2 orders");
    expect(screen.queryByRole("option", { name: "cancelled" })).toBeNull();
    fireEvent.change(screen.getByLabelText("New status"), { target: { value: "paused" } });
    fireEvent.change(screen.getByLabelText("Reason"), { target: { value: "Ban wave" } });
    fireEvent.click(screen.getByRole("button", { name: "Set status" }));
    await finished();
    expect(sent).toEqual([
      {
        method: "POST",
        url: "/api/admin/orders/bulk",
        body: { action: "step", ids: ["o1", "o2"], step: "paused", reason: "Ban wave" },
      },
    ]);
    expect(onDone).toHaveBeenCalledWith(ANSWER);
  });

  it("shows the server's refusal of the whole request and stays open", async () => {
    const { onDone } = openDialog(
      (done) => <BulkStepDialog ids={["o1"]} onDone={done} onClose={() => {}} />,
      () => refusal(400, "bad_request:admin-orders", "ids: must name at most 200 orders at once"),
    );
    fireEvent.click(screen.getByRole("button", { name: "Set status" }));
    const error = screen.getByTestId("admin-form-error");
    await until(() => Boolean(error.textContent));
    expect(error.textContent).toContain("must name at most 200 orders at once");
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe("BulkAssignDialog", () => {
  it("assigns to the operator looking by default, and to nobody when chosen", async () => {
    const { sent, finished } = openDialog(
      (done) => <BulkAssignDialog ids={["o1"]} operators={OPERATORS} initial="op-2" onDone={done} onClose={() => {}} />,
      () => Response.json({ ...ANSWER, summary: "1 unassigned." }),
    );
    const select = screen.getByLabelText("Assign to") as HTMLSelectElement;
    expect(select.value).toBe("op-2");
    fireEvent.change(select, { target: { value: "" } });
    fireEvent.click(screen.getByRole("button", { name: "Unassign" }));
    await finished();
    expect(sent[0]?.body).toEqual({ action: "assign", ids: ["o1"], assignee: null });
  });
});
