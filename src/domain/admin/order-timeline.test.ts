import { describe, expect, it } from "vitest";
import { describeAuditChange, orderTimeline, paymentEventTitle, type TimelineSources } from "./order-timeline";

const at = (minute: number) => `2026-11-26T10:${String(minute).padStart(2, "0")}:00.000Z`;

const sources: TimelineSources = {
  order: { id: "o1", createdAt: at(0), paidAt: at(5), currency: "USD" },
  paymentEvents: [
    { id: "stripe:evt_1", provider: "stripe", eventType: "checkout.session.completed", receivedAt: at(5) },
  ],
  emails: [
    { id: "m2", subject: "Receipt RF-1", status: "sent", createdAt: at(5), sentAt: at(6) },
    { id: "m1", subject: "Shop notice", status: "pending", createdAt: at(5), sentAt: null },
  ],
  audit: [
    {
      id: "a1",
      at: at(9),
      operatorId: "op-1",
      action: "ORDER_STATUS_SET",
      targetType: "order",
      targetId: "o1",
      before: { fulfilment: "queued" },
      after: { fulfilment: "delivered" },
    },
    {
      id: "a2",
      at: at(7),
      operatorId: "op-1",
      action: "ORDER_NOTE_ADDED",
      targetType: "order",
      targetId: "o1",
      before: null,
      after: {},
    },
  ],
  notes: [{ id: "n1", operatorId: "op-1", body: "Traded in Varrock", createdAt: at(7) }],
  refunds: [
    {
      id: "r1",
      operatorId: "op-2",
      amountCents: 500,
      currency: "USD",
      status: "succeeded",
      providerRefundId: "re_1",
      error: null,
      createdAt: at(8),
    },
  ],
};

/** The audit row setOrderStep writes with a step, by op-1 at minute `minute`. */
const statusSet = (id: string, minute: number, before: string, after: Record<string, unknown>) => ({
  id,
  at: at(minute),
  operatorId: "op-1",
  action: "ORDER_STATUS_SET" as const,
  targetType: "order" as const,
  targetId: "o1",
  before: { fulfilment: before },
  after,
});

describe("orderTimeline", () => {
  it("puts everything in the order it happened, same-instant rows in the order they follow each other", () => {
    expect(orderTimeline(sources).map((entry) => [entry.at.slice(14, 16), entry.kind, entry.title])).toEqual([
      ["00", "created", "Order placed"],
      ["05", "payment_event", "Stripe: checkout completed (checkout.session.completed)"],
      ["05", "paid", "Paid"],
      ["05", "email", "Email: Shop notice"],
      ["05", "email", "Email: Receipt RF-1"],
      ["07", "note", "Note"],
      ["08", "refund", "Refund of $5.00: succeeded (re_1)"],
      ["09", "action", "Order status set"],
    ]);
  });

  it("names a Discord post as one, not as an email", () => {
    const post = {
      id: "d1",
      subject: "Discord: Order paid RF-1",
      status: "sent",
      createdAt: at(5),
      sentAt: at(6),
      channel: "discord" as const,
    };
    const entries = orderTimeline({ ...sources, emails: [post] }).filter((entry) => entry.kind === "email");
    expect(entries.map((entry) => [entry.title, entry.detail])).toEqual([
      ["Discord: Order paid RF-1", `sent ${at(6)}`],
    ]);
  });

  it("keeps who did what and the change", () => {
    const entries = orderTimeline(sources);
    expect(entries.find((entry) => entry.kind === "action")).toMatchObject({
      operatorId: "op-1",
      detail: "fulfilment: queued → delivered",
    });
    expect(entries.find((entry) => entry.kind === "note")).toMatchObject({
      detail: "Traded in Varrock",
      operatorId: "op-1",
    });
    expect(entries.filter((entry) => entry.id.startsWith("audit:a2"))).toEqual([]);
  });

  it("says a gold movement in the stock's words, not the ledger's fields", () => {
    const delivered = {
      id: "g1",
      at: at(12),
      operatorId: "op-1",
      action: "GOLD_DELIVERED" as const,
      targetType: "order" as const,
      targetId: "o1",
      before: { onHandTenths: 20_000, reservedTenths: 5_000 },
      after: {
        movementId: "m-1",
        kind: "delivered",
        tenths: 3_000,
        account: "RF Mule 1",
        reason: null,
        override: false,
        onHandTenths: 17_000,
        reservedTenths: 2_000,
      },
    };
    const entry = orderTimeline({ ...sources, audit: [delivered] }).find((one) => one.id === "audit:g1");
    expect(entry).toMatchObject({
      title: "Gold delivered: 300M (account RF Mule 1)",
      detail: "On hand 2,000M → 1,700M · reserved 500M → 200M",
    });
  });

  it("says an action's change in words: amounts in the order's money, underscores gone, row ids left out", () => {
    expect(describeAuditChange({ fulfilment: "queued" }, { fulfilment: "in_progress" }, "USD")).toBe(
      "fulfilment: queued → in progress",
    );
    expect(
      describeAuditChange(
        { status: "pending_payment" },
        { status: "paid", amountCents: 17400, paymentReference: "ZEL-1" },
        "USD",
      ),
    ).toBe("status: pending payment → paid\namount: $174.00\npayment reference: ZEL-1");
    expect(describeAuditChange(null, { emailId: "e1" }, "USD")).toBeNull();
    expect(describeAuditChange({ hidden: true }, {}, "USD")).toBe("hidden: was true");
    expect(describeAuditChange({ status: "paid" }, { status: "paid" }, "USD")).toBeNull();
  });

  it("shows an unpaid order with nothing else as one entry", () => {
    const entries = orderTimeline({
      ...sources,
      order: { ...sources.order, paidAt: null },
      paymentEvents: [],
      emails: [],
      audit: [],
      notes: [],
      refunds: [],
    });
    expect(entries.map((entry) => entry.kind)).toEqual(["created"]);
  });

  it("adds a row per fulfilment step with what the customer sees: the step, its figure, a pause's reason", () => {
    const entries = orderTimeline({
      ...sources,
      steps: [
        {
          id: "s2",
          step: "paused",
          progress: null,
          reason: "Your account is logged in.",
          operatorId: "op-1",
          createdAt: at(11),
        },
        {
          id: "s1",
          step: "in_progress",
          progress: { done: 120, target: 250, unit: "kills" },
          reason: null,
          operatorId: "op-1",
          createdAt: at(10),
        },
      ],
    });
    expect(entries.filter((entry) => entry.kind === "step")).toEqual([
      {
        at: at(10),
        kind: "step",
        id: "step:s1",
        title: "Customer sees: in progress · 120 of 250 kills",
        detail: null,
        operatorId: "op-1",
      },
      {
        at: at(11),
        kind: "step",
        id: "step:s2",
        title: "Customer sees: paused",
        detail: "Your account is logged in.",
        operatorId: "op-1",
      },
    ]);
  });

  it("keeps steps written at the same instant in the order they were written, whatever their ids", () => {
    const step = (id: string, done: number) => ({
      id,
      step: "in_progress" as const,
      progress: { done, target: 250, unit: "kills" as const },
      reason: null,
      operatorId: "op-1",
      createdAt: at(10),
    });
    const entries = orderTimeline({ ...sources, steps: [step("zz", 10), step("aa", 20), step("mm", 30)] });
    expect(entries.filter((entry) => entry.kind === "step").map((entry) => entry.id)).toEqual([
      "step:zz",
      "step:aa",
      "step:mm",
    ]);
  });

  it("folds a step's audit row into the step's row, and keeps other status changes as actions", () => {
    const entries = orderTimeline({
      ...sources,
      audit: [
        statusSet("a1", 10, "queued", { fulfilment: "paused", reason: "Ban wave." }),
        statusSet("a0", 9, "in_progress", { fulfilment: "queued" }),
      ],
      steps: [{ id: "s1", step: "paused", progress: null, reason: "Ban wave.", operatorId: "op-1", createdAt: at(10) }],
    });
    const mine = entries.filter((entry) => entry.id === "step:s1" || entry.id.startsWith("audit:a"));
    expect(mine.map((entry) => [entry.id, entry.title, entry.detail])).toEqual([
      ["audit:a0", "Order status set", "fulfilment: in progress → queued"],
      ["step:s1", "Customer sees: paused", "fulfilment: queued → paused\nBan wave."],
    ]);
  });

  it("gives each of two steps written in one millisecond its own change, whatever order the audit rows come in", () => {
    const progress = { done: 10, target: 250, unit: "kills" as const };
    const step = (id: string, status: "in_progress" | "paused", reason: string | null = null) => ({
      id,
      step: status,
      progress: status === "in_progress" ? progress : null,
      reason,
      operatorId: "op-1",
      createdAt: at(10),
    });
    const detailsOf = (entries: ReturnType<typeof orderTimeline>) =>
      entries.filter((entry) => entry.kind === "step" || entry.id.startsWith("audit:b")).map((e) => [e.id, e.detail]);

    const started = statusSet("b1", 10, "queued", { fulfilment: "in_progress", progress });
    const paused = statusSet("b2", 10, "in_progress", { fulfilment: "paused", reason: "Ban wave." });
    const stray = statusSet("b3", 10, "paused", { fulfilment: "delivered" });
    expect(
      detailsOf(
        orderTimeline({
          ...sources,
          audit: [stray, paused, started],
          steps: [step("s1", "in_progress"), step("s2", "paused", "Ban wave.")],
        }),
      ),
    ).toEqual([
      ["audit:b3", "fulfilment: paused → delivered"],
      ["step:s1", "fulfilment: queued → in progress"],
      ["step:s2", "fulfilment: in progress → paused\nBan wave."],
    ]);

    // The same step sent twice: the first is the change, the second changed nothing.
    const again = statusSet("b4", 10, "in_progress", { fulfilment: "in_progress", progress });
    expect(
      detailsOf(
        orderTimeline({
          ...sources,
          audit: [again, started],
          steps: [step("s1", "in_progress"), step("s2", "in_progress")],
        }),
      ),
    ).toEqual([
      ["step:s1", "fulfilment: queued → in progress"],
      ["step:s2", null],
    ]);
  });

  it("says a reported figure in words, not as data", () => {
    expect(
      describeAuditChange(
        { fulfilment: "queued" },
        { fulfilment: "in_progress", progress: { done: 40, target: 100, unit: "percent" } },
        "USD",
      ),
    ).toBe("fulfilment: queued → in progress\nprogress: 40%");
  });
});

describe("paymentEventTitle", () => {
  it("names the provider and what the event means, keeping its raw name to look it up", () => {
    expect(paymentEventTitle("manual", "manual.refund")).toBe(
      "Recorded by an operator: refund recorded (manual.refund)",
    );
    expect(paymentEventTitle("square", "dispute.created")).toBe("Square: dispute opened (dispute.created)");
  });

  it("keeps an event it has no words for as it came", () => {
    expect(paymentEventTitle("stripe", "invoice.paid")).toBe("Stripe: invoice.paid");
    expect(paymentEventTitle("acme", "x.y")).toBe("acme: x.y");
  });
});
