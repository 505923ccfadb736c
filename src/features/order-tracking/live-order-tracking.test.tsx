// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildTrackingView, type OrderTrackingView } from "@/domain/orders/order-tracking";
import { LiveOrderTracking } from "./live-order-tracking";

/*
 * The live island with its connection replaced: the server's panel and summary stay until a view
 * differs, then the browser-drawn ones (loaded then) show it, and a new step is announced.
 */

const live = vi.hoisted(() => ({ onView: undefined as ((view: OrderTrackingView) => void) | undefined }));
vi.mock("./use-live-order", () => ({
  useLiveOrder: (_reference: string, _token: string, _shown: unknown, onView: (view: OrderTrackingView) => void) => {
    live.onView = onView;
  },
}));

afterEach(cleanup);

function view(fulfilment: "queued" | "in_progress", version: number) {
  return buildTrackingView(
    {
      reference: "RF-7K2M9Q3X",
      createdAt: "2026-11-27T10:00:00.000Z",
      status: "paid",
      paidAt: "2026-11-27T10:01:00.000Z",
      refundedCents: 0,
      method: "card",
      lines: [{ sku: "fire-cape", name: "Fire cape", subName: "", count: 1, payableCents: 2_500 }],
      subtotalCents: 2_500,
      discountCents: 0,
      promo: null,
      totalCents: 2_500,
      currency: "USD",
      fulfilment,
      stepEmails: true,
      trade: { world: null, place: null, traderRsn: null },
      version,
      gold: null,
    },
    [],
  );
}

async function until(done: () => boolean) {
  const start = performance.now();
  while (!done() && performance.now() - start < 5_000) {
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
  }
}

describe("LiveOrderTracking", () => {
  it("shows the server's panel until the order changes, then draws the change and announces it", async () => {
    render(
      <LiveOrderTracking
        initialView={view("queued", 1)}
        token="token"
        panel={<p data-testid="server-panel">server panel</p>}
        summary={<p data-testid="server-summary">server summary</p>}
      />,
    );
    expect(screen.getByTestId("server-panel")).toBeTruthy();
    expect(screen.getByTestId("server-summary")).toBeTruthy();
    expect(screen.queryByTestId("order-step")).toBeNull();

    act(() => live.onView?.(view("in_progress", 2)));
    await until(() => screen.queryByTestId("order-step")?.textContent === "In progress");
    expect(screen.getByTestId("order-step").textContent).toBe("In progress");
    expect(screen.queryByTestId("server-panel")).toBeNull();
    expect(screen.queryByTestId("server-summary")).toBeNull();
    expect(screen.getByTestId("order-lines")).toBeTruthy();
    expect(screen.getByTestId("order-announcer").textContent).toMatch(/^Order update: In progress\./);

    // An older view (a slow poll) changes nothing.
    act(() => live.onView?.(view("queued", 1)));
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
    expect(screen.getByTestId("order-step").textContent).toBe("In progress");
  });
});
