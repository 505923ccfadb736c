import { describe, expect, it } from "vitest";
import type { PromoTargets } from "./promo-form";
import { chosenTargets, MAX_TARGET_OPTIONS, targetGroups } from "./promo-target-search";

const KNOWN: PromoTargets = {
  lines: [
    { id: "capes", name: "Capes" },
    { id: "raids", name: "Raids" },
  ],
  products: [
    { sku: "fire-cape", name: "Fire Cape", lineId: "capes" },
    { sku: "infernal-cape", name: "Infernal Cape", lineId: "capes" },
    { sku: "cox", name: "Chambers of Xeric", lineId: "raids" },
  ],
};

describe("the eligible products picker's search", () => {
  it("offers the names that match, any case, grouped by line", () => {
    expect(targetGroups(KNOWN, "skus", "Fire", [])).toEqual([
      { label: "Capes", options: [{ id: "fire-cape", name: "Fire Cape" }] },
    ]);
    expect(targetGroups(KNOWN, "skus", "cape", [])).toEqual([
      {
        label: "Capes",
        options: [
          { id: "fire-cape", name: "Fire Cape" },
          { id: "infernal-cape", name: "Infernal Cape" },
        ],
      },
    ]);
    expect(targetGroups(KNOWN, "skus", "fire cape", [])[0]?.options).toEqual([{ id: "fire-cape", name: "Fire Cape" }]);
    expect(targetGroups(KNOWN, "skus", "", []).map((group) => group.label)).toEqual(["Capes", "Raids"]);
  });

  it("leaves out what is chosen, and offers lines by name for a code limited to lines", () => {
    expect(targetGroups(KNOWN, "skus", "cape", ["fire-cape"])[0]?.options).toEqual([
      { id: "infernal-cape", name: "Infernal Cape" },
    ]);
    expect(targetGroups(KNOWN, "lines", "rai", [])).toEqual([
      { label: "Product lines", options: [{ id: "raids", name: "Raids" }] },
    ]);
    expect(targetGroups(KNOWN, "skus", "whip", [])).toEqual([]);
  });

  it("shows at most a readable number of names", () => {
    const many: PromoTargets = {
      lines: [{ id: "big", name: "Big" }],
      products: Array.from({ length: 100 }, (_, index) => ({
        sku: `p${index}`,
        name: `Product ${index}`,
        lineId: "big",
      })),
    };
    expect(targetGroups(many, "skus", "product", [])[0]?.options).toHaveLength(MAX_TARGET_OPTIONS);
  });

  it("reads the form's comma-joined ids", () => {
    expect(chosenTargets("fire-cape, cox,")).toEqual(["fire-cape", "cox"]);
    expect(chosenTargets("")).toEqual([]);
  });
});
