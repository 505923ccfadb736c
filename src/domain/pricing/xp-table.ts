import { formatCount } from "@/domain/money/format-amount";

/** OSRS experience: XP(L) = floor(1/4 · Σ_{l=1}^{L-1} floor(l + 300 · 2^(l/7))), computed once. */

export const MAX_LEVEL = 99;
export const MAX_XP = 200_000_000;

const XP_BY_LEVEL: readonly number[] = (() => {
  const table = [0, 0];
  let points = 0;
  for (let level = 1; level < MAX_LEVEL; level++) {
    points += Math.floor(level + 300 * 2 ** (level / 7));
    table.push(Math.floor(points / 4));
  }
  return table;
})();

/** XP needed for a level, 1..99. */
export function xpForLevel(level: number): number {
  if (!Number.isInteger(level) || level < 1 || level > MAX_LEVEL) throw new RangeError(`No level ${level}`);
  return XP_BY_LEVEL[level] as number;
}

/** The level an XP total gives, 1..99. */
export function levelForXp(xp: number): number {
  let level = 1;
  while (level < MAX_LEVEL && (XP_BY_LEVEL[level + 1] as number) <= xp) level++;
  return level;
}

export type XpFieldCheck = { ok: true; xp: number } | { ok: false; message: string };

/**
 * What a buyer typed into a start or target field: a level (1–99), or in XP mode an XP total
 * (0–200M, commas allowed), as the XP it stands for. Refused with the reason, never clamped: a
 * clamped value would price a range the buyer did not ask for.
 */
export function checkXpField(text: string, asXp: boolean): XpFieldCheck {
  const digits = text.replaceAll(",", "").trim();
  if (!/^\d{1,15}$/.test(digits)) {
    return {
      ok: false,
      message: asXp
        ? `Enter a whole XP amount from 0 to ${formatCount(MAX_XP)}.`
        : `Enter a whole level from 1 to ${MAX_LEVEL}.`,
    };
  }
  const value = Number(digits);
  if (asXp) {
    return value > MAX_XP
      ? { ok: false, message: `XP goes up to ${formatCount(MAX_XP)} (200M).` }
      : { ok: true, xp: value };
  }
  if (value < 1) return { ok: false, message: "The lowest level is 1." };
  if (value > MAX_LEVEL) return { ok: false, message: `The highest level is ${MAX_LEVEL}.` };
  return { ok: true, xp: xpForLevel(value) };
}
