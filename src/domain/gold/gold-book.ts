import { divideRoundHalfUp, MILLICENTS_PER_CENT } from "@/domain/money/money";

/*
 * The owner's book of the gold stock (/admin/gold), as pure rules: the stock over time from the
 * ledger's sums per day, today's buying and selling with the margin between them, and when a
 * movement takes the available stock below the low-stock threshold. Gold is in tenths of a million
 * (src/domain/gold/gold-units.ts) and money in cents, integers all the way.
 */

/** What the ledger's movements of one UTC day add up to (signed). */
export type DayDelta = { day: string; onHandTenths: number; reservedTenths: number };

/** The stock at the end of a day. */
export type StockPoint = { day: string; onHandTenths: number; availableTenths: number };

/**
 * The stock at the end of every day of `dayKeys` (oldest first): the balance before the first day
 * plus each day's movements, carried over the days without any. The opening balance is the
 * current one less everything the window moved, so the ledger before the window is never read.
 */
export function stockSeries(
  current: { onHandTenths: number; reservedTenths: number },
  deltas: readonly DayDelta[],
  dayKeys: readonly string[],
): StockPoint[] {
  const byDay = new Map<string, DayDelta>();
  for (const delta of deltas) {
    const known = byDay.get(delta.day);
    byDay.set(delta.day, {
      day: delta.day,
      onHandTenths: (known?.onHandTenths ?? 0) + delta.onHandTenths,
      reservedTenths: (known?.reservedTenths ?? 0) + delta.reservedTenths,
    });
  }
  // Movements dated after the window (a delivery recorded with tomorrow's date) are not in the window.
  const inWindow = new Set(dayKeys);
  let onHand = current.onHandTenths;
  let reserved = current.reservedTenths;
  for (const delta of byDay.values()) {
    if (!inWindow.has(delta.day) && delta.day < (dayKeys[0] ?? "")) continue;
    onHand -= delta.onHandTenths;
    reserved -= delta.reservedTenths;
  }
  return dayKeys.map((day) => {
    const delta = byDay.get(day);
    onHand += delta?.onHandTenths ?? 0;
    reserved += delta?.reservedTenths ?? 0;
    return { day, onHandTenths: onHand, availableTenths: onHand - reserved };
  });
}

/** The chart's scale: zero at the bottom unless a figure went below it, a round top. */
export function seriesScale(values: readonly number[]): { min: number; max: number } {
  const high = Math.max(0, ...values);
  const low = Math.min(0, ...values);
  const max = roundUp(high);
  const min = low < 0 ? -roundUp(-low) : 0;
  return { min, max: max === min ? min + 1 : max };
}

const STEPS = [1, 2, 2.5, 5, 10];

function roundUp(value: number): number {
  if (value <= 0) return 0;
  const power = 10 ** Math.floor(Math.log10(value));
  return (STEPS.find((step) => step * power >= value) ?? 10) * power;
}

const tenth = (value: number) => Math.round(value * 10) / 10;

/**
 * The points of a line through `values` across `width` and down `height` (SVG's y grows down), on
 * the scale min..max, each value in the middle of its slot: "x,y x,y …", in tenths of a unit.
 */
export function linePoints(
  values: readonly number[],
  scale: { min: number; max: number },
  width: number,
  height: number,
): string {
  if (values.length === 0) return "";
  const slot = width / values.length;
  const span = scale.max - scale.min || 1;
  return values
    .map((value, index) => {
      const x = tenth(index * slot + slot / 2);
      const y = tenth(height - ((value - scale.min) / span) * height);
      return `${x},${y}`;
    })
    .join(" ");
}

/** Where a value sits down the chart's height (for the zero line when the scale goes below it). */
export function levelY(value: number, scale: { min: number; max: number }, height: number): number {
  const span = scale.max - scale.min || 1;
  return tenth(height - ((value - scale.min) / span) * height);
}

/**
 * One side of a day's trade: the gold and what it stood for in money (what buyers paid for the
 * gold reserved for them; what the shop pays for the gold it bought).
 */
export type TradeSide = { tenths: number; cents: number };

export type DayMargin = {
  sold: TradeSide;
  bought: TradeSide;
  /** The average price of a million, in millicents; null without any gold on that side. */
  sellRateMillicents: number | null;
  buyRateMillicents: number | null;
  /** Sell rate less buy rate, per million; null unless both sides traded. */
  marginMillicents: number | null;
  /** The margin as a share of the sell rate, in basis points (3684 = 36.84%). */
  marginBasisPoints: number | null;
  /** The gold both bought and sold today (the smaller side), and the margin earned on it in cents. */
  matchedTenths: number;
  matchedMarginCents: number | null;
};

/** Millicents per million from cents per tenths: cents × 1,000 × 10 / tenths, half up. */
function ratePerMillion(side: TradeSide): number | null {
  if (side.tenths <= 0) return null;
  return divideRoundHalfUp(Math.max(0, side.cents) * MILLICENTS_PER_CENT * 10, side.tenths);
}

/**
 * Today's margin: the average price buyers paid for a million less the average the shop paid for
 * one, and that difference on the gold that went both ways. A side with no gold has no rate, and
 * then there is no margin to speak of (not a zero: nothing was compared).
 */
export function dayMargin(sold: TradeSide, bought: TradeSide): DayMargin {
  const sellRate = ratePerMillion(sold);
  const buyRate = ratePerMillion(bought);
  const margin = sellRate !== null && buyRate !== null ? sellRate - buyRate : null;
  const matchedTenths = Math.min(Math.max(0, sold.tenths), Math.max(0, bought.tenths));
  return {
    sold,
    bought,
    sellRateMillicents: sellRate,
    buyRateMillicents: buyRate,
    marginMillicents: margin,
    marginBasisPoints: margin !== null && sellRate ? Math.round((margin * 10_000) / sellRate) : null,
    matchedTenths,
    matchedMarginCents: margin === null ? null : Math.round((margin * matchedTenths) / (10 * MILLICENTS_PER_CENT)),
  };
}

/** "36.84%" from basis points. */
export function formatBasisPoints(basisPoints: number): string {
  const sign = basisPoints < 0 ? "-" : "";
  const whole = Math.abs(basisPoints);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, "0")}%`;
}

/**
 * Whether a movement takes the available stock below the threshold: it was at or above it before
 * and is below it after. A movement that leaves it below (or lifts it) is no new crossing, so the
 * shop is told once each time the stock runs low, not at every order while it stays low.
 */
export function crossesBelow(beforeTenths: number, afterTenths: number, thresholdTenths: number): boolean {
  return beforeTenths >= thresholdTenths && afterTenths < thresholdTenths;
}

/** Whether the available stock is below the threshold now (the home's and the book's warning). */
export function isLowStock(availableTenths: number, thresholdTenths: number): boolean {
  return availableTenths < thresholdTenths;
}
