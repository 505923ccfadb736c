import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CATALOGUE } from "@/domain/catalogue/catalogue";
import {
  formatSeedProblems,
  loadSeedCatalogue,
  SEED_FOLDER,
  seedFileOf,
  TABLES_FILE,
} from "@/domain/catalogue/catalogue-seed";

/*
 * The seed's files as they are on disk: none left out of the catalogue module's list, each named
 * after its line, and all of them parsing (against the product schema) into the catalogue the
 * shop starts from.
 */

function read(file: string): unknown {
  return JSON.parse(readFileSync(file, "utf8"));
}

describe(SEED_FOLDER, () => {
  it("holds one file per product line, named after it, and the tables", () => {
    const files = readdirSync(SEED_FOLDER).sort();
    expect(files).toEqual([...CATALOGUE.map((line) => `${line.id}.json`), "tables.json"].sort());
  });

  it("parses, every file of it, into the catalogue the shop starts from", () => {
    const result = loadSeedCatalogue(
      CATALOGUE.map((line) => read(seedFileOf(line.id))),
      read(TABLES_FILE),
    );
    if (!result.ok) throw new Error(formatSeedProblems(result.problems));
    expect(result.lines).toEqual(CATALOGUE);
  });
});
