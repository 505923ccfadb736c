/*
 * How long the shop keeps what it collects (so that nothing grows forever). The retention job
 * turns these periods into cut-off instants once per run, from a `now` it is given; everything
 * older than its cut-off goes. Payment events are the proof that a provider's event was already
 * processed: providers retry for days, so they are kept at least 90 days whatever is configured.
 */

export const PAYMENT_EVENT_MIN_RETENTION_DAYS = 90;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export type RetentionPeriods = {
  /** A cart no order points at, untouched this many days, is abandoned. */
  cartDays: number;
  /** A sent email's body is removed this many days after it was sent; its metadata stays. */
  emailBodyDays: number;
  /** A pending order this many hours old expires. */
  pendingOrderHours: number;
  /** Payment events older than this many days go (never fewer than PAYMENT_EVENT_MIN_RETENTION_DAYS). */
  paymentEventDays: number;
  /** Every rate-limit window in use, in seconds: a counter is spent once the longest has passed. */
  rateLimitWindowSeconds: readonly number[];
  /** A closed live chat goes this many days after it closed (the operator's setting); absent: kept. */
  chatDays?: number;
};

export type RetentionCutoffs = {
  /** Rate-limit rows whose window started at or before this (ms since the epoch) are spent. */
  rateLimitWindowStartMs: number;
  /** ISO-8601 instants: a row whose timestamp is strictly before its cut-off goes. */
  cartsUpdatedBefore: string;
  emailsSentBefore: string;
  pendingOrdersCreatedBefore: string;
  paymentEventsReceivedBefore: string;
  /** Closed chats closed before this go; null when no period was given. */
  chatsClosedBefore: string | null;
};

function positiveWhole(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 1) throw new RangeError(`${name} must be a whole number of at least 1`);
  return value;
}

/** The longest window in seconds: 60 and 600 → 600. */
export function longestWindowSeconds(windows: readonly number[]): number {
  if (windows.length === 0) throw new RangeError("rateLimitWindowSeconds must name at least one window");
  return Math.max(...windows.map((window) => positiveWhole("rateLimitWindowSeconds", window)));
}

/** now 2026-05-31T00:00Z, cartDays 30 → carts updated before 2026-05-01T00:00Z go; and so on per kind. */
export function retentionCutoffs(now: Date, periods: RetentionPeriods): RetentionCutoffs {
  const at = now.getTime();
  if (!Number.isFinite(at)) throw new RangeError("now must be a valid date");
  const before = (ms: number) => new Date(at - ms).toISOString();
  const paymentEventDays = Math.max(
    PAYMENT_EVENT_MIN_RETENTION_DAYS,
    positiveWhole("paymentEventDays", periods.paymentEventDays),
  );
  return {
    rateLimitWindowStartMs: at - longestWindowSeconds(periods.rateLimitWindowSeconds) * 1000,
    cartsUpdatedBefore: before(positiveWhole("cartDays", periods.cartDays) * DAY_MS),
    emailsSentBefore: before(positiveWhole("emailBodyDays", periods.emailBodyDays) * DAY_MS),
    pendingOrdersCreatedBefore: before(positiveWhole("pendingOrderHours", periods.pendingOrderHours) * HOUR_MS),
    paymentEventsReceivedBefore: before(paymentEventDays * DAY_MS),
    chatsClosedBefore:
      periods.chatDays === undefined ? null : before(positiveWhole("chatDays", periods.chatDays) * DAY_MS),
  };
}
