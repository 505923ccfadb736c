// @vitest-environment happy-dom
import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { AMOUNT_UNREADABLE } from "@/domain/money/amount-input";
import { ORDER_ID, orderActions } from "../../../../tests/support/admin-order-fixtures";
import { closeDialogs, openDialog, refusal, until } from "../../../../tests/support/dialog-requests";
import { EMPTY_REFERENCE, RecordPaymentDialog } from "./mark-paid-dialog";

afterEach(closeDialogs);

function open(answer?: () => Response, balanceCents: number | null = null) {
  const { sent, onDone, finished } = openDialog(
    (onDone) => <RecordPaymentDialog order={orderActions({ balanceCents })} onDone={onDone} onClose={() => {}} />,
    answer,
  );
  const amount = screen.getByLabelText("Amount received");
  const reference = screen.getByLabelText("Payment reference");
  const confirm = () => fireEvent.click(screen.getByRole("button", { name: "Record payment" }));
  return { sent, onDone, finished, amount, reference, confirm, error: screen.getByTestId("admin-form-error") };
}

describe("RecordPaymentDialog", () => {
  it("refuses an amount that is not dollars, on the amount, and sends nothing", () => {
    const { sent, amount, reference, confirm, error } = open();
    fireEvent.change(amount, { target: { value: "12.345" } });
    fireEvent.change(reference, { target: { value: "ZELLE-7781" } });
    confirm();
    expect(error.textContent).toBe(AMOUNT_UNREADABLE);
    expect(amount.getAttribute("aria-invalid")).toBe("true");
    expect(amount.getAttribute("aria-describedby")).toContain(error.id);
    expect(document.activeElement).toBe(amount);
    expect(sent).toEqual([]);
  });

  it("asks for the payment reference once the amount reads", () => {
    const { sent, amount, reference, confirm, error } = open();
    fireEvent.change(amount, { target: { value: "174" } });
    confirm();
    expect(error.textContent).toBe(EMPTY_REFERENCE);
    expect(reference.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(reference);
    expect(sent).toEqual([]);
  });

  it("sends the amount in cents with the reference, and shows the server's refusal in place", async () => {
    const message = "This order was paid meanwhile: reload it to see its payments.";
    const { sent, onDone, amount, reference, confirm, error } = open(() =>
      refusal(409, "conflict:admin-order", message),
    );
    fireEvent.change(amount, { target: { value: "$170.00" } });
    fireEvent.change(reference, { target: { value: "ZELLE-7781" } });
    confirm();
    expect(sent).toEqual([
      {
        method: "POST",
        url: `/api/admin/orders/${ORDER_ID}/mark-paid`,
        body: { amountCents: 17_000, paymentReference: "ZELLE-7781" },
      },
    ]);
    await until(() => error.textContent === message);
    expect(error.textContent).toBe(message);
    expect(onDone).not.toHaveBeenCalled();
  });

  it("says the balance still due after a part payment, and that less is a part payment", () => {
    open(undefined, 7_400);
    expect(screen.getByTestId("admin-record-payment-balance").textContent).toContain(
      "The order's total is $174.00; $74.00 is still due. Less is recorded as a part payment",
    );
  });
});
