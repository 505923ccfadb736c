import { describe, expect, it } from "vitest";
import { seedRecords } from "@/domain/catalogue/catalogue-snapshot";
import { catalogueFilterFrom, catalogueRows } from "./catalogue-list";

const records = seedRecords("2026-11-27T00:00:00.000Z");

describe("the catalogue list", () => {
  it("finds a product by line, by name and by sku", () => {
    const fire = records.find((record) => record.sku === "fire-cape");
    if (!fire) throw new Error("no fire cape");
    expect(catalogueRows(records, { line: fire.lineId }).map((row) => row.sku)).toContain("fire-cape");
    expect(catalogueRows(records, { line: fire.lineId }).every((row) => row.lineId === fire.lineId)).toBe(true);
    expect(catalogueRows(records, { q: "CAPE fire" }).map((row) => row.sku)).toContain("fire-cape");
    expect(catalogueRows(records, { q: "fire-cape" }).map((row) => row.sku)).toEqual(["fire-cape"]);
    expect(catalogueRows(records, { q: "no such thing" })).toEqual([]);
    expect(catalogueRows(records, {})).toHaveLength(records.length);
  });

  it("reads the filter from the address, dropping an unknown line", () => {
    expect(catalogueFilterFrom({ line: ["capes", "x"], q: "  fire " })).toEqual({ line: "capes", q: "fire" });
    expect(catalogueFilterFrom({ line: "nope", q: "" })).toEqual({});
  });
});
