import { z } from "zod";

/*
 * How long a link to an order's private page opens it. Every link handed out
 * (confirmation, receipt, lookup, step email) is its own token, so the lifetime runs from when
 * that token was made: a customer who keeps getting step emails keeps getting fresh links, and an
 * old link found in a forwarded email or a browser history stops opening the order. The operator
 * sets the number of days (the `order_link_days` setting); the lookup form emails a fresh link.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** A quarter: long enough to follow a slow service order from one link, short enough that old links die. */
export const DEFAULT_ORDER_LINK_DAYS = 90;
/** A day at least, so a link emailed today still opens tomorrow; two years at most. */
export const MIN_ORDER_LINK_DAYS = 1;
export const MAX_ORDER_LINK_DAYS = 730;

export const orderLinkDaysSchema = z.number().int().min(MIN_ORDER_LINK_DAYS).max(MAX_ORDER_LINK_DAYS);

/** When a link made at `createdAt` (ISO) stops opening the order; null when the stamp cannot be read. */
export function orderLinkExpiresAt(createdAt: string, lifetimeDays: number): Date | null {
  const made = Date.parse(createdAt);
  return Number.isNaN(made) ? null : new Date(made + lifetimeDays * DAY_MS);
}

/** Whether a link made at `createdAt` no longer opens the order at `now`: expired from its last millisecond on; an unreadable stamp counts as expired. */
export function isOrderLinkExpired(input: { createdAt: string; now: Date; lifetimeDays: number }): boolean {
  const expiresAt = orderLinkExpiresAt(input.createdAt, input.lifetimeDays);
  return expiresAt === null || input.now.getTime() >= expiresAt.getTime();
}
