/*
 * How long an operator's session lives (ADR 0009). An operator's session
 * can refund money, so it is short: it ends after 30 minutes without a request (idle) and 12 hours
 * after the password was given (absolute), whatever the activity. Times are epoch milliseconds.
 */

export const SESSION_IDLE_MS = 30 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;

/** What the back office says when a session ended for want of activity, and the page that says it. */
export const IDLE_SIGN_OUT_MESSAGE = "You were signed out after 30 minutes without activity.";
export const ADMIN_IDLE_SIGN_IN_PATH = "/admin/sign-in?ended=idle";
/** The code a refused request of an idle session carries (401), so a page can tell it from the rest. */
export const SESSION_IDLE_CODE = "unauthorized:session_idle";

export type SessionTimes = { startedAtMs: number; lastSeenAtMs: number };
export type SessionLimits = { idleMs: number; absoluteMs: number };

export type SessionVerdict = "active" | "idle_expired" | "absolute_expired";

/** Whether a session may still be used at `nowMs`; the absolute limit wins when both have passed. */
export function sessionVerdict(
  times: SessionTimes,
  nowMs: number,
  limits: SessionLimits = { idleMs: SESSION_IDLE_MS, absoluteMs: SESSION_ABSOLUTE_MS },
): SessionVerdict {
  if (nowMs - times.startedAtMs >= limits.absoluteMs) return "absolute_expired";
  if (nowMs - times.lastSeenAtMs >= limits.idleMs) return "idle_expired";
  return "active";
}

/** The cookie's Max-Age in seconds: what is left of the absolute limit (the server decides anyway). */
export function cookieMaxAgeSeconds(
  startedAtMs: number,
  nowMs: number,
  absoluteMs: number = SESSION_ABSOLUTE_MS,
): number {
  return Math.max(0, Math.floor((startedAtMs + absoluteMs - nowMs) / 1000));
}

/** One of an operator's sessions as their home page lists it (times as ISO strings). */
export type SessionSummary = {
  id: string;
  aal: "aal1" | "aal2";
  startedAt: string;
  lastSeenAt: string;
  client: string;
  userAgent: string;
};

/**
 * A cookie the back office sets for a few seconds around a page's own refresh (a paid order or a
 * message the live feed brought): that re-render is the page's doing, not the operator's, so it must
 * not keep an unattended tab signed in. It can only withhold activity, never grant access.
 */
export const ADMIN_BACKGROUND_COOKIE = "rf-admin-background";
export const ADMIN_BACKGROUND_COOKIE_SECONDS = 5;

/**
 * Whether a page request is the operator's activity (it refreshes the idle clock): not the router's
 * prefetch of a link nobody followed (`next-router-prefetch`), nor a refresh the page made by itself.
 */
export function isOperatorPageActivity(request: { prefetchHeader: string | null; backgroundCookie?: string }): boolean {
  return request.prefetchHeader === null && request.backgroundCookie !== "1";
}
