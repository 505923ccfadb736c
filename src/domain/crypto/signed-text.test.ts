import { describe, expect, it } from "vitest";
import { sameText } from "./signed-text";

describe("sameText", () => {
  it("is true only for the same text", () => {
    expect(sameText("abc", "abc")).toBe(true);
    expect(sameText("abc", "abd")).toBe(false);
    expect(sameText("abc", "abcd")).toBe(false);
    expect(sameText("", "")).toBe(true);
  });
});
