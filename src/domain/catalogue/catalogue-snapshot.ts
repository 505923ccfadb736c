import type { ShopSettings } from "@/domain/settings/shop-settings";
import { CATALOGUE, type CatalogueEntry, type LineId, productPath } from "./catalogue";
import type { Product, ProductLine } from "./product-schema";

/*
 * The catalogue as the shop sells it at one moment: the product lines fixed in code,
 * the products and settings from the database, and the version they were read at. Pages, the
 * checkout and the command line all read one of these; nothing here touches the database.
 */

export type ProductStatus = "active" | "hidden";
export const PRODUCT_STATUSES: readonly ProductStatus[] = ["active", "hidden"];

/** One stored product: its data (the product schema's shape) and where and whether it is shown. */
export type ProductRecord = {
  sku: string;
  lineId: LineId;
  /** Its place in its line's listing, smallest first. */
  position: number;
  status: ProductStatus;
  product: Product;
  /** Raised by one on every change of this product. */
  version: number;
  /** "seed" while the shop's code owns it; who changed it last otherwise ("cli", an operator). */
  updatedBy: string;
  updatedAt: string;
};

export type CatalogueSnapshot = {
  /** The catalogue's version: raised by one on every change of a product or a setting. */
  version: number;
  settings: ShopSettings;
  /** Every line, with its active products in listing order (a line may be left with none). */
  lines: readonly ProductLine[];
  /** Every stored product, hidden ones too. */
  records: readonly ProductRecord[];
  /** The active products with their pages. */
  entries: readonly CatalogueEntry[];
  bySku: ReadonlyMap<string, CatalogueEntry>;
  byPath: ReadonlyMap<string, CatalogueEntry>;
  recordBySku: ReadonlyMap<string, ProductRecord>;
};

export const SEED_ACTOR = "seed";

/** A line's metadata as code fixes it: everything but its products. */
export type LineMeta = Omit<ProductLine, "products">;

export const LINE_METAS: readonly LineMeta[] = CATALOGUE.map(({ products: _products, ...meta }) => meta);

export function lineMeta(id: string): LineMeta | undefined {
  return LINE_METAS.find((line) => line.id === id);
}

/** The products the shop's code ships, as records: applied to the database at start-up. */
export function seedRecords(at: string): ProductRecord[] {
  return CATALOGUE.flatMap((line) =>
    line.products.map((product, index) => ({
      sku: product.sku,
      lineId: line.id as LineId,
      position: (index + 1) * 10,
      status: "active" as const,
      product,
      version: 1,
      updatedBy: SEED_ACTOR,
      updatedAt: at,
    })),
  );
}

export function recordPath(record: Pick<ProductRecord, "lineId" | "product">): string {
  const line = lineMeta(record.lineId);
  return productPath(line ?? { basePath: "" }, record.product);
}

export function buildSnapshot(
  version: number,
  records: readonly ProductRecord[],
  settings: ShopSettings,
): CatalogueSnapshot {
  const ordered = [...records].sort((a, b) => a.position - b.position || a.sku.localeCompare(b.sku));
  const lines: ProductLine[] = LINE_METAS.map((meta) => ({
    ...meta,
    products: ordered
      .filter((record) => record.lineId === meta.id && record.status === "active")
      .map((record) => record.product),
  }));
  const entries: CatalogueEntry[] = lines.flatMap((line) =>
    line.products.map((product) => ({ line, product, path: productPath(line, product) })),
  );
  return {
    version,
    settings,
    lines,
    records: ordered,
    entries,
    bySku: new Map(entries.map((entry) => [entry.product.sku, entry])),
    byPath: new Map(entries.map((entry) => [entry.path, entry])),
    recordBySku: new Map(ordered.map((record) => [record.sku, record])),
  };
}

/** The catalogue the code ships, at version 0: what a build prerenders from. */
export function seedSnapshot(settings: ShopSettings): CatalogueSnapshot {
  return buildSnapshot(0, seedRecords(new Date(0).toISOString()), settings);
}

export function snapshotLine(snapshot: CatalogueSnapshot, id: LineId): ProductLine {
  const line = snapshot.lines.find((candidate) => candidate.id === id);
  if (!line) throw new Error(`No catalogue line "${id}"`);
  return line;
}

/** An active product of the line by its slug. */
export function snapshotProduct(snapshot: CatalogueSnapshot, lineId: LineId, slug: string): CatalogueEntry | undefined {
  const entry = snapshot.entries.find((candidate) => candidate.line.id === lineId && candidate.product.slug === slug);
  return entry;
}

/**
 * Problems that would make a set of records a broken catalogue, each with the sku it concerns:
 * a line the code does not have, two products on one path or slug.
 */
export function recordsProblems(records: readonly ProductRecord[]): { sku: string; path: string; message: string }[] {
  const problems: { sku: string; path: string; message: string }[] = [];
  const paths = new Map<string, string>();
  const slugs = new Map<string, string>();
  for (const record of records) {
    if (!lineMeta(record.lineId)) {
      problems.push({ sku: record.sku, path: "line", message: `is not a product line: "${record.lineId}"` });
      continue;
    }
    if (record.product.sku !== record.sku) {
      problems.push({ sku: record.sku, path: "product.sku", message: "cannot change: carts and orders refer to it" });
    }
    const path = recordPath(record);
    const samePath = paths.get(path);
    if (samePath)
      problems.push({ sku: record.sku, path: "product.path", message: `${path} is already ${samePath}'s page` });
    else paths.set(path, record.sku);
    const slugKey = `${record.lineId}/${record.product.slug}`;
    const sameSlug = slugs.get(slugKey);
    if (sameSlug)
      problems.push({ sku: record.sku, path: "product.slug", message: `is already ${sameSlug}'s slug in its line` });
    else slugs.set(slugKey, record.sku);
  }
  return problems;
}

/** A stable text of what a snapshot shows, so two snapshots can be told apart without a version. */
export function snapshotFingerprint(snapshot: Pick<CatalogueSnapshot, "records" | "settings">): string {
  return JSON.stringify({
    settings: snapshot.settings,
    records: snapshot.records.map((record) => [
      record.sku,
      record.lineId,
      record.position,
      record.status,
      record.product,
    ]),
  });
}

export function recordOf(snapshot: CatalogueSnapshot, sku: string): ProductRecord | undefined {
  return snapshot.recordBySku.get(sku);
}

export type { CatalogueEntry, LineId, Product };
