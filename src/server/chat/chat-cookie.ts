import "server-only";
import { cookieValue, isSessionToken } from "../admin/session-cookie";

/*
 * The visitor's chat secret. `__Host-` pins it to this host and path; HttpOnly keeps it from
 * scripts; SameSite=Lax lets the link in a "continue on this device" email carry the visitor in.
 * A year: the conversation outlives a session, and the retention job removes it before then.
 */

export const CHAT_COOKIE = "__Host-rf-chat";

const ATTRIBUTES = "Path=/; HttpOnly; Secure; SameSite=Lax";
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function chatCookie(token: string): string {
  return `${CHAT_COOKIE}=${token}; ${ATTRIBUTES}; Max-Age=${MAX_AGE_SECONDS}`;
}

export function clearedChatCookie(): string {
  return `${CHAT_COOKIE}=; ${ATTRIBUTES}; Max-Age=0`;
}

/** The request's chat secret, when it is one newSecretToken could have made; undefined otherwise. */
export function chatTokenFrom(request: Request): string | undefined {
  const value = cookieValue(request.headers.get("cookie"), CHAT_COOKIE);
  return isSessionToken(value) ? value : undefined;
}
