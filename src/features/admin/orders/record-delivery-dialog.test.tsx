// @vitest-environment happy-dom
import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { AdminGoldView } from "@/domain/orders/admin-order-view";
import { ORDER_ID, orderDetail } from "../../../../tests/support/admin-order-fixtures";
import { closeDialogs, openDialog, until } from "../../../../tests/support/dialog-requests";
import { RecordDeliveryDialog } from "./record-delivery-dialog";

afterEach(closeDialogs);

const GOLD: AdminGoldView = {
  orderedTenths: 5_000,
  reservedTenths: 2_000,
  deliveredTenths: 3_000,
  state: "reserved",
  waiting: false,
  deliveries: [{ id: "d1", tenths: 3_000, account: "RF Mule 2", at: "2026-05-01T11:00:00.000Z", operatorEmail: null }],
  accounts: ["RF Mule 1", "RF Mule 2"],
};

function open(answer?: () => Response) {
  return openDialog(
    (onDone) => (
      <RecordDeliveryDialog
        order={{ orderId: ORDER_ID, paidAt: "2026-05-01T10:00:00.000Z", gold: GOLD }}
        onDone={onDone}
        onClose={() => {}}
      />
    ),
    answer,
  );
}

const confirm = () => fireEvent.click(screen.getByRole("button", { name: "Record delivery" }));

describe("RecordDeliveryDialog", () => {
  it("starts from the rest, the account this order last traded from, and now", () => {
    open();
    expect((screen.getByLabelText("Millions traded") as HTMLInputElement).value).toBe("200");
    expect((screen.getByLabelText("Our account that traded") as HTMLSelectElement).value).toBe("RF Mule 2");
    const when = (screen.getByLabelText("When (UTC)") as HTMLInputElement).value;
    expect(Math.abs(Date.parse(`${when}:00Z`) - Date.now())).toBeLessThan(120_000);
  });

  it("refuses more than is left beside its field, focused, and sends nothing", async () => {
    const { sent } = open();
    const millions = screen.getByLabelText("Millions traded");
    fireEvent.change(millions, { target: { value: "250" } });
    confirm();
    expect(screen.getByTestId("admin-delivery-error").textContent).toBe("Only 200M is left to deliver on this order.");
    expect(millions.getAttribute("aria-invalid")).toBe("true");
    await until(() => document.activeElement === millions);
    expect(sent).toEqual([]);
  });

  it("refuses a time in the future beside its field", () => {
    const { sent } = open();
    fireEvent.change(screen.getByLabelText("When (UTC)"), { target: { value: "2999-01-01T10:00" } });
    confirm();
    expect(screen.getByTestId("admin-delivery-error").textContent).toBe("The trade cannot be in the future.");
    expect(sent).toEqual([]);
  });

  it("sends a part in tenths with the chosen account and the time as ISO, and is done once recorded", async () => {
    const { sent, onDone, finished } = open(() => Response.json({ order: orderDetail() }));
    fireEvent.change(screen.getByLabelText("Millions traded"), { target: { value: "12.5" } });
    fireEvent.change(screen.getByLabelText("Our account that traded"), { target: { value: "RF Mule 1" } });
    fireEvent.change(screen.getByLabelText("When (UTC)"), { target: { value: "2026-05-01T10:45" } });
    confirm();
    expect(sent).toEqual([
      {
        method: "POST",
        url: `/api/admin/orders/${ORDER_ID}/gold-delivery`,
        body: { tenths: 125, account: "RF Mule 1", deliveredAt: "2026-05-01T10:45:00.000Z" },
      },
    ]);
    await finished();
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
