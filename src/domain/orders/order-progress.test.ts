import { describe, expect, it } from "vitest";
import { checkProgress, isProgressUnit, progressPercent, progressText, suggestedUnit } from "./order-progress";

describe("checkProgress", () => {
  it("accepts a figure within its goal, and counts percent to 100", () => {
    expect(checkProgress({ done: 120, target: 250, unit: "kills" })).toEqual({
      ok: true,
      progress: { done: 120, target: 250, unit: "kills" },
    });
    expect(checkProgress({ done: 40, unit: "percent" })).toEqual({
      ok: true,
      progress: { done: 40, target: 100, unit: "percent" },
    });
  });

  it("refuses negative, fractional, missing or oversized figures, each by its field", () => {
    expect(checkProgress({ done: -1, target: 10, unit: "kills" })).toMatchObject({ ok: false, field: "done" });
    expect(checkProgress({ done: 1.5, target: 10, unit: "kills" })).toMatchObject({ ok: false, field: "done" });
    expect(checkProgress({ done: 1, unit: "kills" })).toMatchObject({ ok: false, field: "target" });
    expect(checkProgress({ done: 1, target: 0, unit: "xp" })).toMatchObject({ ok: false, field: "target" });
    expect(checkProgress({ done: 101, unit: "percent" })).toEqual({
      ok: false,
      field: "done",
      reason: "Done cannot be more than the goal (100).",
    });
    expect(checkProgress({ done: 0, target: 300_000_000, unit: "xp" })).toMatchObject({ ok: false, field: "target" });
  });
});

describe("progressText and progressPercent", () => {
  it("reads as the customer expects", () => {
    expect(progressText({ done: 40, target: 100, unit: "percent" })).toBe("40%");
    expect(progressText({ done: 120, target: 250, unit: "kills" })).toBe("120 of 250 kills");
    expect(progressText({ done: 1_250_000, target: 13_034_431, unit: "xp" })).toBe("1,250,000 of 13,034,431 XP");
  });

  it("rounds down so nearly done is not done", () => {
    expect(progressPercent({ done: 249, target: 250, unit: "kills" })).toBe(99);
    expect(progressPercent({ done: 250, target: 250, unit: "kills" })).toBe(100);
  });
});

describe("suggestedUnit and isProgressUnit", () => {
  it("fits the service", () => {
    expect(suggestedUnit(["pvm"])).toBe("kills");
    expect(suggestedUnit(["skills"])).toBe("xp");
    expect(suggestedUnit(["quests"])).toBe("percent");
    expect(isProgressUnit("xp")).toBe(true);
    expect(isProgressUnit("gp")).toBe(false);
  });
});
