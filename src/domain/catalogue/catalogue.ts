import { bundlesLine } from "./lines/bundles";
import { capesLine } from "./lines/capes";
import { caBossLine, caDifficultyLine } from "./lines/combat-achievements";
import { diariesLine } from "./lines/diaries";
import { dt2Line } from "./lines/dt2";
import { ironmanGatheringLine } from "./lines/ironman-gathering";
import { megascalesLine } from "./lines/megascales";
import { minigamesLine } from "./lines/minigames";
import { pvmLine } from "./lines/pvm";
import { questsLine } from "./lines/quests";
import { raidsLine } from "./lines/raids";
import { skillsLine } from "./lines/skills";
import { type Product, type ProductLine, productLineSchema } from "./product-schema";

/*
 * Every product line, parsed once when the module loads: a malformed line stops the build (and
 * the server) with zod's message instead of showing a visitor a broken price.
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
  capesLine,
  megascalesLine,
  dt2Line,
  pvmLine,
  raidsLine,
  questsLine,
  skillsLine,
  diariesLine,
  minigamesLine,
  caDifficultyLine,
  caBossLine,
  bundlesLine,
  ironmanGatheringLine,
];

export const CATALOGUE: readonly ProductLine[] = INPUTS.map((input) => {
  const result = productLineSchema.safeParse(input);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`Catalogue line "${input.id}" is invalid at ${issue?.path.join(".")}: ${issue?.message}`);
  }
  return result.data;
});

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
