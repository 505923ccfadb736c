import { describe, expect, it } from "vitest";
import { normaliseRsn, RSN_CHARACTERS_PATTERN, RSN_MAX_LENGTH, RSN_PATTERN, tidyRsn } from "./runescape-name";

describe("a RuneScape name", () => {
  it("is 1 to 12 letters, digits, spaces, - or _", () => {
    expect(RSN_MAX_LENGTH).toBe(12);
    for (const name of ["Z", "Zezima", "Iron Man_1", "a-b_c d", "123456789012"]) {
      expect(RSN_PATTERN.test(name), name).toBe(true);
    }
    for (const name of ["", "1234567890123", "thirteen-char", "Zezima!", "<script>", "Zézima", "tab\tname"]) {
      expect(RSN_PATTERN.test(name), name).toBe(false);
    }
  });

  it("is kept as the game shows it: trimmed, inner runs of spaces collapsed", () => {
    expect(tidyRsn("  Iron  Man_1 ")).toBe("Iron Man_1");
    expect(normaliseRsn("  Zezima  ")).toBe("Zezima");
    expect(normaliseRsn("Iron  Man_1")).toBe("Iron Man_1");
    expect(normaliseRsn("")).toBeNull();
    expect(normaliseRsn("123456789012")).toBe("123456789012");
    expect(normaliseRsn("1234567890123")).toBeNull();
  });

  it("may be left out where it is optional, but never hold other characters", () => {
    expect(RSN_CHARACTERS_PATTERN.test("")).toBe(true);
    expect(RSN_CHARACTERS_PATTERN.test("Zezima")).toBe(true);
    expect(RSN_CHARACTERS_PATTERN.test("Zezima!")).toBe(false);
  });
});
