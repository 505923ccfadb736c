import { fromPriceText } from "@/domain/catalogue/catalogue-command-output";
import { LINE_METAS, type ProductRecord, recordPath } from "@/domain/catalogue/catalogue-snapshot";

/*
 * The back office's catalogue list: every stored product, hidden ones too,
 * found by line (exact) and by a search over name and sku (any order of words, any case).
 */

export type CatalogueFilter = { line?: string; q?: string };

export type CatalogueRow = {
  sku: string;
  name: string;
  lineId: string;
  lineName: string;
  status: "active" | "hidden";
  price: string;
  path: string;
  updatedBy: string;
  updatedAt: string;
};

export const LINE_CHOICES = LINE_METAS.map((line) => ({ value: line.id, label: line.name }));

function lineName(id: string): string {
  return LINE_METAS.find((line) => line.id === id)?.name ?? id;
}

/** The filter from the address: the first of a repeated key, trimmed, an unknown line dropped. */
export function catalogueFilterFrom(params: Record<string, string | string[] | undefined>): CatalogueFilter {
  const first = (key: string) => {
    const raw = params[key];
    return ((Array.isArray(raw) ? raw[0] : raw) ?? "").trim().slice(0, 100);
  };
  const line = first("line");
  const q = first("q");
  return {
    ...(LINE_METAS.some((meta) => meta.id === line) ? { line } : {}),
    ...(q ? { q } : {}),
  };
}

function matches(record: ProductRecord, words: readonly string[]): boolean {
  const text = `${record.product.name} ${record.sku}`.toLowerCase();
  return words.every((word) => text.includes(word));
}

export function catalogueRows(records: readonly ProductRecord[], filter: CatalogueFilter): CatalogueRow[] {
  const words = (filter.q ?? "").toLowerCase().split(/\s+/).filter(Boolean);
  return records
    .filter((record) => (filter.line ? record.lineId === filter.line : true) && matches(record, words))
    .map((record) => ({
      sku: record.sku,
      name: record.product.name,
      lineId: record.lineId,
      lineName: lineName(record.lineId),
      status: record.status,
      price: fromPriceText(record),
      path: recordPath(record),
      updatedBy: record.updatedBy,
      updatedAt: record.updatedAt,
    }));
}
