import { formatUsd } from "@/domain/money/money";
import { fromPrice } from "@/domain/pricing/product-offer";
import { boundText } from "@/domain/settings/setting-bounds";
import { SETTING_DEFINITIONS, type ShopSettings, settingDefinition } from "@/domain/settings/shop-settings";
import { LINE_METAS, type ProductRecord, recordPath } from "./catalogue-snapshot";
import type { EditProblem } from "./product-edits";

/*
 * What `npm run catalogue` prints: aligned tables and short lines for a person at a
 * terminal, plain objects for `--json`, so a script never has to parse the tables.
 */

/** A change as the repository's history keeps it. */
export type ChangeRow = {
  version: number;
  kind: "product" | "setting";
  key: string;
  before: unknown;
  after: unknown;
  actor: string;
  at: string;
};

/** Columns padded to their widest cell; the last column is not padded, so lines carry no trailing spaces. */
export function formatTable(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? "").length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => (column === cells.length - 1 ? cell : cell.padEnd(widths[column] ?? 0)))
      .join("  ")
      .trimEnd();
  return [line(headers), ...rows.map(line)].join("\n");
}

/** One line per problem, `path: message`, as the import and the edits report them. */
export function formatProblems(problems: readonly EditProblem[]): string {
  return problems.map((problem) => `${problem.path}: ${problem.message}`).join("\n");
}

/** "$15.00", "$1.20/kill": the price a product is listed from, before the site-wide discount. */
export function fromPriceText(record: ProductRecord): string {
  const price = fromPrice(record.product);
  return price.per ? `${formatUsd(price.cents)}/${price.per}` : formatUsd(price.cents);
}

/** `list --json`: one object per product, hidden ones too. */
export function listJson(records: readonly ProductRecord[]) {
  return records.map((record) => ({
    sku: record.sku,
    line: record.lineId,
    position: record.position,
    status: record.status,
    name: record.product.name,
    path: recordPath(record),
    fromCents: fromPrice(record.product).cents,
    version: record.version,
    updatedBy: record.updatedBy,
    updatedAt: record.updatedAt,
  }));
}

/** `list`: the products, their status and their list price before the site-wide discount. */
export function listTable(records: readonly ProductRecord[]): string {
  if (records.length === 0) return "No products.";
  return formatTable(
    ["SKU", "LINE", "POS", "STATUS", "FROM (USD)", "NAME"],
    records.map((record) => [
      record.sku,
      record.lineId,
      String(record.position),
      record.status,
      fromPriceText(record),
      record.product.name,
    ]),
  );
}

/** `get --json`: the stored record with its page's path. */
export function recordJson(record: ProductRecord) {
  return {
    sku: record.sku,
    line: record.lineId,
    position: record.position,
    status: record.status,
    path: recordPath(record),
    version: record.version,
    updatedBy: record.updatedBy,
    updatedAt: record.updatedAt,
    product: record.product,
  };
}

/** `get`: where the product is and who changed it, then its data as the file format writes it. */
export function recordText(record: ProductRecord): string {
  return [
    `${record.sku}  ${record.product.name}`,
    `line      ${record.lineId} (position ${record.position})`,
    `page      ${recordPath(record)}${record.status === "hidden" ? " (hidden: answers 404)" : ""}`,
    `status    ${record.status}`,
    `from      ${fromPriceText(record)} before the site-wide discount`,
    `version   ${record.version}, by ${record.updatedBy} at ${record.updatedAt}`,
    "product",
    JSON.stringify(record.product, null, 2),
  ].join("\n");
}

/** `settings get --json`: each setting as an operator types it and as the shop stores it. */
export function settingsJson(settings: ShopSettings, key?: string) {
  return SETTING_DEFINITIONS.filter((definition) => key === undefined || definition.key === key).map((definition) => ({
    key: definition.key,
    value: definition.format(definition.read(settings)),
    stored: definition.read(settings),
    description: definition.description,
    bounds: boundText(definition.key),
  }));
}

export function settingsTable(settings: ShopSettings, key?: string): string {
  return formatTable(
    ["KEY", "VALUE", "MEANING", "BOUNDS"],
    settingsJson(settings, key).map((setting) => [setting.key, setting.value, setting.description, setting.bounds]),
  );
}

function leafText(value: unknown): string {
  if (value === undefined) return "(none)";
  const text = JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

export type LeafChange = { path: string; before: unknown; after: unknown };

/** The leaves that differ between two values, each with its path; a whole new value is one leaf. */
export function leafChanges(before: unknown, after: unknown, path = ""): LeafChange[] {
  const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === "object";
  if (isObject(before) && isObject(after) && Array.isArray(before) === Array.isArray(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => leafChanges(before[key], after[key], path === "" ? key : `${path}.${key}`));
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  return [{ path: path || "(value)", before, after }];
}

/** The leaves that differ between two values, `path: before -> after`; a whole new value is one line. */
export function changedLeaves(before: unknown, after: unknown): string[] {
  return leafChanges(before, after).map((leaf) => `${leaf.path}: ${leafText(leaf.before)} -> ${leafText(leaf.after)}`);
}

/** A setting's stored number as an operator types it (1000 basis points is "10"). */
function settingText(key: string, value: unknown): string {
  const definition = settingDefinition(key);
  return definition && typeof value === "number" ? definition.format(value) : leafText(value);
}

/** A history row in a few words: what a created product or setting became, or which fields moved. */
export function changeSummary(change: Pick<ChangeRow, "kind" | "key" | "before" | "after">, maxLeaves = 3): string {
  if (change.kind === "setting") {
    const after = settingText(change.key, change.after);
    return change.before === undefined ? `set to ${after}` : `${settingText(change.key, change.before)} -> ${after}`;
  }
  if (change.before === undefined) return "added";
  const leaves = changedLeaves(change.before, change.after);
  if (leaves.length <= maxLeaves) return leaves.join("; ");
  return `${leaves.slice(0, maxLeaves).join("; ")}; and ${leaves.length - maxLeaves} more`;
}

/**
 * `history` as a table. `summarise` says what each change moved; the command line passes the
 * back office's readable one (fields by their names, money in dollars), which lives beside the
 * history page's rules.
 */
export function historyTable(
  changes: readonly ChangeRow[],
  summarise: (change: ChangeRow) => string = (change) => changeSummary(change),
): string {
  if (changes.length === 0) return "No changes.";
  return formatTable(
    ["VERSION", "AT", "ACTOR", "KEY", "CHANGE"],
    changes.map((change) => [String(change.version), change.at, change.actor, change.key, summarise(change)]),
  );
}

/** The lines `--line` accepts, for the message that refuses another. */
export function lineIds(): string {
  return LINE_METAS.map((line) => line.id).join(", ");
}
