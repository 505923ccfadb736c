/*
 * Millions as an operator types them into the book's forms ("1,250", "12.5", "-40"), read into
 * tenths of a million (src/domain/gold/gold-units.ts). The same check runs in the form, so its
 * words come first, and in the API's contract, which trusts nothing the browser sent.
 */

/** The most one movement from the book may move: well above any in-game account's cash stack. */
export const MAX_BOOK_MOVEMENT_MILLIONS = 100_000;
const MAX_TENTHS = MAX_BOOK_MOVEMENT_MILLIONS * 10;

const MILLIONS_TEXT = /^([+-])?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d))?$/;

/** Millions as typed into tenths; null for anything that is not a number with at most one decimal. */
export function parseMillionsText(text: string): number | null {
  const match = MILLIONS_TEXT.exec(text.trim());
  if (!match) return null;
  const whole = Number((match[2] ?? "").replaceAll(",", ""));
  const tenths = whole * 10 + Number(match[3] ?? "0");
  if (!Number.isSafeInteger(tenths)) return null;
  return match[1] === "-" ? -tenths : tenths;
}

export type BookMillions = { ok: true; tenths: number } | { ok: false; message: string };

/**
 * Stock added is more than zero; a correction is signed and never zero. Both are bounded. The
 * message completes "Millions …".
 */
export function checkBookMillions(text: string, signed: boolean): BookMillions {
  const tenths = parseMillionsText(text);
  if (tenths === null) return { ok: false, message: "must be a number with one decimal at most, like 250 or 12.5" };
  if (tenths === 0) return { ok: false, message: signed ? "must not be zero" : "must be more than zero" };
  if (!signed && tenths < 0) return { ok: false, message: "must be more than zero" };
  if (Math.abs(tenths) > MAX_TENTHS)
    return {
      ok: false,
      message: `must be at most ${MAX_BOOK_MOVEMENT_MILLIONS.toLocaleString("en-US")} in one movement`,
    };
  return { ok: true, tenths };
}
