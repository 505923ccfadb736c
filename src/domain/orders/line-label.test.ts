import { describe, expect, it } from "vitest";
import { detailSaysCount, lineCountSuffix, lineLabel } from "./line-label";

describe("lineLabel", () => {
  it("says a quantity once: the options of a product sold by the unit already give it", () => {
    expect(lineLabel({ name: "Vorkath", subName: "30 kills · Awakened", count: 30 })).toBe(
      "Vorkath (30 kills · Awakened)",
    );
    expect(lineLabel({ name: "Vorkath", subName: "30 kills", count: 30 })).toBe("Vorkath (30 kills)");
    expect(lineLabel({ name: "Motherlode", subName: "2,000 batches of 100", count: 2_000 })).toBe(
      "Motherlode (2,000 batches of 100)",
    );
  });

  it("adds the count when the options do not say it", () => {
    expect(lineLabel({ name: "Fire Cape", subName: "Zerker", count: 2 })).toBe("Fire Cape (Zerker) × 2");
    expect(lineLabel({ name: "Quest", subName: "", count: 3 })).toBe("Quest × 3");
    expect(lineLabel({ name: "Quest", count: 1_500 })).toBe("Quest × 1,500");
    // A figure later in the options is not the count.
    expect(lineLabel({ name: "Zulrah", subName: "Tank · 30 kills", count: 30 })).toBe("Zulrah (Tank · 30 kills) × 30");
    // "3 kills" is not "30 kills".
    expect(lineLabel({ name: "Vorkath", subName: "3 kills", count: 30 })).toBe("Vorkath (3 kills) × 30");
  });

  it("leaves a single line as its name and options", () => {
    expect(lineLabel({ name: "OSRS Gold", subName: "750M", count: 1 })).toBe("OSRS Gold (750M)");
    expect(lineLabel({ name: "Infernal Cape", subName: null, count: 1 })).toBe("Infernal Cape");
    expect(lineCountSuffix({ name: "Vorkath", subName: "1 kill", count: 1 })).toBe("");
  });

  it("reads the count only from the options' first part", () => {
    expect(detailSaysCount({ name: "Vorkath", subName: "30 kills · Awakened", count: 30 })).toBe(true);
    expect(detailSaysCount({ name: "Vorkath", subName: "Awakened · 30 kills", count: 30 })).toBe(false);
    expect(detailSaysCount({ name: "Vorkath", subName: "", count: 30 })).toBe(false);
  });
});
