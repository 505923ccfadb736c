import type { OrderStatus } from "@/domain/checkout/purchase";
import { normaliseRsn, RSN_RULE_TEXT } from "@/domain/players/runescape-name";
import type { TradeDetails } from "./order-tracking";

/*
 * Where and with whom a gold order is traded in game: the world, the meeting place and
 * our trader's in-game name, set by an operator once the order is paid and shown on the customer's
 * page. Checked here so the back office and the API refuse the same things with the same words.
 */

/** The worlds of Old School RuneScape's world list, members and free alike. */
export const TRADE_WORLD_MIN = 301;
export const TRADE_WORLD_MAX = 580;
export const TRADE_PLACE_MAX_LENGTH = 100;

export type TradeField = "world" | "place" | "traderRsn";

export type TradeDecision = { ok: true; trade: TradeDetails } | { ok: false; field: TradeField | null; reason: string };

export const TRADE_MESSAGES = {
  world: `Enter a world from ${TRADE_WORLD_MIN} to ${TRADE_WORLD_MAX}.`,
  place: `Enter the meeting place in 1 to ${TRADE_PLACE_MAX_LENGTH} characters.`,
  traderRsn: `Enter our trader's in-game name: ${RSN_RULE_TEXT}.`,
  notGold: "Only an order with gold, or paid with gold, has trade details.",
} as const;

/** The three details as typed, trimmed and checked, the first wrong one named. */
export function checkTradeDetails(input: { world: number; place: string; traderRsn: string }): TradeDecision {
  if (!Number.isInteger(input.world) || input.world < TRADE_WORLD_MIN || input.world > TRADE_WORLD_MAX) {
    return { ok: false, field: "world", reason: TRADE_MESSAGES.world };
  }
  const place = input.place.trim();
  if (place.length < 1 || place.length > TRADE_PLACE_MAX_LENGTH) {
    return { ok: false, field: "place", reason: TRADE_MESSAGES.place };
  }
  // Inner runs of spaces collapse: the game shows a name with single spaces.
  const traderRsn = normaliseRsn(input.traderRsn);
  if (traderRsn === null) {
    return { ok: false, field: "traderRsn", reason: TRADE_MESSAGES.traderRsn };
  }
  return { ok: true, trade: { world: input.world, place, traderRsn } };
}

/**
 * Trade details go on a paid order that buys gold, or on a services order paid with gold while it
 * waits for that gold (the buyer trades it to our trader); the details themselves must be valid.
 */
export function decideTrade(
  order: { status: OrderStatus; isGold: boolean; paysWithGold?: boolean },
  input: { world: number; place: string; traderRsn: string },
): TradeDecision {
  if (order.paysWithGold) {
    if (order.status !== "pending") {
      return {
        ok: false,
        field: null,
        reason: `Trade details go on an order paid with gold while it waits for the gold; this one is ${order.status}.`,
      };
    }
    return checkTradeDetails(input);
  }
  if (!order.isGold) return { ok: false, field: null, reason: TRADE_MESSAGES.notGold };
  if (order.status !== "paid") {
    return { ok: false, field: null, reason: `Only a paid order gets trade details; this one is ${order.status}.` };
  }
  return checkTradeDetails(input);
}

/** "World 420, Grand Exchange, with our trader RF Trader": one line for an email or the timeline. */
export function tradeText(trade: TradeDetails): string {
  return `World ${trade.world}, ${trade.place}, with our trader ${trade.traderRsn}`;
}
