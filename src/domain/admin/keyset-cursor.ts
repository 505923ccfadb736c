/*
 * A position in a list read newest first by (time, id): the last row a page showed. It travels in
 * URLs and in the live feed's event ids as "TIME~ID", so it is parsed strictly: anything that is
 * not an ISO-8601 UTC time with milliseconds and a plain id is refused (null), never passed to SQL
 * as it came.
 */

export type KeysetCursor = { at: string; id: string };

const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const ID = /^[A-Za-z0-9-]{1,64}$/;
export const MAX_CURSOR_LENGTH = 24 + 1 + 64;

/** Whether a value is a time as this shop stores it: ISO-8601 UTC with milliseconds. */
export function isStoredTime(value: unknown): value is string {
  return typeof value === "string" && TIME.test(value) && !Number.isNaN(Date.parse(value));
}

export function encodeCursor(cursor: KeysetCursor): string {
  return `${cursor.at}~${cursor.id}`;
}

export function decodeCursor(value: string | null | undefined): KeysetCursor | null {
  if (typeof value !== "string" || value.length > MAX_CURSOR_LENGTH) return null;
  const split = value.indexOf("~");
  if (split < 0) return null;
  const at = value.slice(0, split);
  const id = value.slice(split + 1);
  if (!isStoredTime(at) || !ID.test(id)) return null;
  return { at, id };
}

/** Whether `a` comes after `b` in (time, id) order. */
export function isAfter(a: KeysetCursor, b: KeysetCursor): boolean {
  return a.at > b.at || (a.at === b.at && a.id > b.id);
}

/** For sort(): earlier first, by time, then by id. */
export function compareCursors(a: KeysetCursor, b: KeysetCursor): number {
  if (a.at !== b.at) return a.at < b.at ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** The later of two positions; `a` may be null (nothing yet). */
export function laterCursor(a: KeysetCursor | null, b: KeysetCursor): KeysetCursor {
  return a && !isAfter(b, a) ? a : b;
}
