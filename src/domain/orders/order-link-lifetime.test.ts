import { describe, expect, it } from "vitest";
import {
  DEFAULT_ORDER_LINK_DAYS,
  isOrderLinkExpired,
  MAX_ORDER_LINK_DAYS,
  MIN_ORDER_LINK_DAYS,
  orderLinkDaysSchema,
  orderLinkExpiresAt,
} from "./order-link-lifetime";

const MADE = "2025-01-01T12:00:00.000Z";

describe("order link lifetime", () => {
  it("ends the given number of days after the link was made", () => {
    expect(orderLinkExpiresAt(MADE, 90)?.toISOString()).toBe("2025-04-01T12:00:00.000Z");
    expect(orderLinkExpiresAt(MADE, 1)?.toISOString()).toBe("2025-01-02T12:00:00.000Z");
  });

  it("opens up to the last millisecond and not from the end on", () => {
    const rule = { createdAt: MADE, lifetimeDays: 1 };
    expect(isOrderLinkExpired({ ...rule, now: new Date("2025-01-01T12:00:00.000Z") })).toBe(false);
    expect(isOrderLinkExpired({ ...rule, now: new Date("2025-01-02T11:59:59.999Z") })).toBe(false);
    expect(isOrderLinkExpired({ ...rule, now: new Date("2025-01-02T12:00:00.000Z") })).toBe(true);
    expect(isOrderLinkExpired({ ...rule, now: new Date("2026-01-01T00:00:00.000Z") })).toBe(true);
  });

  it("follows a changed lifetime for links already handed out", () => {
    const now = new Date("2025-03-01T12:00:00.000Z");
    expect(isOrderLinkExpired({ createdAt: MADE, now, lifetimeDays: 90 })).toBe(false);
    expect(isOrderLinkExpired({ createdAt: MADE, now, lifetimeDays: 30 })).toBe(true);
  });

  it("treats a stamp it cannot read as expired, never as forever", () => {
    expect(orderLinkExpiresAt("not a date", 90)).toBeNull();
    expect(isOrderLinkExpired({ createdAt: "", now: new Date(MADE), lifetimeDays: MAX_ORDER_LINK_DAYS })).toBe(true);
  });

  it("bounds the operator's setting, the default inside the bounds", () => {
    expect(orderLinkDaysSchema.safeParse(DEFAULT_ORDER_LINK_DAYS).success).toBe(true);
    expect(orderLinkDaysSchema.safeParse(MIN_ORDER_LINK_DAYS).success).toBe(true);
    expect(orderLinkDaysSchema.safeParse(MAX_ORDER_LINK_DAYS).success).toBe(true);
    for (const refused of [0, -1, MAX_ORDER_LINK_DAYS + 1, 1.5, Number.NaN]) {
      expect(orderLinkDaysSchema.safeParse(refused).success, String(refused)).toBe(false);
    }
  });
});
