// @vitest-environment happy-dom
import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ORDER_ID, orderDetail, orderSteps } from "../../../../tests/support/admin-order-fixtures";
import { closeDialogs, openDialog, refusal, until } from "../../../../tests/support/dialog-requests";
import { StepDialog } from "./step-dialog";

afterEach(closeDialogs);

function open(answer?: () => Response) {
  const { sent, onDone, finished } = openDialog(
    (onDone) => <StepDialog order={orderSteps()} onDone={onDone} onClose={() => {}} />,
    answer,
  );
  const choose = (step: string) => fireEvent.change(screen.getByLabelText("New status"), { target: { value: step } });
  const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const confirm = () => fireEvent.click(screen.getByRole("button", { name: "Set status" }));
  return { sent, onDone, finished, choose, type, confirm };
}

describe("StepDialog", () => {
  it("asks for a pause's reason beside its field, focused, before sending anything", async () => {
    const { sent, choose, confirm } = open();
    choose("paused");
    confirm();
    expect(screen.getByTestId("admin-step-error").textContent).toBe(
      "Say why the work is paused: the customer reads it.",
    );
    const reason = screen.getByLabelText("Reason");
    expect(reason.getAttribute("aria-invalid")).toBe("true");
    await until(() => document.activeElement === reason);
    expect(document.activeElement).toBe(reason);
    expect(sent).toEqual([]);
  });

  it("refuses a figure past its goal on the Done field", () => {
    const { sent, choose, type, confirm } = open();
    choose("in_progress");
    type("Done", "300");
    type("Goal", "250");
    confirm();
    expect(screen.getByTestId("admin-step-error").textContent).toBe("Done cannot be more than the goal (250).");
    expect(screen.getByLabelText("Done").getAttribute("aria-invalid")).toBe("true");
    expect(sent).toEqual([]);
  });

  it("sends the step with its figure in the order's unit, and is done once the server has it", async () => {
    const { sent, onDone, finished, choose, type, confirm } = open(() => Response.json({ order: orderDetail() }));
    choose("in_progress");
    type("Done", "10");
    type("Goal", "250");
    confirm();
    expect(sent).toEqual([
      {
        method: "POST",
        url: `/api/admin/orders/${ORDER_ID}/step`,
        body: { step: "in_progress", progress: { done: 10, unit: "kills", target: 250 } },
      },
    ]);
    await finished();
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it("puts a refusal that names a field beside that field", async () => {
    const { choose, type, confirm } = open(() =>
      refusal(400, "bad_request:admin-order", "Keep the reason shorter.", { field: "reason" }),
    );
    choose("paused");
    type("Reason", "Your account is logged in.");
    confirm();
    await until(() => screen.queryByTestId("admin-step-error") !== null);
    expect(screen.getByTestId("admin-step-error").textContent).toBe("Keep the reason shorter.");
    expect(screen.getByLabelText("Reason").getAttribute("aria-invalid")).toBe("true");
  });
});
