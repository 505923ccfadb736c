// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { SellOrderView } from "@/domain/api/sell-orders";
import { SellOrderPanel } from "./sell-order-panel";

afterEach(cleanup);

const ACCEPTED: SellOrderView = {
  reference: "SG-7K2M9Q3X",
  state: "accepted",
  version: 1,
  millions: 1_000,
  rsn: "Gold Seller",
  quoteCents: 12_000,
  quoteRateMillicents: 12_000,
  quoteExpiresAt: "2026-12-05T10:30:00.000Z",
  payoutMethod: "zelle",
  payoutDetailsMasked: "••••.com",
  createdAt: "2026-12-05T10:00:00.000Z",
  trade: null,
  arrangedAt: null,
  receivedMillions: null,
  receivedAt: null,
  payoutCents: null,
  payoutReference: null,
  paidAt: null,
  declineReason: null,
  declinedAt: null,
};

describe("SellOrderPanel", () => {
  it("shows an accepted sale with its quote, masked details and no step past the first", () => {
    render(<SellOrderPanel view={ACCEPTED} />);
    expect(screen.getByTestId("sell-order-state").textContent).toBe("Accepted");
    expect(screen.getByTestId("sell-order-quote").textContent).toBe("$120.00");
    expect(screen.getByText("Zelle")).toBeTruthy();
    expect(screen.getByText("(••••.com)")).toBeTruthy();
    expect(screen.queryByTestId("sell-order-trade")).toBeNull();
    const done = screen.getAllByTestId("sell-order-step").map((step) => step.getAttribute("data-done"));
    expect(done).toEqual(["true", "false", "false", "false"]);
  });

  it("shows the trade, the gold received and the payout as they come", () => {
    render(
      <SellOrderPanel
        view={{
          ...ACCEPTED,
          state: "paid",
          trade: { world: 420, place: "Grand Exchange", traderRsn: "RF Trader" },
          arrangedAt: "2026-12-05T10:05:00.000Z",
          receivedMillions: 750,
          receivedAt: "2026-12-05T10:10:00.000Z",
          payoutCents: 9_000,
          payoutReference: "TX-77",
          paidAt: "2026-12-05T10:20:00.000Z",
        }}
      />,
    );
    expect(screen.getByTestId("sell-order-trade-world").textContent).toBe("420");
    expect(screen.getByTestId("sell-order-received").textContent).toBe(": 750M");
    expect(screen.getByTestId("sell-order-paid").textContent).toBe(": $90.00, reference TX-77");
  });

  it("says why a sale was declined", () => {
    render(<SellOrderPanel view={{ ...ACCEPTED, state: "declined", declineReason: "Traders away." }} />);
    expect(screen.getByTestId("sell-order-state").textContent).toBe("Declined");
    expect(screen.getByTestId("sell-order-decline-reason").textContent).toBe("Why: Traders away.");
  });
});
