import { describe, expect, it } from "vitest";
import { seedRecords } from "@/domain/catalogue/catalogue-snapshot";
import { applyEditorValues, editorFields, problemsByField } from "./catalogue-editor";

const records = seedRecords("2026-11-27T00:00:00.000Z");
const record = (sku: string) => {
  const found = records.find((candidate) => candidate.sku === sku);
  if (!found) throw new Error(sku);
  return found;
};

describe("the catalogue editor's fields", () => {
  it("shows a fixed price in dollars, the text and the availability", () => {
    const fields = editorFields(record("fire-cape"));
    const base = fields.find((field) => field.path === "pricing.baseCents");
    expect(base).toMatchObject({ kind: "money", section: "price" });
    expect(base?.value).toMatch(/^\d+\.\d\d$/);
    expect(fields.map((field) => field.path)).toEqual(
      expect.arrayContaining(["status", "name", "shortDescription", "longDescription", "requirements"]),
    );
  });

  it("shows every priced part of every pricing kind and option", () => {
    for (const each of records) {
      const fields = editorFields(each);
      expect(fields.filter((field) => field.section === "price").length, each.sku).toBeGreaterThan(0);
      // Every field reads back as it was: applying the form unchanged changes nothing.
      const values = Object.fromEntries(fields.map((field) => [field.path, field.value]));
      const applied = applyEditorValues(each, values);
      expect(applied, each.sku).toEqual({ ok: true, status: each.status, product: each.product });
    }
    const options = records.flatMap((each) => editorFields(each)).filter((field) => field.section === "options");
    expect(options.some((field) => field.kind === "percent")).toBe(true);
  });
});

describe("applying the operator's values", () => {
  it("writes dollars as cents, lines as a list and the status", () => {
    const applied = applyEditorValues(record("fire-cape"), {
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
    const applied = applyEditorValues(record("fire-cape"), {
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
