import { describe, expect, it } from "vitest";
import {
  isTotpCode,
  normaliseRecoveryCode,
  RECOVERY_ALPHABET,
  RECOVERY_CODE_LENGTH,
  recoveryCodeFromBytes,
} from "./recovery-codes";

const bytes = (values: number[]) => Uint8Array.from(values);

describe("recoveryCodeFromBytes", () => {
  it("uses 32 distinct letters, so each byte maps evenly", () => {
    expect(new Set(RECOVERY_ALPHABET).size).toBe(32);
  });

  it("makes four groups of four", () => {
    const code = recoveryCodeFromBytes(bytes(Array.from({ length: 16 }, (_, index) => index * 17)));
    expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{4}(-[0-9a-hjkmnp-tv-z]{4}){3}$/);
  });

  it("refuses the wrong number of bytes", () => {
    expect(() => recoveryCodeFromBytes(bytes([1, 2, 3]))).toThrow();
  });
});

describe("normaliseRecoveryCode", () => {
  const code = recoveryCodeFromBytes(bytes(Array.from({ length: RECOVERY_CODE_LENGTH }, (_, index) => index * 5)));

  it("reads a code back whatever its case, spaces and dashes", () => {
    const stored = normaliseRecoveryCode(code);
    expect(stored).toHaveLength(16);
    expect(normaliseRecoveryCode(code.toUpperCase())).toBe(stored);
    expect(normaliseRecoveryCode(` ${code.replaceAll("-", " ")} `)).toBe(stored);
  });

  it("reads the look-alikes o, i and l as 0, 1 and 1", () => {
    expect(normaliseRecoveryCode("oooo-iiii-llll-0000")).toBe("0000111111110000");
  });

  it("refuses what cannot be a code", () => {
    expect(normaliseRecoveryCode("123456")).toBeNull();
    expect(normaliseRecoveryCode("uuuu-uuuu-uuuu-uuuu")).toBeNull();
    expect(normaliseRecoveryCode("")).toBeNull();
  });
});

describe("isTotpCode", () => {
  it("is six digits", () => {
    expect(isTotpCode("123456")).toBe(true);
    expect(isTotpCode("123 456")).toBe(true);
    expect(isTotpCode("12345")).toBe(false);
    expect(isTotpCode("abcd-efgh")).toBe(false);
  });
});
