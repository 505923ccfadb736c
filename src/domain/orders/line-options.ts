import type { OptionGroup } from "@/domain/catalogue/product-schema";

/*
 * A line's options as an operator reads them, by the product's own labels: "Play method: Parsec,
 * Extras: Stream, Express". A group left empty (no extras) is left out. A key the product's groups
 * do not name (a level range, a product no longer in the catalogue) keeps its value, under its key
 * written as words ("from-level" → "From level").
 */

type Config = Readonly<Record<string, string | number | boolean>>;

function keyAsWords(key: string): string {
  const words = key
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/[-_]+/g, " ")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function lineOptionsText(config: Config, groups: readonly OptionGroup[] | undefined): string {
  const parts: string[] = [];
  const named = new Set<string>();
  for (const group of groups ?? []) {
    named.add(group.id);
    const value = config[group.id];
    if (value === undefined || value === "") continue;
    const ids = group.kind === "multi" ? String(value).split(",").filter(Boolean) : [String(value)];
    const labels = ids.map((choiceId) => group.choices.find((choice) => choice.id === choiceId)?.label ?? choiceId);
    if (labels.length > 0) parts.push(`${group.label}: ${labels.join(", ")}`);
  }
  for (const [key, value] of Object.entries(config)) {
    if (named.has(key) || value === "") continue;
    parts.push(`${keyAsWords(key)}: ${String(value)}`);
  }
  return parts.length === 0 ? "—" : parts.join(", ");
}
