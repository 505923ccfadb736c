import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  formatCatalogueFile,
  importItemsOf,
  parseCatalogueFile,
  seedCatalogueFile,
} from "@/domain/catalogue/catalogue-file";
import { type ProductRecord, seedRecords } from "@/domain/catalogue/catalogue-snapshot";
import { importProducts, listProducts } from "@/server/catalogue/catalogue-repository";
import { prepareCatalogue, resetCatalogueStore } from "@/server/catalogue/catalogue-store";
import { database } from "@/server/db/database";
import { runCatalogueCommand } from "../../scripts/lib/catalogue-commands";

/*
 * The seed files and `npm run catalogue -- export` / `import` round-trip: the seed written as an
 * export file and imported into this file's empty database (TEST_DB picks SQLite or PostgreSQL)
 * gives exactly the seed's products, the start-up seed then finds nothing to change, and the
 * export command writes the seed's file back. The tests share the database, in the order written.
 */

const dialect = process.env.TEST_DB ?? "sqlite";
const workDir = mkdtempSync(join(tmpdir(), "catalogue-seed-"));

afterAll(() => {
  resetCatalogueStore();
  rmSync(workDir, { recursive: true, force: true });
});

/** What each product is in the shop, without who wrote it and when, by sku. */
function contentOf(records: readonly ProductRecord[]) {
  return records
    .map(({ sku, lineId, position, status, product }) => ({ sku, lineId, position, status, product }))
    .sort((a, b) => a.sku.localeCompare(b.sku));
}

describe(`the catalogue seed on ${dialect}`, () => {
  it("imported as a file into an empty database, gives the seed's products", async () => {
    const { db } = await database();
    expect(await listProducts(db)).toEqual([]);
    const parsed = parseCatalogueFile(formatCatalogueFile(seedCatalogueFile(new Date(0).toISOString())));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
    const imported = await importProducts(db, importItemsOf(parsed.file), "cli:test");
    expect(imported.ok).toBe(true);
    expect(contentOf(await listProducts(db))).toEqual(contentOf(seedRecords("")));
  });

  it("is what `export` writes back, once the start-up seed finds every product there", async () => {
    resetCatalogueStore();
    const seeded = await prepareCatalogue();
    expect({ inserted: seeded.inserted, updated: seeded.updated }).toEqual({ inserted: [], updated: [] });

    const out: string[] = [];
    const at = new Date("2026-01-02T03:04:05.000Z");
    const exit = await runCatalogueCommand(
      { name: "export", file: "seed.json" },
      {
        out: (text) => out.push(text),
        err: (text) => out.push(text),
        actor: "cli:test",
        now: () => at,
        resolvePath: (file) => join(workDir, file),
      },
    );
    expect(exit, out.join("\n")).toBe(0);
    const written = JSON.parse(readFileSync(join(workDir, "seed.json"), "utf8"));
    const { catalogueVersion: _version, ...seed } = seedCatalogueFile(at.toISOString());
    expect(written).toMatchObject(seed);
    expect(written.products).toEqual(seed.products);
  });
});
