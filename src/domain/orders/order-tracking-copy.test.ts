import { describe, expect, it } from "vitest";
import { FULFILMENT_STATUSES } from "@/domain/admin/fulfilment";
import { orderTracking } from "../../../tests/support/admin-order-fixtures";
import type { OrderTrackingView } from "./order-tracking";
import {
  awaitingPayment,
  paymentSummary,
  paymentText,
  shownStep,
  stepAnnouncement,
  stepText,
  stepTitle,
} from "./order-tracking-copy";

describe("order tracking copy", () => {
  it("has words for every step and payment state", () => {
    for (const step of FULFILMENT_STATUSES) {
      expect(stepTitle(step)).toMatch(/^[A-Z]/);
      for (const kind of ["gold", "services", "mixed"] as const) {
        expect(stepText(step, { kind, rsn: "Zezima" })).toMatch(/\.$/);
      }
    }
    expect(stepTitle("in_progress")).toBe("In progress");
    expect(paymentText("pending")).toBe("Not paid yet");
    expect(paymentText("paid")).toBe("Paid");
  });
});

describe("announcements", () => {
  it("announces a new step, a new figure or a new pause reason, and nothing else", () => {
    const queued = { fulfilment: "queued" as const, progress: null, pausedReason: null };
    const working = {
      fulfilment: "in_progress" as const,
      progress: { done: 120, target: 250, unit: "kills" as const },
      pausedReason: null,
    };
    expect(stepAnnouncement(queued, queued)).toBeNull();
    expect(stepAnnouncement(queued, working)).toBe("Order update: In progress. 120 of 250 kills.");
    expect(stepAnnouncement(working, { ...working, progress: { done: 130, target: 250, unit: "kills" } })).toBe(
      "Order update: In progress. 130 of 250 kills.",
    );
    expect(stepAnnouncement(working, { ...working, fulfilment: "paused", pausedReason: "Logged in." })).toBe(
      "Order update: Paused. 120 of 250 kills. Why: Logged in.",
    );
  });
});

describe("refunds on the customer's page", () => {
  it("says a partial refund with its figures, a full one as refunded", () => {
    expect(paymentSummary({ status: "paid", refundedCents: 1_000 }, 3_937)).toBe(
      "Partially refunded ($10.00 of $39.37)",
    );
    expect(paymentSummary({ status: "paid", refundedCents: 0 }, 3_937)).toBe("Paid");
    expect(paymentSummary({ status: "refunded", refundedCents: 3_937 }, 3_937)).toBe("Refunded");
  });

  it("shows unfinished work refunded in full as stopped, not queued", () => {
    const refunded: OrderTrackingView["payment"] = {
      status: "refunded",
      paidAt: null,
      refundedCents: 4_500,
      method: "card",
    };
    const shown = (fulfilment: "queued" | "in_progress" | "cancelled" | "delivered", payment = refunded) =>
      shownStep(orderTracking({ fulfilment, payment, manualPayment: null }));
    expect(shown("queued").title).toBe("Stopped");
    expect(shown("in_progress").text).not.toContain("booster");
    expect(shown("cancelled").title).toBe("Cancelled");
    expect(shown("delivered").title).toBe("Delivered");
    expect(shown("queued", { ...refunded, status: "paid", refundedCents: 0 }).title).toBe("Queued");
  });
});

const ZELLE_UNPAID = {
  receivedCents: 0,
  balanceCents: 4_500,
  payTo: [{ label: "Zelle", value: "pay@runeforge.gg" }],
  instructions: null,
};
const VORKATH = { sku: "vorkath", name: "Vorkath", subName: "30 kills", count: 30, payableCents: 4_500 };
const GOLD = { sku: "osrs-gold", name: "OSRS Gold", subName: "500M", count: 1, payableCents: 4_500 };

describe("an order waiting for its payment", () => {
  it("waits for the payment, never 'Queued': what to pay, by which method, and what happens once it is in", () => {
    const services = shownStep(orderTracking({ lines: [VORKATH], manualPayment: ZELLE_UNPAID }));
    expect(services).toEqual({
      title: "Waiting for your payment",
      text: "Pay $45.00 by Zelle: how and where are below. Once it has arrived in full, a player from our team starts on your order.",
    });
    const gold = shownStep(orderTracking({ lines: [GOLD], manualPayment: ZELLE_UNPAID }));
    expect(gold.text).toBe(
      "Pay $45.00 by Zelle: how and where are below. Once it has arrived in full, we trade your gold to Zezima in game.",
    );
    for (const shown of [services, gold]) expect(`${shown.title} ${shown.text}`).not.toMatch(/Queued|booster/);
  });

  it("asks for the balance after a part payment, in the order's currency", () => {
    const part = { ...ZELLE_UNPAID, receivedCents: 4_000, balanceCents: 500 };
    const view = orderTracking({ lines: [VORKATH], manualPayment: part });
    expect(awaitingPayment({ ...view, totals: { ...view.totals, currency: "EUR" } })?.text).toMatch(
      /^Pay the balance of €5\.00 by Zelle/,
    );
  });

  it("asks a gold payer for the gold, a card payer for patience", () => {
    const goldPaid = orderTracking({
      lines: [VORKATH],
      manualPayment: null,
      goldPayment: { askedTenths: 3_750 },
      payment: { status: "pending", paidAt: null, refundedCents: 0, method: "gold" },
    });
    expect(shownStep(goldPaid)).toEqual({
      title: "Waiting for your gold",
      text: "Trade 375M of OSRS gold to our trader in game, as shown below. Once we have confirmed the gold, a player from our team starts on your order.",
    });
    const card = orderTracking({
      lines: [GOLD],
      manualPayment: null,
      payment: { status: "pending", paidAt: null, refundedCents: 0, method: "card" },
    });
    expect(shownStep(card).text).toBe(
      "Your payment is not confirmed yet; this page changes as soon as it is. Once it is, we trade your gold to Zezima in game.",
    );
  });

  it("shows the operator's step once the order is paid or moved on", () => {
    const paid = { status: "paid" as const, paidAt: "2026-05-01T10:05:00.000Z", refundedCents: 0, method: "zelle" };
    expect(awaitingPayment(orderTracking({ payment: paid }))).toBeNull();
    expect(shownStep(orderTracking({ lines: [GOLD], payment: paid })).text).toMatch(
      /^Your order is in the queue\. Next: we trade your gold to Zezima in game/,
    );
    expect(shownStep(orderTracking({ fulfilment: "in_progress", manualPayment: ZELLE_UNPAID })).title).toBe(
      "In progress",
    );
  });
});
