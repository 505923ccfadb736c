import { normaliseRsn, RSN_RULE_TEXT } from "@/domain/players/runescape-name";
import { formatTenths } from "./gold-units";

/*
 * The shop's gold is a ledger of movements; the balance is their sum, never a typed figure.
 * Each kind moves "on hand" (gold the shop's accounts hold) and "reserved" (gold promised to paid
 * orders) by fixed signs, so a movement cannot say one thing and do another; available is on hand
 * less reserved, and nothing takes it below zero except an operator's explicit override.
 */

export const GOLD_MOVEMENT_KINDS = [
  /** An operator adds stock, naming the in-game account ("mule") that holds it. */
  "added",
  /** A player's sell order: the gold the shop received from them. */
  "bought",
  /** Gold received as the payment of a service order. */
  "gold_payment",
  /** A paid gold order's amount, held for it: once per order. */
  "reserved",
  /** Part or all of an order's reservation traded to the buyer. */
  "delivered",
  /** What an order still held when it was refunded or cancelled: once per order. */
  "released",
  /** A signed change of on hand with a reason (a miscount, a ban, a lost trade). */
  "correction",
] as const;
export type GoldMovementKind = (typeof GOLD_MOVEMENT_KINDS)[number];

export const STOCK_IN_KINDS = ["added", "bought", "gold_payment"] as const;
export type StockInKind = (typeof STOCK_IN_KINDS)[number];

export const GOLD_KIND_WORDS: Record<GoldMovementKind, string> = {
  added: "Stock added",
  bought: "Bought from a player",
  gold_payment: "Paid in gold",
  reserved: "Reserved for an order",
  delivered: "Delivered",
  released: "Released",
  correction: "Correction",
};

export function isGoldMovementKind(value: string): value is GoldMovementKind {
  return (GOLD_MOVEMENT_KINDS as readonly string[]).includes(value);
}

/** 10 million millions in one movement: far beyond any real trade, small enough that sums stay exact. */
export const MAX_MOVEMENT_TENTHS = 100_000_000;

export type GoldBalance = { onHandTenths: number; reservedTenths: number; availableTenths: number };

export function goldBalance(sums: { onHandTenths: number; reservedTenths: number }): GoldBalance {
  return { ...sums, availableTenths: sums.onHandTenths - sums.reservedTenths };
}

/** What a movement of `tenths` of a kind does to on hand and reserved (a correction's sign is its own). */
export function movementEffect(
  kind: GoldMovementKind,
  tenths: number,
): { onHandTenths: number; reservedTenths: number } {
  switch (kind) {
    case "added":
    case "bought":
    case "gold_payment":
    case "correction":
      return { onHandTenths: tenths, reservedTenths: 0 };
    case "reserved":
      return { onHandTenths: 0, reservedTenths: tenths };
    case "delivered":
      return { onHandTenths: -tenths, reservedTenths: -tenths };
    case "released":
      return { onHandTenths: 0, reservedTenths: -tenths };
  }
}

export type MovementDecision =
  | { ok: true; after: GoldBalance; overridden: boolean }
  | { ok: false; reason: string; belowZero: boolean };

/**
 * Whether a movement may be recorded on the balance it finds (read under the ledger's lock).
 * On hand and reserved never go below zero; available goes below zero only with the override, and
 * only a movement that lowers it needs one.
 */
export function decideMovement(
  balance: GoldBalance,
  kind: GoldMovementKind,
  tenths: number,
  options: { override?: boolean } = {},
): MovementDecision {
  const signed = kind === "correction";
  if (
    !Number.isSafeInteger(tenths) ||
    (signed ? tenths === 0 : tenths <= 0) ||
    Math.abs(tenths) > MAX_MOVEMENT_TENTHS
  ) {
    return {
      ok: false,
      belowZero: false,
      reason: signed
        ? "Enter a change in millions other than zero, to one decimal."
        : "Enter an amount of gold above zero, in millions to one decimal.",
    };
  }
  const effect = movementEffect(kind, tenths);
  const after = goldBalance({
    onHandTenths: balance.onHandTenths + effect.onHandTenths,
    reservedTenths: balance.reservedTenths + effect.reservedTenths,
  });
  if (after.onHandTenths < 0) {
    return {
      ok: false,
      belowZero: true,
      reason: `The shop holds ${formatTenths(balance.onHandTenths)}: this would leave less than nothing on hand.`,
    };
  }
  if (after.reservedTenths < 0) {
    return { ok: false, belowZero: true, reason: "This would release more gold than is reserved." };
  }
  const lowers = after.availableTenths < balance.availableTenths;
  if (lowers && after.availableTenths < 0) {
    if (options.override) return { ok: true, after, overridden: true };
    return {
      ok: false,
      belowZero: true,
      reason: `Only ${formatTenths(Math.max(0, balance.availableTenths))} is available: this would take available stock below zero. An owner can override.`,
    };
  }
  return { ok: true, after, overridden: false };
}

export type OrderGoldState = "none" | "unreserved" | "reserved" | "delivered" | "released";

export type OrderGoldPosition = {
  orderedTenths: number;
  /** Reserved for the order and not yet delivered or released. */
  heldTenths: number;
  deliveredTenths: number;
  state: OrderGoldState;
};

/** An order's gold from its own movements: what it holds, what was traded, where it stands. */
export function orderGoldPosition(
  orderedTenths: number,
  movements: readonly { kind: GoldMovementKind; tenths: number }[],
): OrderGoldPosition {
  let reserved = 0;
  let delivered = 0;
  let released = 0;
  for (const movement of movements) {
    if (movement.kind === "reserved") reserved += movement.tenths;
    else if (movement.kind === "delivered") delivered += movement.tenths;
    else if (movement.kind === "released") released += movement.tenths;
  }
  const heldTenths = reserved - delivered - released;
  const state: OrderGoldState =
    orderedTenths <= 0
      ? "none"
      : delivered >= orderedTenths
        ? "delivered"
        : movements.some((movement) => movement.kind === "released")
          ? "released"
          : reserved > 0
            ? "reserved"
            : "unreserved";
  return { orderedTenths, heldTenths, deliveredTenths: delivered, state };
}

export type DeliveryDecision = { ok: true; tenths: number; complete: boolean } | { ok: false; reason: string };

/** A delivery takes from what the order holds: never more, never from an order not reserved. */
export function decideDelivery(position: OrderGoldPosition, tenths: number): DeliveryDecision {
  if (position.state === "none") return { ok: false, reason: "This order buys no gold." };
  if (position.state === "released") {
    return { ok: false, reason: "This order's gold was released when it was refunded or cancelled." };
  }
  if (position.state === "delivered") return { ok: false, reason: "This order's gold is delivered in full." };
  if (position.state === "unreserved") {
    return {
      ok: false,
      reason:
        "This order's gold is not reserved yet: stock was short when it was paid. Add stock first; it is reserved then.",
    };
  }
  if (!Number.isSafeInteger(tenths) || tenths <= 0) {
    return { ok: false, reason: "Enter the gold traded, above zero, in millions to one decimal." };
  }
  if (tenths > position.heldTenths) {
    return { ok: false, reason: `Only ${formatTenths(position.heldTenths)} is left to deliver on this order.` };
  }
  return { ok: true, tenths, complete: position.deliveredTenths + tenths >= position.orderedTenths };
}

/**
 * Paid orders waiting for stock, first paid first served: the ones the available stock now covers,
 * in order, stopping at the first that does not fit (a small later order does not overtake it).
 */
export function reservableInTurn<T extends { tenths: number }>(waiting: readonly T[], availableTenths: number): T[] {
  const chosen: T[] = [];
  let left = availableTenths;
  for (const order of waiting) {
    if (order.tenths > left) break;
    chosen.push(order);
    left -= order.tenths;
  }
  return chosen;
}

export const GOLD_REASON_MAX_LENGTH = 500;

export type TextCheck = { ok: true; value: string } | { ok: false; reason: string };

export function checkGoldAccount(text: string): TextCheck {
  const value = normaliseRsn(text);
  if (value === null) return { ok: false, reason: `Enter the in-game account: ${RSN_RULE_TEXT}.` };
  return { ok: true, value };
}

export function checkGoldReason(text: string): TextCheck {
  const value = text.trim();
  if (value.length < 3 || value.length > GOLD_REASON_MAX_LENGTH) {
    return { ok: false, reason: `Say why, in 3 to ${GOLD_REASON_MAX_LENGTH} characters.` };
  }
  return { ok: true, value };
}
