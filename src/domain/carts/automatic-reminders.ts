/*
 * Reminders that send themselves, and the rules every reminder shares with them. The owner turns
 * them on and sets two numbers (settings `reminders_automatic`, `reminder_delay_hours`,
 * `reminder_period_days`): a cart is reminded once it has been left for the delay, an address gets
 * at most one reminder per period (automatic or by hand), never after it placed an order since the
 * cart was saved, never once it unsubscribed. The background run looks back no further than
 * AUTOMATIC_LOOK_BACK_MS, so turning the setting on does not mail every cart kept since retention last ran.
 */

export type CartReminderSettings = {
  automatic: boolean;
  /** Hours after the cart was last saved before the background run reminds it. */
  delayHours: number;
  /** Days during which an address that got a reminder gets no other. */
  periodDays: number;
};

export const REMINDER_DELAY_BOUNDS = { minHours: 1, maxHours: 72 } as const;
export const REMINDER_PERIOD_BOUNDS = { minDays: 1, maxDays: 90 } as const;

export const DEFAULT_CART_REMINDERS: CartReminderSettings = { automatic: false, delayHours: 24, periodDays: 7 };

/** Carts saved longer ago than this (past the delay) are left to the operator: the restore link lives 7 days. */
export const AUTOMATIC_LOOK_BACK_MS = 7 * 24 * 3_600_000;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Which carts the background run reminds at `now`: saved between `savedAfter` and `savedBefore`. */
export function automaticWindow(
  settings: Pick<CartReminderSettings, "delayHours">,
  now: Date,
): { savedBefore: string; savedAfter: string } {
  const savedBefore = now.getTime() - settings.delayHours * HOUR_MS;
  return {
    savedBefore: new Date(savedBefore).toISOString(),
    savedAfter: new Date(savedBefore - AUTOMATIC_LOOK_BACK_MS).toISOString(),
  };
}

/** An address last reminded at or before this time may be reminded again at `now`. */
export function periodStart(settings: Pick<CartReminderSettings, "periodDays">, now: Date): string {
  return new Date(now.getTime() - settings.periodDays * DAY_MS).toISOString();
}

/** Whether an address last reminded at `lastRemindedAt` is still inside its period at `now`. */
export function remindedWithinPeriod(
  lastRemindedAt: string | null,
  settings: Pick<CartReminderSettings, "periodDays">,
  now: Date,
): boolean {
  return lastRemindedAt !== null && lastRemindedAt > periodStart(settings, now);
}

/** The refusal when the address, not the cart, stands in the way (the cart's own rules are reminderRefusal). */
export function addressRefusal(
  address: { orderedSince: boolean; lastRemindedAt: string | null },
  settings: Pick<CartReminderSettings, "periodDays">,
  now: Date,
): string | null {
  if (address.orderedSince) return "This address placed an order since this cart was saved.";
  if (remindedWithinPeriod(address.lastRemindedAt, settings, now)) return periodRefusal(settings);
  return null;
}

export function periodRefusal(settings: Pick<CartReminderSettings, "periodDays">): string {
  const days = settings.periodDays === 1 ? "day" : `${settings.periodDays} days`;
  return `This address was sent a reminder within the last ${days}; it gets one per ${days}.`;
}

/**
 * One address on the carts list: what stands between it and a reminder, first match wins.
 * ordered: it placed an order since its latest cart was saved; unsubscribed; sent: its latest cart
 * was reminded; recent: another cart of it was reminded within the period; not_sent: Send is offered.
 */
export type AddressReminderState = "ordered" | "unsubscribed" | "sent" | "recent" | "not_sent";

export function addressReminderState(
  address: { orderedSince: boolean; unsubscribed: boolean; latestReminded: boolean; lastRemindedAt: string | null },
  settings: Pick<CartReminderSettings, "periodDays">,
  now: Date,
): AddressReminderState {
  if (address.orderedSince) return "ordered";
  if (address.unsubscribed) return "unsubscribed";
  if (address.latestReminded) return "sent";
  if (remindedWithinPeriod(address.lastRemindedAt, settings, now)) return "recent";
  return "not_sent";
}
