// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { buildAdminOrderView } from "@/domain/orders/admin-order-view";
import { orderDetail, orderTracking } from "../../../../tests/support/admin-order-fixtures";
import { OrderManualPaymentsCard } from "./order-manual-payments-card";

afterEach(cleanup);

function payments(receivedCents: number, amounts: number[]) {
  const view = buildAdminOrderView({
    detail: orderDetail({
      manualPayments: {
        receivedCents,
        balanceCents: Math.max(0, 4_500 - receivedCents),
        excessCents: Math.max(0, receivedCents - 4_500),
        payments: amounts.map((amountCents, index) => ({
          id: `p-${index}`,
          amountCents,
          reference: `ZELLE-${index}`,
          operatorId: index === 0 ? "op-1" : "op-gone",
          createdAt: "2026-05-01T10:05:00.000Z",
        })),
      },
    }),
    tracking: orderTracking(),
    operators: [{ id: "op-1", email: "admin@example.com" }],
    messages: [],
    lineIds: [],
  });
  if (!view.manualPayments) throw new Error("a manual order has its payments");
  return { payments: view.manualPayments, totalCents: view.totals.totalCents, balance: view.actions.balanceCents };
}

describe("OrderManualPaymentsCard", () => {
  it("shows a part payment with the balance due, each payment with its reference and who recorded it", () => {
    const part = payments(4_000, [4_000]);
    expect(part.balance).toBe(500);
    render(<OrderManualPaymentsCard payments={part.payments} totalCents={part.totalCents} />);
    expect(screen.getByTestId("admin-order-received-received").textContent).toBe("$40.00 of $45.00");
    expect(screen.getByTestId("admin-order-received-balance-due").textContent).toBe("$5.00");
    expect(screen.queryByTestId("admin-order-received-overpaid-by")).toBeNull();
    expect(screen.getByTestId("admin-order-payment-row").textContent).toContain("ZELLE-0");
    expect(screen.getByTestId("admin-order-payment-row").textContent).toContain("admin@example.com");
  });

  it("notes an overpayment's excess, and names a former operator", () => {
    const over = payments(4_600, [4_000, 600]);
    render(<OrderManualPaymentsCard payments={over.payments} totalCents={over.totalCents} />);
    expect(screen.getByTestId("admin-order-received-overpaid-by").textContent).toBe("$1.00 (not refundable here)");
    expect(screen.getAllByTestId("admin-order-payment-row")[1]?.textContent).toContain("former operator");
  });
});
