import { describe, expect, it } from "vitest";
import { isPermanentSmtpFailure, MAX_RETRY_MS, retryDelayMs } from "./retry-backoff";

describe("retryDelayMs", () => {
  it("doubles from 30 s and stops growing at an hour", () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(50)).toBe(MAX_RETRY_MS);
  });

  it("starts from the configured first wait and doubles from there, still capped", () => {
    expect([1, 2, 3].map((attempt) => retryDelayMs(attempt, 2_000))).toEqual([2_000, 4_000, 8_000]);
    expect(retryDelayMs(40, 2_000)).toBe(MAX_RETRY_MS);
  });
});

describe("isPermanentSmtpFailure", () => {
  it("gives up only on 5xx replies", () => {
    expect(isPermanentSmtpFailure(550)).toBe(true);
    expect(isPermanentSmtpFailure(421)).toBe(false);
    expect(isPermanentSmtpFailure(undefined)).toBe(false);
  });
});
