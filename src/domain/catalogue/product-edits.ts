import { z } from "zod";
import { formatUsd } from "@/domain/money/money";
import { defaultOverrideGroup, priceFields, pricingGroup } from "./price-fields";
import { type OptionGroup, type Product, productSchema } from "./product-schema";

/*
 * Changes an operator makes to one product, checked by the product schema before they
 * are stored: a change that would make a product the shop cannot show or price is refused with
 * every problem and where it is, and changes nothing.
 */

export type EditProblem = { path: string; message: string };
export type EditResult = { ok: true; product: Product } | { ok: false; problems: EditProblem[] };

/** The product schema's verdict, with each problem's path written as an operator types it. */
export function checkProduct(candidate: unknown, prefix = ""): EditResult {
  const parsed = productSchema.safeParse(candidate);
  if (parsed.success) return { ok: true, product: parsed.data };
  return {
    ok: false,
    problems: parsed.error.issues.map((issue) => ({
      path: [prefix, ...issue.path.map(String)].filter((part) => part !== "").join(".") || "(product)",
      message: issue.message,
    })),
  };
}

function wholeCentsProblem(path: string, cents: number): EditResult | undefined {
  if (Number.isSafeInteger(cents) && cents >= 0) return undefined;
  return { ok: false, problems: [{ path, message: "must be a whole number of cents, like 1500" }] };
}

/** "Main account price $22.00, …: set one with --option-price "Main=2500"": how to set a product priced by its options. */
function optionPricesMessage(product: Product, group: OptionGroup): string {
  const prices = priceFields(product)
    .filter((field) => field.option && group.choices.some((choice) => choice.id === field.option?.choiceId))
    .filter((field) => field.role !== "add" && !/\.unitTiers\.[1-9]/.test(field.path))
    .map((field) => `${field.label} ${formatUsd(field.cents)}`);
  const example = group.choices[0]?.label ?? "OPTION";
  return `is set by the option chosen (${group.label}), not by one price: ${prices.join(", ")}. Set one with --option-price "${example}=CENTS" (US cents, like 2500 for $25.00)`;
}

/**
 * `--price CENTS`: the price a buyer is charged. A fixed price is its base, a per-unit price the
 * unit price of its first quantity break, unless an option group replaces it on every choice: then
 * the one choice's price when the group has one choice, else a refusal naming the option prices and
 * how to set them (a base price that nothing charges is never written). A product priced by tier
 * or by experience has no one price: the message says which field to set instead.
 */
export function setPrice(product: Product, cents: number): EditResult {
  const invalid = wholeCentsProblem("price", cents);
  if (invalid) return invalid;
  const group = pricingGroup(product);
  if (group) {
    const [only, ...others] = group.choices;
    if (!only || others.length > 0)
      return { ok: false, problems: [{ path: "price", message: optionPricesMessage(product, group) }] };
    return setOptionPrice(product, only.id, cents);
  }
  // The default choice sets its own price: --price could mean it or the base the other choices
  // pay, so the operator says which.
  const defaultGroup = defaultOverrideGroup(product);
  if (defaultGroup) {
    return {
      ok: false,
      problems: [
        {
          path: "price",
          message: `${optionPricesMessage(product, defaultGroup)}; the other choices pay the base price, set with --field pricing.baseCents=CENTS`,
        },
      ],
    };
  }
  const pricing = product.pricing;
  switch (pricing.kind) {
    case "fixed":
      return checkProduct({ ...product, pricing: { ...pricing, baseCents: cents } });
    case "per-unit": {
      const [first, ...rest] = pricing.unitTiers;
      if (!first) return checkProduct(product);
      return checkProduct({
        ...product,
        pricing: { ...pricing, unitTiers: [{ ...first, unitCents: cents }, ...rest] },
      });
    }
    case "tiered":
      return {
        ok: false,
        problems: [
          {
            path: "price",
            message: `is priced by tier (${pricing.tiers.map((tier) => tier.id).join(", ")}): set one with --field pricing.tiers.N.priceCents=CENTS`,
          },
        ],
      };
    case "xp-range":
      return {
        ok: false,
        problems: [
          {
            path: "price",
            message: "is priced by experience: set a method's rate with --field pricing.methods.N.usdPerXp=RATE",
          },
        ],
      };
  }
}

/**
 * `--option-price "LABEL=CENTS"`: the price an option sets (a fixed product's "Main" account type,
 * or the first quantity break of a per-unit variant such as "Awakened"), the option named by its
 * label as the shop shows it or by its id.
 */
export function setOptionPrice(product: Product, option: string, cents: number): EditResult {
  const path = `option-price ${option}`;
  const invalid = wholeCentsProblem(path, cents);
  if (invalid) return invalid;
  const wanted = option.trim().toLowerCase();
  const priced = priceFields(product).filter((field) => field.option && field.role !== "add");
  const field = priced.find(
    (candidate) =>
      candidate.option?.choiceLabel.toLowerCase() === wanted || candidate.option?.choiceId.toLowerCase() === wanted,
  );
  if (!field) {
    const names = [...new Set(priced.map((candidate) => `"${candidate.option?.choiceLabel}"`))];
    return {
      ok: false,
      problems: [
        {
          path,
          message:
            names.length === 0
              ? "no option of this product sets its own price: use --price"
              : `is not an option with its own price; the options are ${names.join(", ")}`,
        },
      ],
    };
  }
  return setFields(product, [{ path: field.path, value: String(cents) }]);
}

const segment = z.union([z.string().regex(/^[A-Za-z][A-Za-z0-9]*$/), z.string().regex(/^\d{1,4}$/)]);

/** `a.b.0.c` as segments, or a message when it is not a path into a product. */
export function parseFieldPath(path: string): { ok: true; segments: string[] } | { ok: false; message: string } {
  const segments = path.trim().split(".");
  if (segments.length === 0 || segments.some((part) => !segment.safeParse(part).success)) {
    return {
      ok: false,
      message: "must be a path of field names and list positions, like pricing.baseCents or faq.0.answer",
    };
  }
  if (segments[0] === "sku") return { ok: false, message: "cannot change: carts and orders refer to it" };
  return { ok: true, segments };
}

/** What an operator typed after `=`: JSON when it reads as JSON (numbers, lists, true), text otherwise. */
export function parseFieldValue(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function setAt(target: unknown, segments: readonly string[], value: unknown): unknown {
  const [head, ...rest] = segments;
  if (head === undefined) return value;
  if (Array.isArray(target)) {
    const index = Number(head);
    if (!/^\d+$/.test(head) || index > target.length) throw new FieldPathError(head);
    const copy = [...target];
    copy[index] = setAt(copy[index], rest, value);
    return copy;
  }
  if (target !== null && typeof target === "object") {
    const record = target as Record<string, unknown>;
    return { ...record, [head]: setAt(record[head], rest, value) };
  }
  if (target === undefined && rest.length === 0) return { [head]: value };
  throw new FieldPathError(head);
}

class FieldPathError extends Error {
  constructor(readonly segment: string) {
    super(segment);
  }
}

/** `--field PATH=VALUE`: sets one field (a list position may be the next one, to add an item). */
export function setField(product: Product, path: string, valueText: string): EditResult {
  return setFields(product, [{ path, value: valueText }]);
}

/**
 * Several `--field`s, checked together once all are set: a change that needs two fields at once
 * (another pricing kind) passes, and every problem of every field is reported in one go.
 */
export function setFields(product: Product, assignments: readonly { path: string; value: string }[]): EditResult {
  let candidate: unknown = product;
  const problems: EditProblem[] = [];
  for (const { path, value } of assignments) {
    const parsedPath = parseFieldPath(path);
    if (!parsedPath.ok) {
      problems.push({ path: path.trim() || "(path)", message: parsedPath.message });
      continue;
    }
    try {
      candidate = setAt(candidate, parsedPath.segments, parseFieldValue(value));
    } catch (error) {
      const at = error instanceof FieldPathError ? error.segment : "";
      problems.push({ path: path.trim(), message: `has no place for "${at}" in this product` });
    }
  }
  const checked = checkProduct(candidate);
  if (problems.length === 0) return checked;
  return { ok: false, problems: [...problems, ...(checked.ok ? [] : checked.problems)] };
}
