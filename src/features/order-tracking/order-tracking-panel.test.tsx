// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { buildTrackingView, type GoldDeliveryView, type TrackingOrderSource } from "@/domain/orders/order-tracking";
import { OrderTrackingPanel } from "./order-tracking-panel";

afterEach(cleanup);

function goldView(
  gold: GoldDeliveryView | null,
  trade: TrackingOrderSource["trade"] = { world: null, place: null, traderRsn: null },
) {
  return buildTrackingView(
    {
      reference: "RF-7K2M9Q3X",
      createdAt: "2026-11-27T10:00:00.000Z",
      status: "paid",
      paidAt: "2026-11-27T10:01:00.000Z",
      refundedCents: 0,
      method: "card",
      lines: [{ sku: "osrs-gold", name: "OSRS Gold", subName: "500M", count: 1, payableCents: 9_500 }],
      subtotalCents: 9_500,
      discountCents: 0,
      promo: null,
      totalCents: 9_500,
      currency: "USD",
      fulfilment: "in_progress",
      stepEmails: true,
      trade,
      version: 3,
      gold,
    },
    [],
  );
}

const PART: GoldDeliveryView = {
  orderedTenths: 5_000,
  deliveredTenths: 3_000,
  deliveries: [{ id: "d1", tenths: 3_000, at: "2026-11-27T11:00:00.000Z" }],
};

describe("OrderTrackingPanel's gold", () => {
  it("says what is delivered of what was ordered, each trade with its time, in place of the meeting's placeholder", () => {
    render(<OrderTrackingPanel view={goldView(PART)} />);
    expect(screen.getByTestId("order-gold-delivered").textContent).toBe("Delivered 300M of 500M");
    expect(screen.getAllByTestId("order-gold-delivery-entry").map((entry) => entry.textContent)).toEqual([
      expect.stringContaining("300M traded"),
    ]);
    expect(screen.getByRole("heading", { name: "Your gold" })).toBeTruthy();
    expect(screen.queryByTestId("order-trade-pending")).toBeNull();
  });

  it("keeps the trade's details beside the deliveries, and shows none before the first trade", () => {
    render(
      <OrderTrackingPanel view={goldView(PART, { world: 420, place: "Grand Exchange", traderRsn: "RF Trader" })} />,
    );
    expect(screen.getByTestId("order-trade-world").textContent).toBe("420");
    cleanup();
    render(<OrderTrackingPanel view={goldView({ ...PART, deliveredTenths: 0, deliveries: [] })} />);
    expect(screen.queryByTestId("order-gold-delivery")).toBeNull();
    expect(screen.getByTestId("order-trade-pending")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Trade details" })).toBeTruthy();
  });
});
