// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { buildTrackingView } from "@/domain/orders/order-tracking";
import { ManualPaymentPanel } from "./manual-payment-panel";

afterEach(cleanup);

function viewWith(
  manual: { received: number; lines?: { label: string; value: string }[]; instructions?: string } | null,
  status: "pending" | "paid" = "pending",
  currency = "USD",
) {
  return buildTrackingView(
    {
      reference: "RF-7K2M9Q3X",
      createdAt: "2026-11-27T10:00:00.000Z",
      status,
      paidAt: null,
      refundedCents: 0,
      method: manual ? "zelle" : "card",
      lines: [],
      subtotalCents: 17_400,
      discountCents: 0,
      promo: null,
      totalCents: 17_400,
      currency,
      fulfilment: "queued",
      stepEmails: true,
      trade: { world: null, place: null, traderRsn: null },
      version: 0,
      manualReceivedCents: manual?.received ?? null,
      manualPayTo: manual ? { lines: manual.lines ?? [], instructions: manual.instructions ?? null } : undefined,
    },
    [],
  );
}

describe("ManualPaymentPanel", () => {
  it("shows where to pay from the shop's details, and the note", () => {
    render(
      <ManualPaymentPanel
        view={viewWith({
          received: 0,
          lines: [{ label: "Zelle", value: "pay@runeforge.gg" }],
          instructions: "Checked by hand.",
        })}
      />,
    );
    expect(screen.getByRole("heading").textContent).toBe("How to pay by Zelle");
    expect(screen.getByTestId("order-amount-due").textContent).toBe("Amount to pay: $174.00 by Zelle");
    expect(screen.getByTestId("order-pay-to").textContent).toBe("Zellepay@runeforge.gg");
    expect(screen.getByTestId("order-pay-instructions").textContent).toBe("Checked by hand.");
    expect(screen.getByTestId("order-pay-reference").textContent).toBe("Your order reference: RF-7K2M9Q3X");
    expect(screen.getByTestId("order-pay-how").textContent).toBe(
      "Put your order reference in the memo. Then send a screenshot of the Zelle confirmation on live chat or as a reply to our email.",
    );
  });

  it("shows the balance after a part payment, and the team's words when nothing is set", () => {
    render(<ManualPaymentPanel view={viewWith({ received: 17_000 })} />);
    expect(screen.getByTestId("order-balance-due").textContent).toBe("Received $170.00 of $174.00. Balance due: $4.00");
    expect(screen.getByTestId("order-pay-to-pending").textContent).toMatch(/^Our team sends where to pay/);
    expect(screen.queryByTestId("order-pay-to")).toBeNull();
  });

  it("says the amount in the currency the order was charged in", () => {
    render(<ManualPaymentPanel view={viewWith({ received: 0 }, "pending", "EUR")} />);
    expect(screen.getByTestId("order-amount-due").textContent).toBe("Amount to pay: €174.00 by Zelle");
  });

  it("shows nothing for a paid order or a card order", () => {
    render(<ManualPaymentPanel view={viewWith({ received: 17_400 }, "paid")} />);
    render(<ManualPaymentPanel view={viewWith(null)} />);
    expect(screen.queryByTestId("order-manual-payment")).toBeNull();
  });
});
