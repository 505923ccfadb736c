import { PRODUCT_STATUSES, type ProductRecord, type ProductStatus } from "@/domain/catalogue/catalogue-snapshot";
import { type PriceField, priceFields } from "@/domain/catalogue/price-fields";
import { boundText, PRICE_BOUNDS, rateBoundText } from "@/domain/catalogue/price-guard";
import { type EditProblem, setFields } from "@/domain/catalogue/product-edits";
import type { Product } from "@/domain/catalogue/product-schema";
import { centsToDecimalText, parseUsdToCents } from "@/domain/money/money";

/*
 * The back office's product form: the fields an operator edits, read from a
 * stored product and written back onto it. Each field's path is the product schema's own path
 * (pricing.baseCents, optionGroups.0.choices.1.addPercent), so a problem the schema finds lands
 * beside the field it names. Money is typed in dollars and stored in cents.
 */

export type EditorFieldKind = "money" | "percent" | "rate" | "text" | "multiline" | "lines" | "status";
export type EditorSection = "availability" | "text" | "price" | "options";

export type EditorField = {
  /** "status", or a path into the product. */
  path: string;
  label: string;
  kind: EditorFieldKind;
  section: EditorSection;
  /** The stored value as the operator types it. */
  value: string;
  /** What the field takes, when it says more than its kind's unit (a price's bound). */
  hint?: string;
};

export const STATUS_PATH = "status";

const UNIT: Record<EditorFieldKind, string | undefined> = {
  money: "In dollars, like 12.50.",
  percent: "A whole number of percent, like 25.",
  rate: "USD per XP, like 0.00002.",
  text: undefined,
  multiline: undefined,
  lines: "One per line.",
  status: "Hidden products are not shown or sold.",
};

export function fieldHint(field: Pick<EditorField, "kind" | "hint">): string | undefined {
  return field.hint ?? UNIT[field.kind];
}

function moneyField(field: PriceField): EditorField {
  return {
    path: field.path,
    label: field.label,
    kind: "money",
    section: field.section,
    value: centsToDecimalText(field.cents),
    hint: `In dollars, like 12.50; ${PRICE_BOUNDS[field.role].what.toLowerCase()} is ${boundText(field.role)}.`,
  };
}

/** The rates of a product priced by experience: not money in cents, so not a price field. */
function rateFields(product: Product): EditorField[] {
  const pricing = product.pricing;
  if (pricing.kind !== "xp-range") return [];
  return pricing.methods.map((method, index) => ({
    path: `pricing.methods.${index}.usdPerXp`,
    label: `${method.label} (levels ${method.fromLevel}–${method.toLevel})`,
    kind: "rate",
    section: "price",
    value: method.usdPerXp,
    hint: `USD per XP, like 0.00002; a rate is ${rateBoundText()}.`,
  }));
}

function percentFields(product: Product): EditorField[] {
  return product.optionGroups.flatMap((group, g) =>
    group.choices.flatMap((choice, c): EditorField[] =>
      choice.addPercent === undefined
        ? []
        : [
            {
              path: `optionGroups.${g}.choices.${c}.addPercent`,
              label: `${group.label}: ${choice.label}, adds percent`,
              kind: "percent",
              section: "options",
              value: String(choice.addPercent),
            },
          ],
    ),
  );
}

/**
 * The price fields where the price is decided: the product's own price only when a buyer can be
 * charged it, and every price an option sets (a fire cape's "Main account price"), then add-ons.
 */
function pricingFields(product: Product): EditorField[] {
  const money = priceFields(product).map(moneyField);
  return [
    ...money.filter((field) => field.section === "price"),
    ...rateFields(product),
    ...money.filter((field) => field.section === "options"),
    ...percentFields(product),
  ];
}

/** Every field the form shows for this product, in the order it shows them. */
export function editorFields(record: Pick<ProductRecord, "status" | "product">): EditorField[] {
  const { product } = record;
  return [
    { path: STATUS_PATH, label: "Availability", kind: "status", section: "availability", value: record.status },
    { path: "name", label: "Name", kind: "text", section: "text", value: product.name },
    {
      path: "shortDescription",
      label: "Short description",
      kind: "multiline",
      section: "text",
      value: product.shortDescription,
    },
    {
      path: "longDescription",
      label: "Description",
      kind: "multiline",
      section: "text",
      value: product.longDescription,
    },
    { path: "estimatedTime", label: "Estimated time", kind: "text", section: "text", value: product.estimatedTime },
    {
      path: "requirements",
      label: "Requirements",
      kind: "lines",
      section: "text",
      value: product.requirements.join("\n"),
    },
    {
      path: "customerProvides",
      label: "What the customer provides",
      kind: "lines",
      section: "text",
      value: product.customerProvides.join("\n"),
    },
    ...pricingFields(product),
  ];
}

type Parsed = { ok: true; value: unknown } | { ok: false; message: string };

function parseField(kind: EditorFieldKind, text: string): Parsed {
  switch (kind) {
    case "money": {
      const cents = parseUsdToCents(text);
      return cents === null
        ? { ok: false, message: "must be an amount in dollars of zero or more, like 12.50" }
        : { ok: true, value: cents };
    }
    case "percent":
      return /^\s*\d{1,3}\s*$/.test(text)
        ? { ok: true, value: Number(text) }
        : { ok: false, message: "must be a whole number of percent, like 25" };
    case "rate":
      return { ok: true, value: text.trim() };
    case "text":
    case "multiline":
      return { ok: true, value: text.trim() };
    case "lines":
      return {
        ok: true,
        value: text
          .split("\n")
          .map((line) => line.trim())
          .filter((line) => line !== ""),
      };
    case "status":
      return (PRODUCT_STATUSES as readonly string[]).includes(text)
        ? { ok: true, value: text }
        : { ok: false, message: "must be active or hidden" };
  }
}

export type EditorResult =
  | { ok: true; status: ProductStatus; product: Product }
  | { ok: false; problems: EditProblem[] };

/**
 * The stored product with the operator's values written over it, checked by the product schema:
 * every problem names the field's path. A path the form does not show for this product is refused.
 */
export function applyEditorValues(
  record: Pick<ProductRecord, "status" | "product">,
  values: Readonly<Record<string, string>>,
): EditorResult {
  const fields = new Map(editorFields(record).map((field) => [field.path, field]));
  const problems: EditProblem[] = [];
  const assignments: { path: string; value: string }[] = [];
  let status = record.status;
  for (const [path, text] of Object.entries(values)) {
    const field = fields.get(path);
    if (!field) {
      problems.push({ path, message: "is not a field of this product" });
      continue;
    }
    const parsed = parseField(field.kind, text);
    if (!parsed.ok) problems.push({ path, message: parsed.message });
    else if (path === STATUS_PATH) status = parsed.value as ProductStatus;
    else assignments.push({ path, value: JSON.stringify(parsed.value) });
  }
  const checked = setFields(record.product, assignments);
  if (!checked.ok) {
    const named = new Set(problems.map((problem) => problem.path));
    problems.push(...checked.problems.filter((problem) => !named.has(problem.path)));
  }
  if (problems.length > 0 || !checked.ok) return { ok: false, problems };
  return { ok: true, status, product: checked.product };
}

/** The problems keyed by field; a problem of no shown field goes under "" (the form's own line). */
export function problemsByField(
  fields: readonly Pick<EditorField, "path">[],
  problems: readonly EditProblem[],
): Record<string, string> {
  const paths = new Set(fields.map((field) => field.path));
  const byField: Record<string, string> = {};
  for (const problem of problems) {
    const key = paths.has(problem.path) ? problem.path : "";
    const text = key === "" ? `${problem.path} ${problem.message}` : problem.message;
    byField[key] = byField[key] ? `${byField[key]}; ${text}` : text;
  }
  return byField;
}
