import type { GoldPromiseSettings } from "./gold-promise";

/*
 * The answer of GET /api/gold/stock: what the gold page needs to say the promise for any amount.
 * Whole millions available (the shop sells whole millions, so rounding down loses no promise), and
 * the operator's gold settings. Read by hand, like the client configuration, because the gold page's
 * island ships this parser: zod stays out of that page's JavaScript.
 */
export type GoldStock = GoldPromiseSettings & { availableMillions: number };

const isCount = (value: unknown, min: number): value is number =>
  typeof value === "number" && Number.isSafeInteger(value) && value >= min;

/** The stock answer, or undefined for anything else (the page then says nothing it cannot keep). */
export function parseGoldStock(value: unknown): GoldStock | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const body = value as Record<string, unknown>;
  const { availableMillions, deliveryMinutes, restockHours, contactAboveMillions } = body;
  if (!isCount(availableMillions, 0) || !isCount(deliveryMinutes, 1) || !isCount(restockHours, 0)) return undefined;
  if (!isCount(contactAboveMillions, 0)) return undefined;
  return { availableMillions, deliveryMinutes, restockHours, contactAboveMillions };
}

/** Whole millions from tenths, never below zero (an operator's override can take available below it). */
export function wholeMillionsAvailable(availableTenths: number): number {
  return Math.max(0, Math.floor(availableTenths / 10));
}

/**
 * The stock a new order can count on: the available stock while no paid order waits, none while one
 * does, as the ledger serves waiting orders first (a new order that would fit still queues behind them).
 */
export function promisableTenths(balance: { availableTenths: number; waitingTenths: number }): number {
  return balance.waitingTenths > 0 ? 0 : Math.max(0, balance.availableTenths);
}
