import { describe, expect, it } from "vitest";
import { FULFILMENT_STATUSES, fulfilmentLabel, fulfilmentMove, isFulfilmentStatus } from "./fulfilment";

describe("fulfilmentMove", () => {
  it("lets a paid order go through the work and back", () => {
    expect(fulfilmentMove({ fulfilment: "queued", status: "paid" }, "in_progress")).toEqual({ ok: true });
    expect(fulfilmentMove({ fulfilment: "in_progress", status: "paid" }, "delivered")).toEqual({ ok: true });
    expect(fulfilmentMove({ fulfilment: "delivered", status: "paid" }, "in_progress")).toEqual({ ok: true });
    expect(fulfilmentMove({ fulfilment: "cancelled", status: "paid" }, "queued")).toEqual({ ok: true });
  });

  it("refuses a move to the same status, and delivered to cancelled", () => {
    expect(fulfilmentMove({ fulfilment: "queued", status: "paid" }, "queued")).toEqual({
      ok: false,
      reason: "The order is already queued.",
    });
    expect(fulfilmentMove({ fulfilment: "delivered", status: "paid" }, "cancelled")).toEqual({
      ok: false,
      reason: "An order that is delivered cannot become cancelled.",
    });
  });

  it("starts or delivers only a paid order, but cancels an unpaid one", () => {
    expect(fulfilmentMove({ fulfilment: "queued", status: "pending" }, "in_progress")).toEqual({
      ok: false,
      reason: "Only a paid order can become in progress; this one is pending.",
    });
    expect(fulfilmentMove({ fulfilment: "queued", status: "refunded" }, "delivered").ok).toBe(false);
    expect(fulfilmentMove({ fulfilment: "queued", status: "pending" }, "cancelled")).toEqual({ ok: true });
  });

  it("pauses work and resumes it, on a paid order only", () => {
    expect(fulfilmentMove({ fulfilment: "in_progress", status: "paid" }, "paused")).toEqual({ ok: true });
    expect(fulfilmentMove({ fulfilment: "paused", status: "paid" }, "in_progress")).toEqual({ ok: true });
    expect(fulfilmentMove({ fulfilment: "paused", status: "paid" }, "delivered")).toEqual({ ok: true });
    expect(fulfilmentMove({ fulfilment: "delivered", status: "paid" }, "paused").ok).toBe(false);
    expect(fulfilmentMove({ fulfilment: "queued", status: "pending" }, "paused")).toEqual({
      ok: false,
      reason: "Only a paid order can become paused; this one is pending.",
    });
  });

  it("knows its statuses", () => {
    expect(FULFILMENT_STATUSES.every(isFulfilmentStatus)).toBe(true);
    expect(isFulfilmentStatus("shipped")).toBe(false);
  });
});

describe("fulfilmentLabel", () => {
  it("reads a status as words", () => {
    expect(fulfilmentLabel("in_progress")).toBe("in progress");
    expect(fulfilmentLabel("queued")).toBe("queued");
  });
});
