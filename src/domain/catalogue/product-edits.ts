import { z } from "zod";
import { type Product, productSchema } from "./product-schema";

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

/**
 * `--price CENTS`: the price a product is listed from. A fixed price is its base; a per-unit price
 * is the unit price of its first quantity break. A product priced by tier or by experience has no
 * one price: the message says which field to set instead.
 */
export function setPrice(product: Product, cents: number): EditResult {
  if (!Number.isSafeInteger(cents) || cents < 0) {
    return { ok: false, problems: [{ path: "price", message: "must be a whole number of cents, like 1500" }] };
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
