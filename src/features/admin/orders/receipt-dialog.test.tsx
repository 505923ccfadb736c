// @vitest-environment happy-dom
import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ORDER_ID, orderActions } from "../../../../tests/support/admin-order-fixtures";
import { closeDialogs, openDialog, refusal, until } from "../../../../tests/support/dialog-requests";
import { ReceiptDialog } from "./receipt-dialog";

afterEach(closeDialogs);

describe("ReceiptDialog", () => {
  it("asks for nothing, sends an empty body, and shows the server's refusal in place", async () => {
    const message = "The order is not paid: there is no receipt to send.";
    const { sent, onDone } = openDialog(
      (done) => <ReceiptDialog order={orderActions()} onDone={done} onClose={() => {}} />,
      () => refusal(409, "conflict:admin-order", message),
    );
    expect(screen.getByText(/The receipt goes to zezima@example\.com again/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Resend receipt" }));
    expect(sent).toEqual([{ method: "POST", url: `/api/admin/orders/${ORDER_ID}/receipt`, body: {} }]);
    const error = screen.getByTestId("admin-form-error");
    await until(() => error.textContent === message);
    expect(error.textContent).toBe(message);
    expect(onDone).not.toHaveBeenCalled();
  });
});
