import { describe, expect, it } from "vitest";
import type { OptionGroup } from "@/domain/catalogue/product-schema";
import { lineOptionsText } from "./line-options";

const groups: OptionGroup[] = [
  {
    id: "play-method",
    label: "Play method",
    kind: "single",
    choices: [
      { id: "parsec", label: "Parsec" },
      { id: "account", label: "On your account" },
    ],
  },
  {
    id: "extras",
    label: "Extras",
    kind: "multi",
    choices: [
      { id: "stream", label: "Stream", addPercent: 15 },
      { id: "express", label: "Express", addPercent: 25 },
    ],
  },
];

describe("lineOptionsText", () => {
  it("names options by their labels and leaves empty groups out", () => {
    expect(lineOptionsText({ "play-method": "parsec", extras: "" }, groups)).toBe("Play method: Parsec");
    expect(lineOptionsText({ "play-method": "account", extras: "stream,express" }, groups)).toBe(
      "Play method: On your account, Extras: Stream, Express",
    );
  });

  it("writes other keys as words, and an unknown product's options as they were stored", () => {
    expect(lineOptionsText({ fromLevel: 60, "to-level": 99 }, groups)).toBe("From level: 60, To level: 99");
    expect(lineOptionsText({ "play-method": "parsec", extras: "" }, undefined)).toBe("Play method: parsec");
    expect(lineOptionsText({}, groups)).toBe("—");
  });
});
