import { describe, expect, it } from "vitest";
import { buildTrackingView, type TrackingOrderSource, type TrackingStepSource } from "./order-tracking";

const order: TrackingOrderSource = {
  reference: "RF-ABCDEFGH",
  createdAt: "2026-11-27T10:00:00.000Z",
  status: "paid",
  paidAt: "2026-11-27T10:01:00.000Z",
  refundedCents: 0,
  method: "card",
  lines: [{ sku: "fire-cape", name: "Fire Cape", subName: "", count: 1, payableCents: 3150 }],
  subtotalCents: 3500,
  discountCents: 350,
  promo: null,
  totalCents: 3150,
  currency: "USD",
  fulfilment: "in_progress",
  stepEmails: true,
  trade: { world: null, place: null, traderRsn: null },
  version: 3,
};

const step = (over: Partial<TrackingStepSource>): TrackingStepSource => ({
  id: "s",
  step: "in_progress",
  createdAt: "2026-11-27T11:00:00.000Z",
  progressDone: null,
  progressTarget: null,
  progressUnit: null,
  reason: null,
  ...over,
});

describe("buildTrackingView", () => {
  it("orders the steps and shows the latest progress while working", () => {
    const view = buildTrackingView(order, [
      step({
        id: "b",
        createdAt: "2026-11-27T12:00:00.000Z",
        progressDone: 60,
        progressTarget: 100,
        progressUnit: "percent",
      }),
      step({ id: "a", step: "queued", createdAt: "2026-11-27T10:01:00.000Z" }),
      step({ id: "c", createdAt: "2026-11-27T13:00:00.000Z" }),
    ]);
    expect(view.steps.map((s) => s.id)).toEqual(["a", "b", "c"]);
    expect(view.progress).toEqual({ done: 60, target: 100, unit: "percent" });
    expect(view.pausedReason).toBeNull();
    expect(view.isGold).toBe(false);
    expect(view.trade).toBeNull();
    expect(view.version).toBe(3);
  });

  it("gives the pause's reason while paused, and no progress once delivered", () => {
    const paused = buildTrackingView({ ...order, fulfilment: "paused" }, [
      step({ id: "a", progressDone: 10, progressTarget: 250, progressUnit: "kills" }),
      step({ id: "b", step: "paused", createdAt: "2026-11-27T12:00:00.000Z", reason: "Ban wave: waiting a day." }),
    ]);
    expect(paused.pausedReason).toBe("Ban wave: waiting a day.");
    expect(paused.progress).toEqual({ done: 10, target: 250, unit: "kills" });
    const delivered = buildTrackingView({ ...order, fulfilment: "delivered" }, [
      step({ id: "a", progressDone: 10, progressTarget: 250, progressUnit: "kills" }),
      step({ id: "b", step: "delivered", createdAt: "2026-11-27T12:00:00.000Z", reason: "ignored" }),
    ]);
    expect(delivered.progress).toBeNull();
    expect(delivered.steps[1]?.reason).toBeNull();
  });

  it("shows a gold trade only once all three details are set", () => {
    const gold = {
      ...order,
      lines: [{ sku: "osrs-gold", name: "OSRS Gold", subName: "100M", count: 1, payableCents: 14250 }],
    };
    expect(
      buildTrackingView({ ...gold, trade: { world: 302, place: "Grand Exchange", traderRsn: null } }, []).trade,
    ).toBeNull();
    const view = buildTrackingView(
      { ...gold, trade: { world: 302, place: "Grand Exchange", traderRsn: "Trader Joe" } },
      [],
    );
    expect(view.isGold).toBe(true);
    expect(view.trade).toEqual({ world: 302, place: "Grand Exchange", traderRsn: "Trader Joe" });
  });

  it("shows a gold order's deliveries oldest first, and none on an order without gold", () => {
    const view = buildTrackingView(
      {
        ...order,
        gold: {
          orderedTenths: 5_000,
          deliveredTenths: 5_000,
          deliveries: [
            { id: "b", tenths: 2_000, at: "2026-11-27T13:00:00.000Z" },
            { id: "a", tenths: 3_000, at: "2026-11-27T12:00:00.000Z" },
          ],
        },
      },
      [],
    );
    expect(view.gold?.deliveries.map((delivery) => delivery.id)).toEqual(["a", "b"]);
    expect(buildTrackingView(order, []).gold).toBeNull();
  });

  it("drops a stored progress whose unit is unknown rather than showing nonsense", () => {
    const view = buildTrackingView(order, [step({ progressDone: 1, progressTarget: 2, progressUnit: "gp" })]);
    expect(view.progress).toBeNull();
  });
});

describe("why the money moved", () => {
  it("shows the cancel's reason on a cancelled order, else the latest refund's", () => {
    const cancelled = buildTrackingView({ ...order, fulfilment: "cancelled", refundReason: "Refund reason" }, [
      step({ id: "a", step: "cancelled", reason: "Out of stock", createdAt: "2026-11-27T11:00:00.000Z" }),
    ]);
    expect(cancelled.moneyReason).toBe("Out of stock");
    expect(cancelled.steps[0]?.reason).toBeNull();
    const refunded = buildTrackingView({ ...order, refundedCents: 1_000, refundReason: "Late" }, []);
    expect(refunded.moneyReason).toBe("Late");
    expect(buildTrackingView({ ...order, refundReason: "Late" }, []).moneyReason).toBeNull();
  });
});
