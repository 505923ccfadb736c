import { describe, expect, it } from "vitest";
import { decideBulkStep, decideStep, GOLD_NOT_DELIVERED } from "./order-step";

const paid = (fulfilment: "queued" | "in_progress" | "paused" | "delivered" | "cancelled") =>
  ({ fulfilment, status: "paid" }) as const;

describe("decideStep", () => {
  it("delivers a gold order only once all its gold is recorded delivered", () => {
    expect(decideStep({ ...paid("in_progress"), goldUndeliveredTenths: 2_000 }, { step: "delivered" })).toEqual({
      ok: false,
      field: "step",
      reason: GOLD_NOT_DELIVERED,
    });
    expect(decideStep({ ...paid("in_progress"), goldUndeliveredTenths: 0 }, { step: "delivered" })).toMatchObject({
      ok: true,
    });
    expect(decideBulkStep({ ...paid("queued"), goldUndeliveredTenths: 1 }, { step: "delivered" }).ok).toBe(false);
  });

  it("starts work with a figure, and takes a new figure while in progress", () => {
    expect(
      decideStep(paid("queued"), { step: "in_progress", progress: { done: 0, target: 250, unit: "kills" } }),
    ).toEqual({
      ok: true,
      step: "in_progress",
      progress: { done: 0, target: 250, unit: "kills" },
      reason: null,
    });
    expect(
      decideStep(paid("in_progress"), { step: "in_progress", progress: { done: 40, unit: "percent" } }),
    ).toMatchObject({
      ok: true,
      progress: { done: 40, target: 100, unit: "percent" },
    });
  });

  it("refuses a repeat that says nothing new", () => {
    expect(decideStep(paid("in_progress"), { step: "in_progress" })).toEqual({
      ok: false,
      field: "step",
      reason: "The order is already in progress.",
    });
    expect(decideStep(paid("delivered"), { step: "delivered" }).ok).toBe(false);
  });

  it("pauses only with a reason, which may change while paused", () => {
    expect(decideStep(paid("in_progress"), { step: "paused", reason: "  " })).toMatchObject({
      ok: false,
      field: "reason",
    });
    expect(decideStep(paid("in_progress"), { step: "paused", reason: "x".repeat(501) })).toMatchObject({
      ok: false,
      field: "reason",
    });
    expect(decideStep(paid("in_progress"), { step: "paused", reason: " Ban wave " })).toEqual({
      ok: true,
      step: "paused",
      progress: null,
      reason: "Ban wave",
    });
    expect(decideStep(paid("paused"), { step: "paused", reason: "Still waiting" }).ok).toBe(true);
  });

  it("puts a figure only on work in progress, and checks it", () => {
    expect(
      decideStep(paid("in_progress"), { step: "delivered", progress: { done: 1, target: 1, unit: "kills" } }),
    ).toMatchObject({
      ok: false,
      field: "step",
    });
    expect(
      decideStep(paid("queued"), { step: "in_progress", progress: { done: 5, target: 4, unit: "kills" } }),
    ).toMatchObject({
      ok: false,
      field: "done",
    });
  });

  it("keeps the fulfilment rules: no work on an unpaid order", () => {
    expect(
      decideStep(
        { fulfilment: "queued", status: "pending" },
        { step: "in_progress", progress: { done: 1, unit: "percent" } },
      ),
    ).toEqual({
      ok: false,
      field: "step",
      reason: "Only a paid order can become in progress; this one is pending.",
    });
    expect(decideStep({ fulfilment: "paused", status: "refunded" }, { step: "paused", reason: "x" }).ok).toBe(false);
  });
});

describe("decideBulkStep", () => {
  const paid = (fulfilment: "queued" | "in_progress" | "paused" | "delivered" | "cancelled") =>
    ({ fulfilment, status: "paid" }) as const;

  it("follows the single order's rules", () => {
    expect(decideBulkStep(paid("queued"), { step: "delivered" })).toMatchObject({ ok: true, step: "delivered" });
    expect(decideBulkStep(paid("cancelled"), { step: "delivered" })).toEqual({
      ok: false,
      field: "step",
      reason: "An order that is cancelled cannot become delivered.",
    });
    expect(decideBulkStep({ fulfilment: "queued", status: "pending" }, { step: "in_progress" })).toMatchObject({
      ok: false,
    });
    expect(decideBulkStep(paid("queued"), { step: "paused" })).toMatchObject({ ok: false, field: "reason" });
  });

  it("refuses every repeat, even a pause with a new reason: a second operator's copy changes nothing", () => {
    expect(decideStep(paid("paused"), { step: "paused", reason: "Ban wave" })).toMatchObject({ ok: true });
    expect(decideBulkStep(paid("paused"), { step: "paused", reason: "Ban wave" })).toEqual({
      ok: false,
      field: "step",
      reason: "The order is already paused.",
    });
    expect(decideBulkStep(paid("in_progress"), { step: "in_progress" })).toMatchObject({ ok: false });
  });
});
