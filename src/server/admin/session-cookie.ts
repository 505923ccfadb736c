import "server-only";
import { cookieMaxAgeSeconds } from "@/domain/admin/session-policy";

/*
 * The operator's session cookie. `__Host-` makes the browser refuse it unless it is Secure, has
 * Path=/ and no Domain, so no other host or path can set or shadow it; HttpOnly keeps it from
 * scripts; SameSite=Strict keeps it off every request another site starts. Browsers treat
 * http://localhost and 127.0.0.1 as secure, so it works in development and in the browser tests.
 */

export const SESSION_COOKIE = "__Host-rf-operator";

const ATTRIBUTES = "Path=/; HttpOnly; Secure; SameSite=Strict";

export function sessionCookie(token: string, startedAt: string, now: Date): string {
  const maxAge = cookieMaxAgeSeconds(Date.parse(startedAt), now.getTime());
  return `${SESSION_COOKIE}=${token}; ${ATTRIBUTES}; Max-Age=${maxAge}`;
}

export function clearedSessionCookie(): string {
  return `${SESSION_COOKIE}=; ${ATTRIBUTES}; Max-Age=0`;
}

/** A token newSecretToken could have made (43 base64url characters): anything else is not looked up. */
export function isSessionToken(value: string | null | undefined): value is string {
  return typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value);
}

/** A cookie's value from a Cookie header, or null. */
export function cookieValue(cookieHeader: string | null, name: string): string | null {
  for (const pair of (cookieHeader ?? "").split(";")) {
    const at = pair.indexOf("=");
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return null;
}

/** The token from a Cookie header, or null. */
export function sessionTokenFrom(cookieHeader: string | null): string | null {
  const value = cookieValue(cookieHeader, SESSION_COOKIE);
  return isSessionToken(value) ? value : null;
}
