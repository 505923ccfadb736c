import type { PromoTargets } from "./promo-form";

/*
 * The eligible-products picker's search: the catalogue's names matching what the owner types, any
 * case, anywhere in the name ("fire" offers "Fire Cape" and "Infernal… " does not), products
 * grouped under their line's name in the catalogue's order, lines as one group. What is chosen
 * already is not offered again. A code stores ids; the owner only ever sees names.
 */

export type TargetOption = { id: string; name: string };
export type TargetGroup = { label: string; options: TargetOption[] };

/** How many names the list shows at most: enough to scan, few enough to read out. */
export const MAX_TARGET_OPTIONS = 40;

const matches = (query: string) => {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return (name: string) => words.every((word) => name.toLowerCase().includes(word));
};

export function targetGroups(
  known: PromoTargets,
  scope: "lines" | "skus",
  query: string,
  chosen: readonly string[],
): TargetGroup[] {
  const fits = matches(query);
  const taken = new Set(chosen);
  let left = MAX_TARGET_OPTIONS;
  const take = (options: TargetOption[]) => {
    const kept = options.filter((option) => !taken.has(option.id) && fits(option.name)).slice(0, left);
    left -= kept.length;
    return kept;
  };
  if (scope === "lines") {
    const options = take(known.lines.map((line) => ({ id: line.id, name: line.name })));
    return options.length === 0 ? [] : [{ label: "Product lines", options }];
  }
  return known.lines.flatMap((line) => {
    const options = take(
      known.products
        .filter((product) => product.lineId === line.id)
        .map((product) => ({ id: product.sku, name: product.name })),
    );
    return options.length === 0 ? [] : [{ label: line.name, options }];
  });
}

/** The stored ids as a list; the form carries them joined by commas. */
export function chosenTargets(value: string): string[] {
  return value
    .split(",")
    .map((id) => id.trim())
    .filter(Boolean);
}
