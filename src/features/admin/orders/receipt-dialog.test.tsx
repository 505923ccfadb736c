// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ORDER_ID, orderActions } from "../../../../tests/support/admin-order-fixtures";
import { recordRequests, refusal, until } from "../../../../tests/support/dialog-requests";
import { ReceiptDialog } from "./receipt-dialog";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("ReceiptDialog", () => {
  it("asks for nothing, sends an empty body, and shows the server's refusal in place", async () => {
    const message = "The order is not paid: there is no receipt to send.";
    const sent = recordRequests(() => refusal(409, "conflict:admin-order", message));
    const onDone = vi.fn();
    render(<ReceiptDialog order={orderActions()} onDone={onDone} onClose={() => {}} />);
    expect(screen.getByText(/The receipt goes to zezima@example\.com again/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Resend receipt" }));
    expect(sent).toEqual([{ method: "POST", url: `/api/admin/orders/${ORDER_ID}/receipt`, body: {} }]);
    const error = screen.getByTestId("admin-form-error");
    await until(() => error.textContent === message);
    expect(error.textContent).toBe(message);
    expect(onDone).not.toHaveBeenCalled();
  });
});
