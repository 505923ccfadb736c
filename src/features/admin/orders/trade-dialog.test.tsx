// @vitest-environment happy-dom
import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ORDER_ID, orderDetail, orderSteps } from "../../../../tests/support/admin-order-fixtures";
import { closeDialogs, openDialog, until } from "../../../../tests/support/dialog-requests";
import { TradeDialog } from "./trade-dialog";

afterEach(closeDialogs);

function open(answer?: () => Response) {
  const { sent, onDone, finished } = openDialog(
    (onDone) => <TradeDialog order={orderSteps({ isGold: true })} onDone={onDone} onClose={() => {}} />,
    answer,
  );
  const fill = (world: string) => {
    fireEvent.change(screen.getByLabelText("World"), { target: { value: world } });
    fireEvent.change(screen.getByLabelText("Meeting place"), { target: { value: "Grand Exchange" } });
    fireEvent.change(screen.getByLabelText("Our trader's in-game name"), { target: { value: "RF Trader" } });
    fireEvent.click(screen.getByRole("button", { name: "Save trade details" }));
  };
  return { sent, onDone, finished, fill };
}

describe("TradeDialog", () => {
  it("refuses a world out of range beside its field, focused, and sends nothing", async () => {
    const { sent, fill } = open();
    fill("999");
    expect(screen.getByTestId("admin-trade-error").textContent).toBe("Enter a world from 301 to 580.");
    const world = screen.getByLabelText("World");
    expect(world.getAttribute("aria-invalid")).toBe("true");
    await until(() => document.activeElement === world);
    expect(document.activeElement).toBe(world);
    expect(sent).toEqual([]);
  });

  it("sends the world as a number with the place and trader, and is done once saved", async () => {
    const { sent, onDone, finished, fill } = open(() => Response.json({ order: orderDetail() }));
    fill("420");
    expect(sent).toEqual([
      {
        method: "POST",
        url: `/api/admin/orders/${ORDER_ID}/trade`,
        body: { world: 420, place: "Grand Exchange", traderRsn: "RF Trader" },
      },
    ]);
    await finished();
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
