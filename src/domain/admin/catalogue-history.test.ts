import { describe, expect, it } from "vitest";
import { seedRecords } from "@/domain/catalogue/catalogue-snapshot";
import { canOfferRevert, readableChange, readableSummary, revertDecision } from "./catalogue-history";

const state = (baseCents: number, name = "Fire Cape") => ({
  line: "capes",
  position: 10,
  status: "active",
  product: { name, pricing: { kind: "fixed", baseCents } },
});

describe("the history as an operator reads it", () => {
  it("lists only the fields that moved, money in dollars", () => {
    expect(
      readableChange({ kind: "product", key: "fire-cape", before: state(1_500), after: state(1_750, "Cape") }),
    ).toEqual([
      { field: "name", before: "Fire Cape", after: "Cape" },
      { field: "Base price", before: "$15.00", after: "$17.50" },
    ]);
  });

  it("names a product's fields in its own words: an option's price, a list's item", () => {
    const fireCape = seedRecords("2026-11-27T00:00:00.000Z").find((record) => record.sku === "fire-cape");
    if (!fireCape) throw new Error("no fire cape");
    const stored = { line: "capes", position: 1, status: "active", product: fireCape.product };
    const [group, ...groups] = fireCape.product.optionGroups;
    if (!group) throw new Error("no group");
    const [main, ...choices] = group.choices;
    const after = {
      ...stored,
      status: "hidden",
      product: {
        ...fireCape.product,
        requirements: [...fireCape.product.requirements.slice(0, 1), "Ranged 60+"],
        optionGroups: [{ ...group, choices: [{ ...main, baseCents: 3_000 }, ...choices] }, ...groups],
      },
    };
    expect(readableChange({ kind: "product", key: "fire-cape", before: stored, after })).toEqual([
      { field: "Availability", before: "active", after: "hidden" },
      { field: "Requirements, item 2", before: fireCape.product.requirements[1], after: "Ranged 60+" },
      { field: "Requirements, item 3", before: fireCape.product.requirements[2], after: "(none)" },
      { field: "Main account price", before: "$22.00", after: "$30.00" },
    ]);
    expect(
      readableSummary(
        { kind: "product", key: "fire-cape", before: stored, after, version: 3, actor: "cli:ops", at: "" },
        1,
      ),
    ).toBe("Availability: active -> hidden; and 3 more");
  });

  it("shows a setting as it is typed, and an added product as added", () => {
    expect(readableChange({ kind: "setting", key: "discount_percent", before: 1_000, after: 1_500 })).toEqual([
      { field: "Site-wide discount, percent", before: "10", after: "15" },
    ]);
    expect(readableChange({ kind: "product", key: "x", before: undefined, after: state(1) })).toEqual([
      { field: "(product)", before: "(none)", after: "added" },
    ]);
  });
});

describe("what a revert does", () => {
  it("restores the before state while the change is the latest", () => {
    expect(revertDecision({ before: state(1_500), after: state(1_750) }, state(1_750))).toEqual({
      ok: true,
      restore: state(1_500),
    });
    expect(revertDecision({ before: 1_000, after: 1_500 }, 1_500)).toEqual({ ok: true, restore: 1_000 });
  });

  it("refuses when it changed again since, or when there is nothing before", () => {
    expect(revertDecision({ before: state(1_500), after: state(1_750) }, state(1_800))).toEqual({
      ok: false,
      reason: "changed-since",
    });
    expect(revertDecision({ before: 1_000, after: 1_500 }, 2_000)).toEqual({ ok: false, reason: "changed-since" });
    expect(revertDecision({ before: undefined, after: state(1) }, state(1))).toEqual({
      ok: false,
      reason: "nothing-before",
    });
    expect(canOfferRevert({ before: undefined })).toBe(false);
    expect(canOfferRevert({ before: 0 })).toBe(true);
  });
});
