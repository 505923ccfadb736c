import bundles from "../../../content/catalogue/bundles.json" with { type: "json" };
import caBoss from "../../../content/catalogue/ca-boss.json" with { type: "json" };
import caDifficulty from "../../../content/catalogue/ca-difficulty.json" with { type: "json" };
import capes from "../../../content/catalogue/capes.json" with { type: "json" };
import diaries from "../../../content/catalogue/diaries.json" with { type: "json" };
import dt2 from "../../../content/catalogue/dt2.json" with { type: "json" };
import ironmanGathering from "../../../content/catalogue/ironman-gathering.json" with { type: "json" };
import megascales from "../../../content/catalogue/megascales.json" with { type: "json" };
import minigames from "../../../content/catalogue/minigames.json" with { type: "json" };
import pvm from "../../../content/catalogue/pvm.json" with { type: "json" };
import quests from "../../../content/catalogue/quests.json" with { type: "json" };
import raids from "../../../content/catalogue/raids.json" with { type: "json" };
import skills from "../../../content/catalogue/skills.json" with { type: "json" };
import tables from "../../../content/catalogue/tables.json" with { type: "json" };
import { formatSeedProblems, loadSeedCatalogue } from "./catalogue-seed";
import type { Product, ProductLine } from "./product-schema";

/*
 * The seed catalogue: every product line's file under content/catalogue, in the order the shop
 * lists the lines, parsed once when the module loads (catalogue-seed.ts). A malformed file stops
 * the build (and the server) with the file and field to fix instead of showing a visitor a broken
 * price. It is what a fresh database starts from and what the build prerenders.
 */

export type LineId =
  | "capes"
  | "megascales"
  | "dt2"
  | "pvm"
  | "raids"
  | "quests"
  | "skills"
  | "diaries"
  | "minigames"
  | "ca-difficulty"
  | "ca-boss"
  | "bundles"
  | "ironman-gathering";

const INPUTS = [
  capes,
  megascales,
  dt2,
  pvm,
  raids,
  quests,
  skills,
  diaries,
  minigames,
  caDifficulty,
  caBoss,
  bundles,
  ironmanGathering,
];

export const CATALOGUE: readonly ProductLine[] = (() => {
  const seed = loadSeedCatalogue(INPUTS, tables);
  if (!seed.ok) throw new Error(`The catalogue seed is invalid:\n${formatSeedProblems(seed.problems)}`);
  return seed.lines;
})();

export function productPath(line: Pick<ProductLine, "basePath">, product: Pick<Product, "path" | "slug">): string {
  return product.path ?? `${line.basePath}/${product.slug}`;
}

export type CatalogueEntry = { line: ProductLine; product: Product; path: string };

const ENTRIES: readonly CatalogueEntry[] = CATALOGUE.flatMap((line) =>
  line.products.map((product) => ({ line, product, path: productPath(line, product) })),
);

(function checkUnique() {
  for (const key of ["sku", "path"] as const) {
    const seen = new Set<string>();
    for (const entry of ENTRIES) {
      const value = key === "sku" ? entry.product.sku : entry.path;
      if (seen.has(value)) throw new Error(`Catalogue has two products with the ${key} "${value}"`);
      seen.add(value);
    }
  }
})();

export function allCatalogueEntries(): readonly CatalogueEntry[] {
  return ENTRIES;
}

export function getLine(id: LineId): ProductLine {
  const line = CATALOGUE.find((candidate) => candidate.id === id);
  if (!line) throw new Error(`No catalogue line "${id}"`);
  return line;
}

export function findProduct(lineId: LineId, slug: string): CatalogueEntry | undefined {
  return ENTRIES.find((entry) => entry.line.id === lineId && entry.product.slug === slug);
}

export function findProductBySku(sku: string): CatalogueEntry | undefined {
  return ENTRIES.find((entry) => entry.product.sku === sku);
}

export function findProductByPath(path: string): CatalogueEntry | undefined {
  return ENTRIES.find((entry) => entry.path === path);
}
