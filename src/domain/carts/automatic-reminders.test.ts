import { describe, expect, it } from "vitest";
import {
  AUTOMATIC_LOOK_BACK_MS,
  addressRefusal,
  addressReminderState,
  automaticWindow,
  periodStart,
  remindedWithinPeriod,
} from "./automatic-reminders";

const NOW = new Date("2026-03-10T12:00:00.000Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

describe("the background run's window", () => {
  it("takes carts saved at least the delay ago, and no more than a week before that", () => {
    const window = automaticWindow({ delayHours: 24 }, NOW);
    expect(window.savedBefore).toBe("2026-03-09T12:00:00.000Z");
    expect(Date.parse(window.savedBefore) - Date.parse(window.savedAfter)).toBe(AUTOMATIC_LOOK_BACK_MS);
    expect(automaticWindow({ delayHours: 1 }, NOW).savedBefore).toBe("2026-03-10T11:00:00.000Z");
  });
});

describe("one reminder per address per period", () => {
  it("counts a reminder inside the period, not one at or before its start", () => {
    expect(periodStart({ periodDays: 7 }, NOW)).toBe(daysAgo(7));
    expect(remindedWithinPeriod(daysAgo(6.9), { periodDays: 7 }, NOW)).toBe(true);
    expect(remindedWithinPeriod(daysAgo(7), { periodDays: 7 }, NOW)).toBe(false);
    expect(remindedWithinPeriod(null, { periodDays: 7 }, NOW)).toBe(false);
  });

  it("refuses an address that ordered since, then one reminded within the period, in words", () => {
    expect(addressRefusal({ orderedSince: true, lastRemindedAt: null }, { periodDays: 7 }, NOW)).toBe(
      "This address placed an order since this cart was saved.",
    );
    expect(addressRefusal({ orderedSince: false, lastRemindedAt: daysAgo(2) }, { periodDays: 7 }, NOW)).toBe(
      "This address was sent a reminder within the last 7 days; it gets one per 7 days.",
    );
    expect(addressRefusal({ orderedSince: false, lastRemindedAt: daysAgo(0.5) }, { periodDays: 1 }, NOW)).toBe(
      "This address was sent a reminder within the last day; it gets one per day.",
    );
    expect(addressRefusal({ orderedSince: false, lastRemindedAt: daysAgo(8) }, { periodDays: 7 }, NOW)).toBeNull();
  });
});

describe("an address's state on the carts list", () => {
  const base = { orderedSince: false, unsubscribed: false, latestReminded: false, lastRemindedAt: null };
  it.each([
    [{}, "not_sent"],
    [{ orderedSince: true, unsubscribed: true, latestReminded: true }, "ordered"],
    [{ unsubscribed: true, latestReminded: true }, "unsubscribed"],
    [{ latestReminded: true, lastRemindedAt: daysAgo(1) }, "sent"],
    [{ lastRemindedAt: daysAgo(1) }, "recent"],
    [{ lastRemindedAt: daysAgo(10) }, "not_sent"],
  ] as const)("%o is %s", (address, state) => {
    expect(addressReminderState({ ...base, ...address }, { periodDays: 7 }, NOW)).toBe(state);
  });
});
