import { describe, expect, it } from "vitest";
import {
  longestWindowSeconds,
  PAYMENT_EVENT_MIN_RETENTION_DAYS,
  type RetentionPeriods,
  retentionCutoffs,
} from "./retention-policy";

const NOW = new Date("2026-05-31T12:00:00.000Z");

const DEFAULTS: RetentionPeriods = {
  cartDays: 30,
  emailBodyDays: 30,
  pendingOrderHours: 24,
  paymentEventDays: 90,
  rateLimitWindowSeconds: [60, 600],
};

describe("retentionCutoffs", () => {
  it("turns the default periods into instants before now", () => {
    expect(retentionCutoffs(NOW, DEFAULTS)).toEqual({
      rateLimitWindowStartMs: NOW.getTime() - 600_000,
      cartsUpdatedBefore: "2026-05-01T12:00:00.000Z",
      emailsSentBefore: "2026-05-01T12:00:00.000Z",
      pendingOrdersCreatedBefore: "2026-05-30T12:00:00.000Z",
      paymentEventsReceivedBefore: "2026-03-02T12:00:00.000Z",
      chatsClosedBefore: null,
    });
  });

  it("follows each configured period on its own", () => {
    const cutoffs = retentionCutoffs(NOW, {
      cartDays: 7,
      emailBodyDays: 1,
      pendingOrderHours: 2,
      paymentEventDays: 365,
      rateLimitWindowSeconds: [86_400],
      chatDays: 90,
    });
    expect(cutoffs).toEqual({
      rateLimitWindowStartMs: NOW.getTime() - 86_400_000,
      cartsUpdatedBefore: "2026-05-24T12:00:00.000Z",
      emailsSentBefore: "2026-05-30T12:00:00.000Z",
      pendingOrdersCreatedBefore: "2026-05-31T10:00:00.000Z",
      paymentEventsReceivedBefore: "2025-05-31T12:00:00.000Z",
      chatsClosedBefore: "2026-03-02T12:00:00.000Z",
    });
  });

  it("keeps payment events at least 90 days whatever is configured", () => {
    const cutoffs = retentionCutoffs(NOW, { ...DEFAULTS, paymentEventDays: 1 });
    expect(cutoffs.paymentEventsReceivedBefore).toBe(
      new Date(NOW.getTime() - PAYMENT_EVENT_MIN_RETENTION_DAYS * 86_400_000).toISOString(),
    );
  });

  it.each([
    ["a zero period", { cartDays: 0 }],
    ["a fractional period", { pendingOrderHours: 1.5 }],
    ["a negative period", { emailBodyDays: -30 }],
    ["no rate-limit window", { rateLimitWindowSeconds: [] }],
    ["a zero rate-limit window", { rateLimitWindowSeconds: [60, 0] }],
  ])("refuses %s rather than delete everything", (_name, change) => {
    expect(() => retentionCutoffs(NOW, { ...DEFAULTS, ...change })).toThrow(RangeError);
  });

  it("refuses an invalid now", () => {
    expect(() => retentionCutoffs(new Date(Number.NaN), DEFAULTS)).toThrow(RangeError);
  });
});

describe("longestWindowSeconds", () => {
  it("takes the longest of the windows in use", () => {
    expect(longestWindowSeconds([60, 600, 120])).toBe(600);
  });
});
