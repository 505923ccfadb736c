// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { buildTrackingView } from "@/domain/orders/order-tracking";
import { OrderSummary } from "./order-summary";

afterEach(cleanup);

type Line = { sku: string; name: string; subName: string; count: number; payableCents: number };

const CAPES: Line = { sku: "fire-cape", name: "Fire Cape", subName: "Zerker", count: 2, payableCents: 6_300 };

function viewWith(promo: { code: string; cents: number } | null, refundedCents: number, line: Line = CAPES) {
  return buildTrackingView(
    {
      reference: "RF-7K2M9Q3X",
      createdAt: "2026-11-27T10:00:00.000Z",
      status: refundedCents > 0 ? "refunded" : "paid",
      paidAt: "2026-11-27T10:01:00.000Z",
      refundedCents,
      method: "card",
      lines: [line],
      subtotalCents: 7_000,
      discountCents: 700,
      promo,
      totalCents: 6_300 - (promo?.cents ?? 0),
      currency: "USD",
      fulfilment: "queued",
      stepEmails: true,
      trade: { world: null, place: null, traderRsn: null },
      version: 0,
    },
    [],
  );
}

describe("OrderSummary", () => {
  it("shows the lines, the discount, the promo code's line, the total and what was refunded", () => {
    render(<OrderSummary view={viewWith({ code: "GIELINOR10", cents: 630 }, 1_000)} />);
    expect(screen.getByTestId("order-lines").textContent).toBe("Fire Cape (Zerker) × 2$63.00");
    expect(screen.getByTestId("order-amount-subtotal").textContent).toBe("$70.00");
    expect(screen.getByTestId("order-amount-discount").textContent).toBe("−$7.00");
    expect(screen.getByText("Promo GIELINOR10")).toBeTruthy();
    expect(screen.getByTestId("order-amount-promo").textContent).toBe("−$6.30");
    expect(screen.getByTestId("order-amount-total").textContent).toBe("$56.70");
    expect(screen.getByTestId("order-amount-refunded").textContent).toBe("$10.00");
  });

  it("leaves out the promo and refund lines when there are none", () => {
    render(<OrderSummary view={viewWith(null, 0)} />);
    expect(screen.queryByTestId("order-amount-promo")).toBeNull();
    expect(screen.queryByTestId("order-amount-refunded")).toBeNull();
    expect(screen.getByTestId("order-amount-total").textContent).toBe("$63.00");
  });

  it("says a kills line's quantity once", () => {
    const kills = { sku: "vorkath", name: "Vorkath", subName: "30 kills · Awakened", count: 30, payableCents: 6_300 };
    render(<OrderSummary view={viewWith(null, 0, kills)} />);
    expect(screen.getByTestId("order-lines").textContent).toBe("Vorkath (30 kills · Awakened)$63.00");
  });
});
