import { describe, expect, it } from "vitest";
import { substituteTokens } from "./substitute-tokens";

describe("substituteTokens", () => {
  it("replaces every occurrence of a known token", () => {
    expect(substituteTokens("{{siteName}} and {{siteName}}", { siteName: "RuneForge" })).toBe(
      "RuneForge and RuneForge",
    );
  });

  it("replaces several different tokens", () => {
    expect(
      substituteTokens("Write to {{supportEmail}} at {{siteName}}.", {
        siteName: "RuneForge",
        supportEmail: "support@example.com",
      }),
    ).toBe("Write to support@example.com at RuneForge.");
  });

  it("tolerates spaces inside the braces", () => {
    expect(substituteTokens("{{ siteName }}", { siteName: "RuneForge" })).toBe("RuneForge");
  });

  it("leaves unknown tokens as written", () => {
    expect(substituteTokens("Hello {{who}}", { siteName: "RuneForge" })).toBe("Hello {{who}}");
  });

  it("ignores inherited object properties", () => {
    expect(substituteTokens("{{constructor}} {{toString}}", {})).toBe("{{constructor}} {{toString}}");
  });

  it("does not treat malformed braces as tokens", () => {
    const text = "{ single } {{ two words }} {{}} {{1abc}}";
    expect(substituteTokens(text, { two: "x", words: "y" })).toBe(text);
  });

  it("inserts values literally, even ones that look like replacement patterns", () => {
    expect(substituteTokens("{{a}}", { a: "$& $1 $$" })).toBe("$& $1 $$");
  });

  it("returns text without tokens unchanged", () => {
    expect(substituteTokens("plain text", { a: "b" })).toBe("plain text");
  });
});
