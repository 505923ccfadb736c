import { parseUtcTime } from "@/domain/promotions/promo-form";
import { checkGoldAccount, decideDelivery, type OrderGoldPosition } from "./gold-ledger";
import { formatTenths } from "./gold-units";

/*
 * An operator recording the gold traded for a paid order: how much (the rest by default, a part
 * allowed), from which of the shop's in-game accounts, and when. Checked here so the dialog and the
 * API refuse the same things with the same words; the ledger (src/server/gold/gold-ledger.ts) then
 * refuses, under its lock, more than the order still holds, which a second operator may have
 * taken meanwhile.
 */

/** A delivery time may run this far ahead of the server's clock: an operator's clock can be a little fast. */
export const DELIVERY_CLOCK_SKEW_MS = 60_000;

export type DeliveryField = "millions" | "account" | "deliveredAt";

export const DELIVERY_MESSAGES = {
  millions: "Enter the millions traded: a number above 0 with at most one decimal.",
  deliveredAt: "Enter when the trade happened (UTC), as YYYY-MM-DD HH:MM.",
  future: "The trade cannot be in the future.",
  beforePaid: "The trade cannot be before the order was paid.",
} as const;

export type DeliveryDecision =
  | { ok: true; tenths: number; account: string; deliveredAt: string }
  | { ok: false; field: DeliveryField | null; reason: string };

/** "300", "12.5" or "1,250" millions → tenths (3000, 125, 12500); null when it is not such a figure. */
export function parseMillionsText(text: string): number | null {
  const value = text.trim().replaceAll(",", "");
  const match = /^(\d{1,7})(?:\.(\d))?$/.exec(value);
  if (!match) return null;
  return Number(match[1]) * 10 + Number(match[2] ?? "0");
}

/**
 * The delivery as asked, checked against the order's position (as read: the ledger checks again
 * under its lock, in the same words), the clock and the order's payment. A position that takes no
 * delivery at all (not reserved, released, all delivered) names no field.
 */
export function checkGoldDelivery(input: {
  tenths: number;
  account: string;
  /** ISO. */
  deliveredAt: string;
  position: OrderGoldPosition;
  paidAt: string | null;
  now: Date;
}): DeliveryDecision {
  const amount = decideDelivery(input.position, input.tenths);
  if (!amount.ok) {
    return { ok: false, field: input.position.state === "reserved" ? "millions" : null, reason: amount.reason };
  }
  const account = checkGoldAccount(input.account);
  if (!account.ok) return { ok: false, field: "account", reason: account.reason };
  const at = new Date(input.deliveredAt);
  if (Number.isNaN(at.getTime())) return { ok: false, field: "deliveredAt", reason: DELIVERY_MESSAGES.deliveredAt };
  if (at.getTime() > input.now.getTime() + DELIVERY_CLOCK_SKEW_MS) {
    return { ok: false, field: "deliveredAt", reason: DELIVERY_MESSAGES.future };
  }
  if (input.paidAt !== null && at.getTime() < new Date(input.paidAt).getTime() - DELIVERY_CLOCK_SKEW_MS) {
    return { ok: false, field: "deliveredAt", reason: DELIVERY_MESSAGES.beforePaid };
  }
  return { ok: true, tenths: input.tenths, account: account.value, deliveredAt: at.toISOString() };
}

/** The dialog's fields as typed → the request, or the first wrong field; the time is UTC, as the back office shows it. */
export function readDeliveryForm(form: {
  millions: string;
  account: string;
  deliveredAt: string;
}):
  | { ok: true; request: { tenths: number; account: string; deliveredAt: string } }
  | { ok: false; field: DeliveryField; reason: string } {
  const tenths = parseMillionsText(form.millions);
  if (tenths === null || tenths <= 0) return { ok: false, field: "millions", reason: DELIVERY_MESSAGES.millions };
  const deliveredAt = parseUtcTime(form.deliveredAt);
  if (!deliveredAt) return { ok: false, field: "deliveredAt", reason: DELIVERY_MESSAGES.deliveredAt };
  return { ok: true, request: { tenths, account: form.account, deliveredAt } };
}

/** "Delivered 300M of 500M" while a part is traded, "Delivered 500M" once all is. */
export function deliveredText(position: { orderedTenths: number; deliveredTenths: number }): string {
  return position.deliveredTenths >= position.orderedTenths
    ? `Delivered ${formatTenths(position.deliveredTenths)}`
    : `Delivered ${formatTenths(position.deliveredTenths)} of ${formatTenths(position.orderedTenths)}`;
}
