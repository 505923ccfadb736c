import { describe, expect, it } from "vitest";
import type { AuditEntry } from "./audit-actions";
import { type AuditNames, auditSentence } from "./audit-sentence";

const NAMES: AuditNames = {
  operators: new Map([
    ["op-alice", "alice@example.com"],
    ["op-bob", "bob@example.com"],
  ]),
  orders: new Map([["order-1", { reference: "RF-44BH0000", currency: "USD" }]]),
};

function entry(overrides: Partial<AuditEntry>): AuditEntry {
  return {
    id: "a1",
    at: "2026-12-05T10:00:00.000Z",
    operatorId: "op-alice",
    action: "SIGNED_OUT",
    targetType: "session",
    targetId: "s1",
    before: null,
    after: null,
    ...overrides,
  };
}

describe("auditSentence", () => {
  it("says a refund with its amount in the order's currency and its reference, linking to the order", () => {
    const line = auditSentence(
      entry({
        action: "ORDER_REFUNDED",
        targetType: "order",
        targetId: "order-1",
        before: { status: "paid", refundedCents: 0 },
        after: { status: "paid", refundedCents: 1000, refund: { amountCents: 1000 } },
      }),
      NAMES,
    );
    expect(line.text).toBe("alice@example.com refunded $10.00 on RF-44BH0000.");
    expect(line.link).toEqual({ href: "/admin/orders/order-1", area: "orders" });
  });

  it("falls back to the refunded totals when the entry has no refund record", () => {
    const line = auditSentence(
      entry({
        action: "ORDER_REFUNDED",
        targetType: "order",
        targetId: "order-1",
        before: { refundedCents: 500 },
        after: { refundedCents: 1500 },
      }),
      NAMES,
    );
    expect(line.text).toBe("alice@example.com refunded $10.00 on RF-44BH0000.");
  });

  it("says who signed in, with no link", () => {
    const line = auditSentence(entry({ operatorId: "op-bob", action: "MFA_CHALLENGE_VERIFIED" }), NAMES);
    expect(line).toMatchObject({ text: "bob@example.com signed in.", link: null });
    const password = auditSentence(entry({ operatorId: "op-bob", action: "SIGNED_IN", after: { aal: "aal1" } }), NAMES);
    expect(password.text).toBe("bob@example.com entered their password.");
    const recovery = auditSentence(entry({ operatorId: "op-bob", action: "SIGNED_IN", after: { aal: "aal2" } }), NAMES);
    expect(recovery.text).toBe("bob@example.com signed in.");
  });

  it("names the shop for what no operator did and a former operator for one no longer listed", () => {
    const settled = auditSentence(
      entry({
        operatorId: null,
        action: "ORDER_REFUND_SETTLED",
        targetType: "order",
        targetId: "order-1",
        after: { refund: { amountCents: 250, outcome: "failed" } },
      }),
      NAMES,
    );
    expect(settled.text).toBe("A pending refund of $2.50 on RF-44BH0000 failed.");
    const gone = auditSentence(entry({ operatorId: "op-gone", action: "SIGNED_OUT" }), NAMES);
    expect(gone.text).toBe("A former operator signed out.");
    const cli = auditSentence(
      entry({
        operatorId: null,
        action: "OPERATOR_CREATED",
        targetType: "operator",
        targetId: "op-bob",
        after: { role: "staff" },
      }),
      NAMES,
    );
    expect(cli.text).toBe("The shop invited bob@example.com as staff.");
  });

  it("says an order it cannot find is an order, and a fulfilment step in words", () => {
    const line = auditSentence(
      entry({
        action: "ORDER_STATUS_SET",
        targetType: "order",
        targetId: "gone",
        after: { fulfilment: "in_progress" },
      }),
      NAMES,
    );
    expect(line.text).toBe("alice@example.com set an order to in progress.");
  });

  it("links messages, products and promo codes to their pages in their areas", () => {
    expect(
      auditSentence(entry({ action: "MESSAGE_REPLIED", targetType: "message", targetId: "m1" }), NAMES),
    ).toMatchObject({
      text: "alice@example.com answered a message.",
      link: { href: "/admin/messages/m1", area: "messages" },
    });
    expect(
      auditSentence(entry({ action: "PROMO_CREATED", targetType: "promo", targetId: "SPRING10" }), NAMES).link,
    ).toEqual({ href: "/admin/promotions/SPRING10", area: "promotions" });
    expect(
      auditSentence(
        entry({ action: "CATALOGUE_PRODUCT_PUBLISHED", targetType: "product", targetId: "fire-cape" }),
        NAMES,
      ).link,
    ).toEqual({ href: "/admin/catalogue/fire-cape", area: "catalogue" });
  });
});
