// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { AMOUNT_UNREADABLE } from "@/domain/money/amount-input";
import { ORDER_ID, orderActions, orderDetail } from "../../../../tests/support/admin-order-fixtures";
import { closeDialogs, openDialog } from "../../../../tests/support/dialog-requests";
import { RefundDialog } from "./refund-dialog";

afterEach(closeDialogs);

function open(answer?: () => Response) {
  const { sent, onDone, finished } = openDialog(
    (onDone) => <RefundDialog order={orderActions({ refundableCents: 3_150 })} onDone={onDone} onClose={() => {}} />,
    answer,
  );
  const confirm = () => fireEvent.click(screen.getByRole("button", { name: "Refund" }));
  return { sent, onDone, finished, confirm, error: screen.getByTestId("admin-form-error") };
}

function partOf(text: string): HTMLElement {
  fireEvent.click(screen.getByLabelText("Part of it"));
  const amount = screen.getByLabelText("Amount to refund");
  fireEvent.change(amount, { target: { value: text } });
  return amount;
}

describe("RefundDialog", () => {
  it("offers all that is left by default and asks for no amount until a part is chosen", () => {
    open();
    expect((screen.getByLabelText(/^All of it/) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(/All of it \(\$31\.50\)/)).toBeTruthy();
    expect(screen.queryByLabelText("Amount to refund")).toBeNull();
  });

  it("refuses a part that is not an amount, on its field, and sends nothing", () => {
    const { sent, confirm, error } = open();
    const amount = partOf("0");
    confirm();
    expect(error.textContent).toBe(AMOUNT_UNREADABLE);
    expect(amount.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(amount);
    expect(sent).toEqual([]);
  });

  it('sends a part in cents, and everything as "full"; done once the server has refunded', async () => {
    const part = open();
    partOf("10.00");
    part.confirm();
    expect(part.sent).toEqual([
      { method: "POST", url: `/api/admin/orders/${ORDER_ID}/refund`, body: { amount: 1_000 } },
    ]);
    cleanup();

    const full = open(() => Response.json({ order: orderDetail() }));
    full.confirm();
    expect(full.sent[0]?.body).toEqual({ amount: "full" });
    await full.finished();
    expect(full.onDone).toHaveBeenCalledTimes(1);
  });
});
