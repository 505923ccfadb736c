import { describe, expect, it } from "vitest";
import {
  orderDetail as detail,
  ORDER_ID,
  orderTracking as tracking,
} from "../../../tests/support/admin-order-fixtures";
import {
  allowedOrderActions,
  buildAdminOrderView,
  defaultDeliveryAccount,
  FORMER_OPERATOR,
  type GoldSource,
  goldStateText,
  orderLineIds,
} from "./admin-order-view";

const sources = { operators: [], messages: [], lineIds: [] };

describe("allowedOrderActions", () => {
  const pendingZelle = {
    method: "zelle",
    status: "pending" as const,
    paid: false,
    fulfilment: "queued" as const,
    isGold: false,
    refundableCents: 0,
  };

  it("offers Record payment only to a manual method's order still waiting for its money", () => {
    expect(allowedOrderActions(pendingZelle).markPaid).toBe(true);
    expect(allowedOrderActions({ ...pendingZelle, method: "card" }).markPaid).toBe(false);
    expect(allowedOrderActions({ ...pendingZelle, status: "paid", paid: true }).markPaid).toBe(false);
    expect(allowedOrderActions({ ...pendingZelle, status: "refunded" }).markPaid).toBe(false);
  });

  it("offers Confirm gold and trade details, not Record payment, to an order paid with gold while it waits", () => {
    const gold = { ...pendingZelle, method: "gold" };
    expect(allowedOrderActions(gold)).toMatchObject({ markPaid: false, confirmGold: true, tradeDetails: true });
    expect(allowedOrderActions({ ...gold, status: "expired" })).toMatchObject({
      confirmGold: true,
      tradeDetails: false,
    });
    expect(allowedOrderActions({ ...gold, status: "paid", paid: true })).toMatchObject({
      confirmGold: false,
      tradeDetails: false,
    });
    expect(allowedOrderActions(pendingZelle).confirmGold).toBe(false);
  });

  it("offers a refund while money is left, a receipt once paid, trade details to a paid gold order", () => {
    const paid = { ...pendingZelle, method: "card", status: "paid" as const, paid: true };
    expect(allowedOrderActions({ ...paid, refundableCents: 1 })).toMatchObject({ refund: true, resendReceipt: true });
    expect(allowedOrderActions(paid)).toMatchObject({ refund: false, tradeDetails: false });
    expect(allowedOrderActions({ ...paid, isGold: true }).tradeDetails).toBe(true);
    expect(allowedOrderActions({ ...pendingZelle, isGold: true }).tradeDetails).toBe(false);
  });

  it("offers Record delivery only to a paid gold order with reserved gold left", () => {
    const paidGold = { ...pendingZelle, status: "paid" as const, paid: true, isGold: true, goldReservedTenths: 10 };
    expect(allowedOrderActions(paidGold).recordDelivery).toBe(true);
    expect(allowedOrderActions({ ...paidGold, goldReservedTenths: 0 }).recordDelivery).toBe(false);
    expect(allowedOrderActions({ ...paidGold, status: "refunded" }).recordDelivery).toBe(false);
    expect(allowedOrderActions({ ...paidGold, isGold: false }).recordDelivery).toBe(false);
  });

  it("offers a progress update only while the work runs", () => {
    expect(allowedOrderActions({ ...pendingZelle, fulfilment: "in_progress" }).updateProgress).toBe(true);
    expect(allowedOrderActions({ ...pendingZelle, fulfilment: "paused" }).updateProgress).toBe(false);
  });
});

describe("orderLineIds", () => {
  it("finds each line's product line by its product sku, skipping products the catalogue no longer has", () => {
    const lineIdOf = (sku: string) => ({ "fire-cape": "pvm", "agility-xp": "skills" })[sku];
    expect(orderLineIds([{ sku: "fire-cape:melee" }, { sku: "gone" }, { sku: "agility-xp" }], lineIdOf)).toEqual([
      "pvm",
      "skills",
    ]);
  });
});

describe("buildAdminOrderView", () => {
  it("types the status from the tracking view and suggests the unit of the order's product lines", () => {
    const view = buildAdminOrderView({ detail: detail(), tracking: tracking(), ...sources, lineIds: ["pvm"] });
    expect(view.status).toBe("pending");
    expect(view.actions.steps).toMatchObject({ orderId: ORDER_ID, status: "pending", suggestedUnit: "kills" });
    expect(view.actions.allowed.markPaid).toBe(true);
    expect(view.totals).toEqual({
      subtotalCents: 5_000,
      discountCents: 500,
      totalCents: 4_500,
      refundedCents: 0,
      refundPendingCents: 0,
      refundableCents: 0,
    });
  });

  it("names each timeline entry's operator by email, a deleted one as a former operator", () => {
    const entry = { at: "2026-05-01T10:00:00.000Z", kind: "note" as const, title: "Note", detail: "hi" };
    const view = buildAdminOrderView({
      detail: detail({
        timeline: [
          { ...entry, id: "a", operatorId: "op-1" },
          { ...entry, id: "b", operatorId: "op-gone" },
          { ...entry, id: "c", operatorId: null },
        ],
      }),
      tracking: tracking(),
      ...sources,
      operators: [{ id: "op-1", email: "admin@example.com" }],
    });
    expect(view.timeline.map((item) => item.operatorEmail)).toEqual(["admin@example.com", FORMER_OPERATOR, null]);
  });

  it("says when a promo code went past its limit, and only then", () => {
    const promo = { code: "SPRING10", cents: 500 };
    const over = detail({ promoOverLimit: true, totals: { ...detail().totals, promo } });
    expect(buildAdminOrderView({ detail: over, tracking: tracking(), ...sources }).promoNotice).toContain("SPRING10");
    const within = detail({ totals: { ...detail().totals, promo } });
    expect(buildAdminOrderView({ detail: within, tracking: tracking(), ...sources }).promoNotice).toBeNull();
  });

  it("is plain data: it survives a trip through JSON unchanged", () => {
    const view = buildAdminOrderView({ detail: detail(), tracking: tracking(), ...sources });
    expect(JSON.parse(JSON.stringify(view))).toEqual(view);
  });
});

describe("a gold order's gold", () => {
  const gold: GoldSource = {
    position: { orderedTenths: 5_000, heldTenths: 2_000, deliveredTenths: 3_000, state: "reserved", waiting: false },
    deliveries: [
      { id: "d1", tenths: 3_000, account: "RF Mule 2", happenedAt: "2026-05-01T11:00:00.000Z", operatorId: "op-1" },
    ],
    accounts: ["RF Mule 1", "RF Mule 2"],
  };
  const paidGold = {
    detail: detail({ status: "paid", paidAt: "2026-05-01T10:30:00.000Z", method: "card", provider: "square" }),
    tracking: tracking({ isGold: true, payment: { status: "paid", paidAt: null, refundedCents: 0, method: "card" } }),
    ...sources,
    operators: [{ id: "op-1", email: "ops@example.com" }],
  };

  it("shows the position and each delivery with who recorded it, and offers the rest", () => {
    const view = buildAdminOrderView({ ...paidGold, gold });
    expect(view.gold).toMatchObject({ orderedTenths: 5_000, reservedTenths: 2_000, accounts: gold.accounts });
    expect(view.gold?.deliveries[0]).toMatchObject({ account: "RF Mule 2", operatorEmail: "ops@example.com" });
    expect(view.actions.allowed.recordDelivery).toBe(true);
  });

  it("has none on an order without gold, and nothing to deliver while waiting for stock", () => {
    expect(buildAdminOrderView({ ...paidGold, tracking: tracking(), gold }).gold).toBeNull();
    const waiting = buildAdminOrderView({
      ...paidGold,
      gold: {
        ...gold,
        deliveries: [],
        position: { ...gold.position, heldTenths: 0, deliveredTenths: 0, state: "unreserved", waiting: true },
      },
    });
    expect(waiting.actions.allowed.recordDelivery).toBe(false);
    expect(waiting.gold && goldStateText(waiting.gold)).toBe("waiting for stock");
  });

  it("says a part delivered apart from gold merely reserved, and starts the dialog from the account last used", () => {
    expect(goldStateText(gold.position)).toBe("part delivered, the rest reserved");
    expect(goldStateText({ ...gold.position, deliveredTenths: 0 })).toBe("reserved");
    expect(goldStateText({ ...gold.position, state: "released" })).toBe("released (refunded or cancelled)");
    expect(defaultDeliveryAccount({ deliveries: [], accounts: ["RF Mule 1"] })).toBe("RF Mule 1");
    const view = buildAdminOrderView({ ...paidGold, gold });
    expect(defaultDeliveryAccount(view.gold ?? { deliveries: [], accounts: [] })).toBe("RF Mule 2");
  });
});
