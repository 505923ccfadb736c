import { z } from "zod";

/*
 * Where the next page of the order list starts: the last row's (created_at, id), newest first.
 * Opaque to the browser (base64url JSON) and checked on the way back: a cursor that does not
 * decode, names something that is not a timestamp and an id, or was made for another filter
 * is refused with a reason, never passed to SQL as it came.
 */

export type OrderCursor = { createdAt: string; id: string };

const payloadSchema = z
  .object({
    c: z.iso.datetime({ precision: 3 }),
    i: z.string().regex(/^[0-9a-zA-Z_-]{1,64}$/),
    f: z.string().regex(/^[0-9a-f]{8}$/),
  })
  .strict();

export type CursorResult = { ok: true; cursor: OrderCursor } | { ok: false; reason: string };

/** FNV-1a of the filter's canonical JSON: enough to notice a cursor reused with another filter. */
export function filterFingerprint(filter: Record<string, unknown>): string {
  const canonical = JSON.stringify(
    Object.keys(filter)
      .sort()
      .filter((key) => filter[key] !== undefined)
      .map((key) => [key, filter[key]]),
  );
  let hash = 0x811c9dc5;
  for (let index = 0; index < canonical.length; index++) {
    hash ^= canonical.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, "0");
}

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): string | null {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(text)) return null;
  try {
    const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
    return new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    return null;
  }
}

export function encodeOrderCursor(cursor: OrderCursor, filter: Record<string, unknown>): string {
  return toBase64Url(JSON.stringify({ c: cursor.createdAt, i: cursor.id, f: filterFingerprint(filter) }));
}

export function decodeOrderCursor(text: string, filter: Record<string, unknown>): CursorResult {
  const json = fromBase64Url(text);
  let value: unknown;
  try {
    value = json === null ? undefined : JSON.parse(json);
  } catch {
    value = undefined;
  }
  const parsed = payloadSchema.safeParse(value);
  if (!parsed.success) return { ok: false, reason: "The page cursor is not one this list made." };
  if (parsed.data.f !== filterFingerprint(filter)) {
    return { ok: false, reason: "The page cursor belongs to another filter: start again from the first page." };
  }
  return { ok: true, cursor: { createdAt: parsed.data.c, id: parsed.data.i } };
}
