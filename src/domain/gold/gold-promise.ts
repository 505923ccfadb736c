import { formatCount } from "@/domain/money/format-amount";
import { formatMillions } from "./gold-pricing";
import { millionsToTenths } from "./gold-units";

/*
 * What the shop promises a gold buyer, from what it holds: the gold page shows it for the amount
 * chosen, the checkout repeats it from the ledger at that moment, and the order keeps the one it was
 * placed with (its page and receipt repeat that). One rule and one set of words for all of them.
 * No zod here: the gold page's island imports this module.
 */

/** The operator's gold settings the promise follows (settings.gold). */
export type GoldPromiseSettings = {
  /** The usual delivery time when the amount is in stock. */
  deliveryMinutes: number;
  /** The restocking time beyond stock; 0 says "pre-order" (delivered as soon as stock arrives). */
  restockHours: number;
  /** Above this many millions the buyer is asked to contact the shop instead. */
  contactAboveMillions: number;
};

export type GoldPromise =
  | { kind: "in_stock"; minutes: number }
  | { kind: "restock"; hours: number }
  | { kind: "pre_order" }
  | { kind: "contact"; aboveMillions: number };

/** The promise for `millions` whole millions when `availableTenths` (tenths of a million) are available. */
export function goldPromise(input: {
  millions: number;
  availableTenths: number;
  settings: GoldPromiseSettings;
}): GoldPromise {
  const { millions, availableTenths, settings } = input;
  if (millions > settings.contactAboveMillions)
    return { kind: "contact", aboveMillions: settings.contactAboveMillions };
  // Compared in tenths, integers on both sides: 12.5M available does not cover 13M.
  if (millionsToTenths(millions) <= availableTenths) return { kind: "in_stock", minutes: settings.deliveryMinutes };
  return settings.restockHours > 0 ? { kind: "restock", hours: settings.restockHours } : { kind: "pre_order" };
}

/** Only the contact promise takes no order: the amount goes through the shop by hand. */
export function canOrderWith(promise: GoldPromise): boolean {
  return promise.kind !== "contact";
}

/** "15 minutes", "1 hour", "90 minutes", "2 hours", "3 days". */
export function formatDuration(minutes: number): string {
  const plural = (count: number, unit: string) => `${formatCount(count)} ${unit}${count === 1 ? "" : "s"}`;
  if (minutes < 60 || minutes % 60 !== 0) return plural(minutes, "minute");
  const hours = minutes / 60;
  if (hours >= 48 && hours % 24 === 0) return plural(hours / 24, "day");
  return plural(hours, "hour");
}

/** What a buyer reads: a short headline and the sentence beside it. */
export type GoldPromiseWords = { title: string; detail: string };

export function goldPromiseWords(promise: GoldPromise): GoldPromiseWords {
  switch (promise.kind) {
    case "in_stock":
      return { title: "In stock", detail: `Delivered in about ${formatDuration(promise.minutes)} after payment.` };
    case "restock":
      return {
        title: "Beyond our stock",
        detail: `Restocked and delivered within ${formatDuration(promise.hours * 60)} of payment.`,
      };
    case "pre_order":
      return { title: "Pre-order", detail: "Beyond our stock, delivered as soon as new stock arrives." };
    case "contact":
      return {
        title: "Contact us for this amount",
        detail: `Orders above ${formatMillions(promise.aboveMillions)} are arranged by hand: write to us or use live chat.`,
      };
  }
}

/** The promise in one sentence, for the checkout, the receipt and the order's page: "In stock — delivered in …". */
export function goldPromiseSentence(promise: GoldPromise): string {
  const { title, detail } = goldPromiseWords(promise);
  return `${title} — ${detail.charAt(0).toLowerCase()}${detail.slice(1)}`;
}

/** When the stock cannot be read (or before it is): nothing that may be false, in two short lines. */
export function goldPromiseUnknownWords(): GoldPromiseWords {
  return { title: "Delivery", detail: "Traded in game when in stock; the checkout confirms when." };
}

/** The refusal of a cart whose gold is above the contact limit (the checkout's and the order's). */
export function goldContactMessage(aboveMillions: number): string {
  return `For more than ${formatMillions(aboveMillions)} of gold, contact us: large orders are arranged by hand.`;
}

const isCount = (value: unknown, min: number): value is number =>
  typeof value === "number" && Number.isSafeInteger(value) && value >= min;

/** The stored form of a promise (orders.gold_promise): short JSON text. */
export function serializeGoldPromise(promise: GoldPromise): string {
  return JSON.stringify(promise);
}

/** A stored promise read back; undefined for anything that is not one (nothing is shown then). */
export function parseGoldPromise(text: string | null | undefined): GoldPromise | undefined {
  if (!text) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== "object" || value === null) return undefined;
  const record = value as Record<string, unknown>;
  switch (record.kind) {
    case "in_stock":
      return isCount(record.minutes, 1) ? { kind: "in_stock", minutes: record.minutes } : undefined;
    case "restock":
      return isCount(record.hours, 1) ? { kind: "restock", hours: record.hours } : undefined;
    case "pre_order":
      return { kind: "pre_order" };
    case "contact":
      return isCount(record.aboveMillions, 0) ? { kind: "contact", aboveMillions: record.aboveMillions } : undefined;
    default:
      return undefined;
  }
}
