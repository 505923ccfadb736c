import { describe, expect, it } from "vitest";
import {
  cookieMaxAgeSeconds,
  isOperatorPageActivity,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  sessionVerdict,
} from "./session-policy";

const MINUTE = 60_000;
const start = Date.UTC(2026, 0, 1, 8, 0, 0);

describe("sessionVerdict", () => {
  it("keeps a session in use for up to 30 idle minutes", () => {
    expect(SESSION_IDLE_MS).toBe(30 * MINUTE);
    expect(sessionVerdict({ startedAtMs: start, lastSeenAtMs: start }, start + 29 * MINUTE)).toBe("active");
    expect(sessionVerdict({ startedAtMs: start, lastSeenAtMs: start }, start + 30 * MINUTE)).toBe("idle_expired");
  });

  it("counts the idle time from the last request, not the start", () => {
    const lastSeenAtMs = start + 60 * MINUTE;
    expect(sessionVerdict({ startedAtMs: start, lastSeenAtMs }, lastSeenAtMs + 29 * MINUTE)).toBe("active");
  });

  it("ends every session 12 hours after sign-in, however active", () => {
    expect(SESSION_ABSOLUTE_MS).toBe(12 * 60 * MINUTE);
    const end = start + SESSION_ABSOLUTE_MS;
    expect(sessionVerdict({ startedAtMs: start, lastSeenAtMs: end - MINUTE }, end - 1)).toBe("active");
    expect(sessionVerdict({ startedAtMs: start, lastSeenAtMs: end - MINUTE }, end)).toBe("absolute_expired");
  });

  it("names the absolute limit when both have passed", () => {
    expect(sessionVerdict({ startedAtMs: start, lastSeenAtMs: start }, start + SESSION_ABSOLUTE_MS)).toBe(
      "absolute_expired",
    );
  });

  it("takes other limits", () => {
    const limits = { idleMs: MINUTE, absoluteMs: 10 * MINUTE };
    expect(sessionVerdict({ startedAtMs: start, lastSeenAtMs: start }, start + MINUTE, limits)).toBe("idle_expired");
  });
});

describe("cookieMaxAgeSeconds", () => {
  it("is what is left of the absolute limit, never negative", () => {
    expect(cookieMaxAgeSeconds(start, start)).toBe(12 * 3600);
    expect(cookieMaxAgeSeconds(start, start + 60 * MINUTE)).toBe(11 * 3600);
    expect(cookieMaxAgeSeconds(start, start + SESSION_ABSOLUTE_MS + 1)).toBe(0);
  });
});

describe("isOperatorPageActivity", () => {
  it("counts a page the operator loads or navigates to", () => {
    expect(isOperatorPageActivity({ prefetchHeader: null })).toBe(true);
    expect(isOperatorPageActivity({ prefetchHeader: null, backgroundCookie: "0" })).toBe(true);
  });

  it("does not count the router's prefetch or the page's own refresh", () => {
    expect(isOperatorPageActivity({ prefetchHeader: "1" })).toBe(false);
    expect(isOperatorPageActivity({ prefetchHeader: null, backgroundCookie: "1" })).toBe(false);
  });
});
