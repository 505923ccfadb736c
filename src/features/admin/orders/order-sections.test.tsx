// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { buildAdminOrderView } from "@/domain/orders/admin-order-view";
import { orderDetail, orderTracking } from "../../../../tests/support/admin-order-fixtures";
import { OrderLinesCard } from "./order-lines-card";
import { OrderPaymentCard } from "./order-payment-card";
import { OrderTimelineCard } from "./order-timeline-card";
import { OrderWorkCard } from "./order-work-card";

afterEach(cleanup);

function view(detail = orderDetail(), tracking = orderTracking()) {
  return buildAdminOrderView({
    detail,
    tracking,
    operators: [{ id: "op-1", email: "admin@example.com" }],
    messages: [],
    lineIds: [],
  });
}

describe("the order page's sections", () => {
  it("list the totals by term, with a promo line and a pending refund only when there is one", () => {
    const plain = view();
    const { rerender } = render(<OrderLinesCard lines={plain.lines} totals={plain.totals} />);
    expect(screen.getByTestId("admin-order-totals-total").textContent).toBe("$45.00");
    expect(screen.getByTestId("admin-order-totals-discount").textContent).toBe("−$5.00");
    expect(screen.queryByTestId("admin-order-totals-refund-pending")).toBeNull();

    const detail = orderDetail({ refundPendingCents: 1_000 });
    const promoted = view({ ...detail, totals: { ...detail.totals, promo: { code: "SPRING10", cents: 315 } } });
    rerender(<OrderLinesCard lines={promoted.lines} totals={promoted.totals} />);
    expect(screen.getByTestId("admin-order-totals-refund-pending").textContent).toBe("$10.00");
    expect(screen.getByTestId("admin-order-totals-promo-spring10").textContent).toBe("−$3.15");
  });

  it("show a gold order's trade and a pause's reason on the work card, and the payment's facts", () => {
    const paused = view(
      orderDetail({ paymentIssue: "Amount differs", paidAt: "2026-05-01T11:00:00.000Z" }),
      orderTracking({ fulfilment: "paused", pausedReason: "Log out, please.", isGold: true, stepEmails: false }),
    );
    render(
      <>
        <OrderWorkCard work={paused.work} />
        <OrderPaymentCard payment={paused.payment} />
      </>,
    );
    expect(screen.getByTestId("admin-order-work-paused-because").textContent).toBe("Log out, please.");
    expect(screen.getByTestId("admin-order-work-trade").textContent).toBe("not set yet");
    expect(screen.getByTestId("admin-order-work-step-emails").textContent).toBe("off (the customer opted out)");
    expect(screen.getByTestId("admin-order-payment-paid").textContent).toBe("2026-05-01 11:00:00 UTC");
    expect(screen.getByTestId("admin-order-payment-issue").textContent).toBe("Amount differs");
    expect(screen.queryByTestId("admin-order-payment-disputed")).toBeNull();
  });

  it("name the operator of each timeline entry", () => {
    const entry = { at: "2026-05-01T10:00:00.000Z", kind: "note" as const, title: "Note", detail: null };
    const noted = view(orderDetail({ timeline: [{ ...entry, id: "n1", operatorId: "op-1" }] }));
    render(<OrderTimelineCard timeline={noted.timeline} />);
    expect(screen.getByTestId("admin-order-timeline-entry").textContent).toContain("Note · admin@example.com");
  });
});
