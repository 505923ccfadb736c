// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { AMOUNT_UNREADABLE } from "@/domain/money/amount-input";
import { ORDER_ID, orderActions, orderDetail } from "../../../../tests/support/admin-order-fixtures";
import { closeDialogs, openDialog } from "../../../../tests/support/dialog-requests";
import { RefundDialog } from "./refund-dialog";
import { EMPTY_REFUND_REFERENCE, EMPTY_SENT_BY } from "./use-refund-form";

afterEach(closeDialogs);

function open(answer?: () => Response, manual = false) {
  const { sent, onDone, finished } = openDialog(
    (onDone) => (
      <RefundDialog order={orderActions({ refundableCents: 3_150, manual })} onDone={onDone} onClose={() => {}} />
    ),
    answer,
  );
  const confirm = () => fireEvent.click(screen.getByRole("button", { name: manual ? "Record refund" : "Refund" }));
  return { sent, onDone, finished, confirm, error: screen.getByTestId("admin-form-error") };
}

function type(label: string, value: string): HTMLElement {
  const field = screen.getByLabelText(label);
  fireEvent.change(field, { target: { value } });
  return field;
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
    type("Reason", " Out of stock ");
    part.confirm();
    expect(part.sent).toEqual([
      { method: "POST", url: `/api/admin/orders/${ORDER_ID}/refund`, body: { amount: 1_000, reason: "Out of stock" } },
    ]);
    cleanup();

    const full = open(() => Response.json({ order: orderDetail() }));
    type("Reason", "Out of stock");
    full.confirm();
    expect(full.sent[0]?.body).toEqual({ amount: "full", reason: "Out of stock" });
    await full.finished();
    expect(full.onDone).toHaveBeenCalledTimes(1);
  });

  it("asks for a reason, on its field, before sending", () => {
    const { sent, confirm, error } = open();
    confirm();
    expect(error.textContent).toBe("Say why: the customer reads the reason.");
    expect(document.activeElement).toBe(screen.getByLabelText("Reason"));
    expect(sent).toEqual([]);
  });

  it("records a manual order's refund made by hand: how it was sent and its reference", () => {
    const { sent, confirm, error } = open(undefined, true);
    type("Reason", "Late");
    confirm();
    expect(error.textContent).toBe(EMPTY_SENT_BY);
    type("Sent by", "Zelle");
    confirm();
    expect(error.textContent).toBe(EMPTY_REFUND_REFERENCE);
    expect(sent).toEqual([]);
    type("Refund reference", "ZL-1");
    confirm();
    expect(sent[0]?.body).toEqual({ amount: "full", reason: "Late", byHand: { sentBy: "Zelle", reference: "ZL-1" } });
  });

  it("tells staff the owner's limit and what is left of it on this order; an owner reads nothing of it", () => {
    openDialog(() => (
      <RefundDialog
        order={orderActions({ totalCents: 17_400, refundableCents: 15_400, staffRefundLimitCents: 5_000 })}
        onDone={() => {}}
        onClose={() => {}}
      />
    ));
    expect(screen.getByTestId("admin-refund-limit").textContent).toBe(
      "As staff you may refund up to $50.00 on one order, all its refunds together: $30.00 more on this one. An owner can refund more.",
    );
    closeDialogs();
    open();
    expect(screen.queryByTestId("admin-refund-limit")).toBeNull();
  });
});
