import { z } from "zod";
import {
  LINE_METAS,
  type LineId,
  lineMeta,
  PRODUCT_STATUSES,
  type ProductRecord,
  type ProductStatus,
  seedRecords,
} from "./catalogue-snapshot";
import { checkProduct, type EditProblem } from "./product-edits";
import type { Product } from "./product-schema";

/*
 * The catalogue as a file: what `export` writes and `import` reads, so an operator can
 * edit many products in a text editor or keep a copy. Every product is in it, hidden ones too.
 * Reading it reports every problem at once, each with its path in the file, so one run of an
 * import shows everything to fix; nothing is written unless the whole file is sound.
 */

export const CATALOGUE_FILE_FORMAT = "runeforge-catalogue";
export const CATALOGUE_FILE_VERSION = 1;

export type CatalogueFileItem = {
  sku: string;
  line: LineId;
  position: number;
  status: ProductStatus;
  product: Product;
};

export type CatalogueFile = {
  format: typeof CATALOGUE_FILE_FORMAT;
  formatVersion: typeof CATALOGUE_FILE_VERSION;
  exportedAt: string;
  catalogueVersion: number;
  products: CatalogueFileItem[];
};

const envelopeSchema = z
  .object({
    format: z.literal(CATALOGUE_FILE_FORMAT, { message: `must be "${CATALOGUE_FILE_FORMAT}"` }),
    formatVersion: z.literal(CATALOGUE_FILE_VERSION, { message: `must be ${CATALOGUE_FILE_VERSION}` }),
    exportedAt: z.iso.datetime({ message: "must be an ISO date and time" }),
    catalogueVersion: z.number().int().min(0),
    products: z.array(z.unknown()),
  })
  .strict();

const itemSchema = z
  .object({
    sku: z.string().min(1),
    line: z.string().refine((line) => lineMeta(line) !== undefined, { message: "is not a product line" }),
    position: z.number().int().min(0).max(1_000_000),
    status: z.enum(PRODUCT_STATUSES as [ProductStatus, ...ProductStatus[]]),
    product: z.unknown(),
  })
  .strict();

export type CatalogueFileResult = { ok: true; file: CatalogueFile } | { ok: false; problems: EditProblem[] };

function issueProblems(issues: readonly z.core.$ZodIssue[], prefix: readonly (string | number)[]): EditProblem[] {
  return issues.map((issue) => ({
    path: [...prefix, ...issue.path.map(String)].join(".") || "(file)",
    message: issue.message,
  }));
}

/** The file's text as a catalogue file, or every problem with its path (`products.3.product.name`). */
export function parseCatalogueFile(text: string): CatalogueFileResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, problems: [{ path: "(file)", message: `is not JSON: ${(error as Error).message}` }] };
  }
  const envelope = envelopeSchema.safeParse(json);
  if (!envelope.success) return { ok: false, problems: issueProblems(envelope.error.issues, []) };
  const problems: EditProblem[] = [];
  const products: CatalogueFileItem[] = [];
  envelope.data.products.forEach((raw, index) => {
    const item = itemSchema.safeParse(raw);
    if (!item.success) problems.push(...issueProblems(item.error.issues, ["products", index]));
    const productProblems = productOf(raw, index);
    if (!productProblems.ok) problems.push(...productProblems.problems);
    if (item.success && productProblems.ok) {
      const { sku, line, position, status } = item.data;
      products.push({ sku, line: line as LineId, position, status, product: productProblems.product });
    }
  });
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, file: { ...envelope.data, products } as CatalogueFile };
}

function productOf(raw: unknown, index: number) {
  const product = raw !== null && typeof raw === "object" ? (raw as { product?: unknown }).product : undefined;
  return checkProduct(product, `products.${index}.product`);
}

const LINE_ORDER = new Map(LINE_METAS.map((line, index) => [line.id, index]));

/** Lines in the code's order, then each line's listing order: how the shop shows them. */
function byLineAndPosition(a: ProductRecord, b: ProductRecord): number {
  return (
    (LINE_ORDER.get(a.lineId) ?? 0) - (LINE_ORDER.get(b.lineId) ?? 0) ||
    a.position - b.position ||
    a.sku.localeCompare(b.sku)
  );
}

/** Every stored product as a file, in listing order; `exportedAt` is passed in (no clock here). */
export function catalogueFileFrom(
  records: readonly ProductRecord[],
  catalogueVersion: number,
  exportedAt: string,
): CatalogueFile {
  return {
    format: CATALOGUE_FILE_FORMAT,
    formatVersion: CATALOGUE_FILE_VERSION,
    exportedAt,
    catalogueVersion,
    products: [...records].sort(byLineAndPosition).map((record) => ({
      sku: record.sku,
      line: record.lineId,
      position: record.position,
      status: record.status,
      product: record.product,
    })),
  };
}

/**
 * The seed (content/catalogue) as `export` writes it for a freshly seeded database: every line's
 * products in the order of the line's file, at positions 10, 20, 30, …, all active, with the
 * tables their files name written out in full, at catalogue version 0. An operator's copy of the
 * seed, and what `import` into an empty database turns into the seed's products.
 */
export function seedCatalogueFile(exportedAt: string): CatalogueFile {
  return catalogueFileFrom(seedRecords(exportedAt), 0, exportedAt);
}

/** The file's text: indented, so a diff of two exports shows what changed line by line. */
export function formatCatalogueFile(file: CatalogueFile): string {
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** The file's products as the repository's import items. */
export function importItemsOf(
  file: CatalogueFile,
): (Pick<ProductRecord, "sku" | "lineId" | "position" | "status"> & { product: Product })[] {
  return file.products.map(({ sku, line, position, status, product }) => ({
    sku,
    lineId: line,
    position,
    status,
    product,
  }));
}
