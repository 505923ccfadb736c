// @vitest-environment happy-dom
import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ORDER_ID, orderActions } from "../../../../tests/support/admin-order-fixtures";
import { closeDialogs, openDialog, refusal, until } from "../../../../tests/support/dialog-requests";
import { GoldPaymentDialog } from "./gold-payment-dialog";

afterEach(closeDialogs);

function open(answer?: () => Response) {
  const { sent, onDone } = openDialog(
    (onDone) => (
      <GoldPaymentDialog order={orderActions({ goldPaymentTenths: 2_630 })} onDone={onDone} onClose={() => {}} />
    ),
    answer,
  );
  const millions = screen.getByLabelText("Millions received") as HTMLInputElement;
  const account = screen.getByLabelText("In-game account that received it");
  const confirm = () => fireEvent.click(screen.getByRole("button", { name: "Confirm gold" }));
  return { sent, onDone, millions, account, confirm };
}

describe("GoldPaymentDialog", () => {
  it("starts from the amount asked and refuses less beside the figure, sending nothing", () => {
    const { sent, millions, account, confirm } = open();
    expect(millions.value).toBe("263");
    expect(screen.getByTestId("admin-gold-payment-asked").textContent).toContain("asked 263M of OSRS gold");
    fireEvent.change(account, { target: { value: "Shop Mule" } });
    fireEvent.change(millions, { target: { value: "262.9" } });
    confirm();
    expect(screen.getByTestId("admin-gold-payment-error").textContent).toContain("less than the 263M asked");
    expect(millions.getAttribute("aria-invalid")).toBe("true");
    for (const typed of ["", "abc", "-263", "263.45"]) {
      fireEvent.change(millions, { target: { value: typed } });
      confirm();
      expect(screen.getByTestId("admin-gold-payment-error").textContent).toContain("at most one decimal");
    }
    expect(sent).toEqual([]);
  });

  it("asks for the account, then sends the millions and the account, showing the server's 409 in place", async () => {
    const message = "This order's gold was confirmed already: reload it to see it paid.";
    const { sent, onDone, millions, account, confirm } = open(() => refusal(409, "conflict:admin-order", message));
    confirm();
    expect(screen.getByTestId("admin-gold-payment-error").textContent).toContain("in-game account");
    await until(() => document.activeElement === account);
    fireEvent.change(millions, { target: { value: " 300.5M " } });
    fireEvent.change(account, { target: { value: "Shop Mule" } });
    confirm();
    expect(sent).toEqual([
      {
        method: "POST",
        url: `/api/admin/orders/${ORDER_ID}/gold-payment`,
        body: { millions: 300.5, account: "Shop Mule" },
      },
    ]);
    await until(() => screen.queryByText(message) !== null);
    expect(onDone).not.toHaveBeenCalled();
  });
});
