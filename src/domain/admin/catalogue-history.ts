import { type ChangeRow, changeSummary, leafChanges } from "@/domain/catalogue/catalogue-command-output";
import { priceLabels } from "@/domain/catalogue/price-fields";
import { productSchema } from "@/domain/catalogue/product-schema";
import { formatUsd } from "@/domain/money/money";
import { settingDefinition } from "@/domain/settings/shop-settings";
import { editorFields, STATUS_PATH } from "./catalogue-editor";
import { settingLabel } from "./catalogue-settings";

/*
 * The catalogue's history as the back office shows it, and what a revert
 * does. History is append-only: a revert writes the change's "before" back as a new change. It
 * is allowed only while the product or setting is still as that change left it (the change is
 * its latest); otherwise it is refused, so a revert never silently undoes a later edit.
 */

export type ReadableLeaf = { field: string; before: string; after: string };

function valueText(path: string, value: unknown): string {
  if (value === undefined) return "(none)";
  if (typeof value === "number" && /Cents$/.test(path)) return formatUsd(value);
  if (typeof value === "string") return value.length > 120 ? `${value.slice(0, 117)}...` : value;
  const text = JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
}

function settingValueText(key: string, value: unknown): string {
  const definition = settingDefinition(key);
  if (value === undefined) return "(none)";
  return definition && typeof value === "number" ? definition.format(value) : JSON.stringify(value);
}

/** A stored product state's fields by path, named as the editor names them. */
function productLabels(state: unknown): Map<string, string> {
  const record = state !== null && typeof state === "object" ? (state as Record<string, unknown>) : {};
  const labels = new Map<string, string>([
    ["status", "Availability"],
    ["line", "Product line"],
    ["position", "Position in its line"],
    ["product.pricing.baseCents", "Base price"],
  ]);
  const parsed = productSchema.safeParse(record.product);
  if (parsed.success) {
    const status = record.status === "hidden" ? "hidden" : "active";
    // Dead prices too: a change made to one before the editor stopped showing it is still named.
    for (const [path, label] of priceLabels(parsed.data)) labels.set(`product.${path}`, label);
    for (const field of editorFields({ status, product: parsed.data })) {
      if (field.path !== STATUS_PATH) labels.set(`product.${field.path}`, field.label);
    }
  }
  return labels;
}

/** "Main account price", "Requirements, item 2", or the path itself when nothing names it. */
function fieldName(path: string, labels: ReadonlyMap<string, string>): string {
  const exact = labels.get(path);
  if (exact) return exact;
  const item = /^(.*)\.(\d+)$/.exec(path);
  const list = item ? labels.get(item[1] as string) : undefined;
  if (item && list) return `${list}, item ${Number(item[2]) + 1}`;
  return path.replace(/^product\./, "");
}

/** The fields a change moved, old and new, as an operator reads them (dollars for money, fields by their names). */
export function readableChange(change: Pick<ChangeRow, "kind" | "key" | "before" | "after">): ReadableLeaf[] {
  if (change.kind === "setting") {
    return [
      {
        field: settingLabel(change.key),
        before: settingValueText(change.key, change.before),
        after: settingValueText(change.key, change.after),
      },
    ];
  }
  if (change.before === undefined) return [{ field: "(product)", before: "(none)", after: "added" }];
  const labels = new Map([...productLabels(change.before), ...productLabels(change.after)]);
  return leafChanges(change.before, change.after).map((leaf) => {
    const path = leaf.path.replace(/^product\./, "");
    return {
      field: fieldName(leaf.path, labels),
      before: valueText(path, leaf.before),
      after: valueText(path, leaf.after),
    };
  });
}

/**
 * A product change in a few words for the command line's `history`, as the back office reads it
 * ("Main account price: $22.00 -> $30.00"); a setting or an added product as `changeSummary` says it.
 */
export function readableSummary(change: ChangeRow, maxLeaves = 3): string {
  if (change.kind === "setting" || change.before === undefined) return changeSummary(change, maxLeaves);
  const leaves = readableChange(change).map((leaf) => `${leaf.field}: ${leaf.before} -> ${leaf.after}`);
  if (leaves.length <= maxLeaves) return leaves.join("; ");
  return `${leaves.slice(0, maxLeaves).join("; ")}; and ${leaves.length - maxLeaves} more`;
}

export const REVERT_EXPLAINED =
  "Revert writes the value from before this change back, as a new change in the history. It is refused when the product or setting has changed again since: revert the newer change first.";

export type RevertDecision = { ok: true; restore: unknown } | { ok: false; reason: "nothing-before" | "changed-since" };

/**
 * Whether a change can be reverted, given the product's or setting's state now (as the history
 * keeps it: the record's state, or the setting's number).
 */
export function revertDecision(change: Pick<ChangeRow, "before" | "after">, current: unknown): RevertDecision {
  if (change.before === undefined) return { ok: false, reason: "nothing-before" };
  if (current === undefined || leafChanges(current, change.after).length > 0)
    return { ok: false, reason: "changed-since" };
  return { ok: true, restore: change.before };
}

/** Whether the history's page offers Revert for this change (the server decides again when asked). */
export function canOfferRevert(change: Pick<ChangeRow, "before">): boolean {
  return change.before !== undefined;
}

/** A history row as the back office's list takes it: plain data, the moved fields made readable. */
export type HistoryItem = {
  version: number;
  kind: "product" | "setting";
  key: string;
  actor: string;
  at: string;
  leaves: ReadableLeaf[];
  hasBefore: boolean;
};

export function historyItem(change: ChangeRow): HistoryItem {
  return {
    version: change.version,
    kind: change.kind,
    key: change.key,
    actor: change.actor,
    at: change.at,
    leaves: readableChange(change),
    hasBefore: canOfferRevert(change),
  };
}
