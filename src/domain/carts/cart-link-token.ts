/*
 * The links an abandoned-cart reminder carries: one restores the cart in the
 * visitor's browser, one unsubscribes the address. A token is "PURPOSE.CART_UUID.EXPIRY.MAC":
 * every part is URL-safe as it is, it names the cart and never the address, and the MAC
 * (HMAC-SHA256 by the server, injected here so this stays pure) covers the purpose too, so a
 * restore link cannot be turned into an unsubscribe link or back.
 */

import { type Mac, sameText } from "../crypto/signed-text";

export type CartLinkPurpose = "restore" | "unsubscribe";

/** A reminder's restore link works for a week; its unsubscribe link for a year (mail is read late). */
export const CART_LINK_LIFETIME_MS: Record<CartLinkPurpose, number> = {
  restore: 7 * 24 * 60 * 60 * 1000,
  unsubscribe: 365 * 24 * 60 * 60 * 1000,
};

const PREFIX: Record<CartLinkPurpose, string> = { restore: "r", unsubscribe: "u" };

export type { Mac };

export type CartLinkCheck =
  | { ok: true; cartUuid: string; expiresAt: Date }
  | { ok: false; reason: "malformed" | "forged" | "expired" };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SHAPE = /^([ru])\.([0-9a-f-]{36})\.(\d{1,13})\.([A-Za-z0-9_-]{20,100})$/;
export const MAX_CART_TOKEN_LENGTH = 200;

export function signCartLink(
  purpose: CartLinkPurpose,
  cartUuid: string,
  now: Date,
  mac: Mac,
): { token: string; expiresAt: Date } {
  const uuid = cartUuid.toLowerCase();
  if (!UUID.test(uuid)) throw new Error("A cart link needs the cart's uuid");
  const expiresAt = new Date(now.getTime() + CART_LINK_LIFETIME_MS[purpose]);
  const body = `${PREFIX[purpose]}.${uuid}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return { token: `${body}.${mac(body)}`, expiresAt };
}

/** A token checked for its purpose, its signature, then its expiry; anything else is refused. */
export function verifyCartLink(purpose: CartLinkPurpose, token: unknown, now: Date, mac: Mac): CartLinkCheck {
  if (typeof token !== "string" || token.length > MAX_CART_TOKEN_LENGTH) return { ok: false, reason: "malformed" };
  const match = SHAPE.exec(token);
  if (!match || match[1] !== PREFIX[purpose] || !UUID.test(match[2] ?? "")) return { ok: false, reason: "malformed" };
  const [, prefix, uuid, seconds, given] = match;
  if (!sameText(mac(`${prefix}.${uuid}.${seconds}`), given ?? "")) return { ok: false, reason: "forged" };
  const expiresAt = new Date(Number(seconds) * 1000);
  if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, cartUuid: uuid as string, expiresAt };
}
