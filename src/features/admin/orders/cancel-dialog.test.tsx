// @vitest-environment happy-dom
import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ORDER_ID, orderActions, orderDetail } from "../../../../tests/support/admin-order-fixtures";
import { closeDialogs, openDialog } from "../../../../tests/support/dialog-requests";
import { CancelDialog } from "./cancel-dialog";

afterEach(closeDialogs);

function open(refundableCents: number, answer?: () => Response) {
  const { sent, onDone, finished } = openDialog(
    (onDone) => <CancelDialog order={orderActions({ refundableCents })} onDone={onDone} onClose={() => {}} />,
    answer,
  );
  return { sent, onDone, finished, error: screen.getByTestId("admin-form-error") };
}

const reason = (text: string) => fireEvent.change(screen.getByLabelText("Reason"), { target: { value: text } });

describe("CancelDialog", () => {
  it("refunds all that is left by default, and sends the cancel with its reason", async () => {
    const { sent, onDone, finished } = open(3_150, () => Response.json({ order: orderDetail() }));
    expect((screen.getByLabelText(/^All of it \(\$31\.50\)/) as HTMLInputElement).checked).toBe(true);
    reason("Out of stock");
    fireEvent.click(screen.getByRole("button", { name: "Cancel and refund" }));
    expect(sent).toEqual([
      { method: "POST", url: `/api/admin/orders/${ORDER_ID}/cancel`, body: { refund: "full", reason: "Out of stock" } },
    ]);
    await finished();
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it("cancels without a refund when chosen, and asks for the reason first", () => {
    const { sent, error } = open(3_150);
    fireEvent.click(screen.getByLabelText("No refund"));
    fireEvent.click(screen.getByRole("button", { name: "Cancel order" }));
    expect(error.textContent).toBe("Say why: the customer reads the reason.");
    expect(sent).toEqual([]);
    reason("Delivered outside the shop");
    fireEvent.click(screen.getByRole("button", { name: "Cancel order" }));
    expect(sent[0]?.body).toEqual({ refund: "none", reason: "Delivered outside the shop" });
  });

  it("asks only the reason of an unpaid order", () => {
    const { sent } = open(0);
    expect(screen.queryByLabelText("Part of it")).toBeNull();
    reason("Never paid");
    fireEvent.click(screen.getByRole("button", { name: "Cancel order" }));
    expect(sent[0]?.body).toEqual({ refund: "none", reason: "Never paid" });
  });
});
