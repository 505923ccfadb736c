import { describe, expect, it } from "vitest";
import { titleWithCount } from "./live-title";

describe("titleWithCount", () => {
  it("puts the count in front, replacing an earlier one", () => {
    expect(titleWithCount("Messages | RuneForge back office", 3)).toBe("(3) Messages | RuneForge back office");
    expect(titleWithCount("(3) Messages | RuneForge back office", 12)).toBe("(12) Messages | RuneForge back office");
  });

  it("drops the count at 0 and leaves a title that only starts with a bracket alone", () => {
    expect(titleWithCount("(3) Home | RuneForge back office", 0)).toBe("Home | RuneForge back office");
    expect(titleWithCount("(draft) Home", 0)).toBe("(draft) Home");
  });
});
