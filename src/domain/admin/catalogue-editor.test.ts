import { describe, expect, it } from "vitest";
import { seedRecords } from "@/domain/catalogue/catalogue-snapshot";
import { applyEditorValues, type EditorField, editorFields, fieldHint, problemsByField } from "./catalogue-editor";

const records = seedRecords("2026-11-27T00:00:00.000Z");
const record = (sku: string) => {
  const found = records.find((candidate) => candidate.sku === sku);
  if (!found) throw new Error(sku);
  return found;
};

describe("the catalogue editor's fields", () => {
  it("shows a fixed price in dollars with its bound, the text and the availability", () => {
    const fields = editorFields(record("quest-dragon-slayer-ii"));
    const base = fields.find((field) => field.path === "pricing.baseCents");
    expect(base).toMatchObject({ kind: "money", section: "price", label: "Base price", value: "80.00" });
    expect(fieldHint(base as EditorField)).toContain("from $0.50 to $10,000.00");
    expect(base?.value).toMatch(/^\d+\.\d\d$/);
    expect(fields.map((field) => field.path)).toEqual(
      expect.arrayContaining(["status", "name", "shortDescription", "longDescription", "requirements"]),
    );
  });

  it("shows every priced part of every pricing kind and option", () => {
    for (const each of records) {
      const fields = editorFields(each);
      const priced = fields.filter((field) => field.kind === "money" || field.kind === "rate");
      expect(priced.length, each.sku).toBeGreaterThan(0);
      // Every field reads back as it was: applying the form unchanged changes nothing.
      const values = Object.fromEntries(fields.map((field) => [field.path, field.value]));
      const applied = applyEditorValues(each, values);
      expect(applied, each.sku).toEqual({ ok: true, status: each.status, product: each.product });
    }
    const options = records.flatMap((each) => editorFields(each)).filter((field) => field.section === "options");
    expect(options.some((field) => field.kind === "percent")).toBe(true);
  });
});

describe("a product whose options carry their own prices", () => {
  it("shows each option's price by its name and no dead base price", () => {
    const fields = editorFields(record("fire-cape"));
    expect(fields.some((field) => field.path === "pricing.baseCents")).toBe(false);
    expect(fields.filter((field) => field.kind === "money").map((field) => [field.label, field.value])).toEqual([
      ["Main account price", "22.00"],
      ["Zerker (45 Defence) account price", "35.00"],
      ["Pure (1 Defence) account price", "45.00"],
    ]);
    expect(editorFields(record("minigame-barbarian-assault")).map((field) => field.label)).toContain(
      "Fighter torso price",
    );
  });

  it("writes an option's price and refuses the dead base price", () => {
    const applied = applyEditorValues(record("fire-cape"), { "optionGroups.0.choices.0.baseCents": "30" });
    if (!applied.ok) throw new Error(JSON.stringify(applied.problems));
    expect(applied.product.optionGroups[0]?.choices[0]?.baseCents).toBe(3_000);
    expect(applyEditorValues(record("fire-cape"), { "pricing.baseCents": "30" })).toMatchObject({
      ok: false,
      problems: [{ path: "pricing.baseCents", message: "is not a field of this product" }],
    });
  });

  it("shows a variant's own unit prices instead of the product's dead ones", () => {
    const labels = editorFields(record("dt2-vardorvis")).map((field) => field.label);
    expect(labels).toEqual(
      expect.arrayContaining(["Normal: price per kill from 1 kill", "Awakened: price per kill from 1 kill"]),
    );
    expect(labels).not.toContain("Price per kill from 1 kill");
  });
});

describe("applying the operator's values", () => {
  it("writes dollars as cents, lines as a list and the status", () => {
    const applied = applyEditorValues(record("quest-dragon-slayer-ii"), {
      "pricing.baseCents": "12.5",
      requirements: " 70 Ranged \n\n Desert Treasure ",
      status: "hidden",
    });
    if (!applied.ok) throw new Error(JSON.stringify(applied.problems));
    expect(applied.product.pricing).toEqual({ kind: "fixed", baseCents: 1_250 });
    expect(applied.product.requirements).toEqual(["70 Ranged", "Desert Treasure"]);
    expect(applied.status).toBe("hidden");
  });

  it("names every refused field by its path, the schema's problems too", () => {
    const applied = applyEditorValues(record("quest-dragon-slayer-ii"), {
      "pricing.baseCents": "-1",
      name: "  ",
      status: "gone",
      "pricing.kind": "tiered",
    });
    expect(applied.ok).toBe(false);
    if (applied.ok) return;
    expect(applied.problems.map((problem) => problem.path).sort()).toEqual(
      ["name", "pricing.baseCents", "pricing.kind", "status"].sort(),
    );
    expect(applied.problems.find((problem) => problem.path === "pricing.baseCents")?.message).toContain("dollars");
  });

  it("keys problems by field, and one the form does not show under the form's own line", () => {
    const fields = [{ path: "name" }];
    expect(
      problemsByField(fields, [
        { path: "name", message: "is empty" },
        { path: "slug", message: "is taken" },
      ]),
    ).toEqual({ name: "is empty", "": "slug is taken" });
  });
});
