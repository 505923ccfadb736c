import { z } from "zod";
import { CHECKOUT_METHODS, MANUAL_METHODS } from "@/domain/checkout/methods";
import { parseUsdToCents } from "@/domain/money/money";
import { FULFILMENT_STATUSES } from "./fulfilment";

/*
 * The back office's order list filter, as the query string gives it (every value a string). Search
 * (ADR 0026) finds any part of a reference, email, name, RuneScape name or promo code, in any case,
 * through an index that serves substrings (pg_trgm on PostgreSQL, FTS5 trigram on SQLite); a whole
 * reference stays one b-tree lookup, an amount ("31.50", "$31.50") is a whole total, and text
 * shorter than a trigram is looked up whole, as search was before. Dates are whole UTC days, both
 * ends included.
 */

/** A method, or "manual": any of the methods an operator confirms by hand (the home's "payments to confirm"). */
export const METHOD_FILTERS = [...CHECKOUT_METHODS, "manual"] as const;
export type MethodFilter = (typeof METHOD_FILTERS)[number];

/** The stored methods a method filter stands for. */
export function methodsOf(filter: MethodFilter): readonly string[] {
  return filter === "manual" ? MANUAL_METHODS : [filter];
}

export const ORDER_STATUSES = ["pending", "paid", "cancelled", "failed", "expired", "refunded", "disputed"] as const;

/** The filter form's labels: a refusal names a field as the operator reads it on the form. */
export const ORDER_FILTER_LABELS = {
  q: "Search",
  status: "Status",
  fulfilment: "Fulfilment",
  method: "Method",
  mode: "Mode",
  from: "From date",
  to: "To date",
  assignee: "Assigned to",
} as const;

const day = z.iso.date({ message: "must be a date as YYYY-MM-DD" });

/** An empty value in a query string means "any". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

export const orderFilterSchema = z
  .object({
    status: optional(z.enum(ORDER_STATUSES, { message: `must be one of ${ORDER_STATUSES.join(", ")}` })),
    fulfilment: optional(z.enum(FULFILMENT_STATUSES, { message: `must be one of ${FULFILMENT_STATUSES.join(", ")}` })),
    method: optional(z.enum(METHOD_FILTERS, { message: `must be one of ${METHOD_FILTERS.join(", ")}` })),
    mode: optional(z.enum(["test", "live"], { message: "must be test or live" })),
    from: optional(day),
    to: optional(day),
    q: optional(z.string().trim().max(320, { message: "must be at most 320 characters" })),
    /** "me" (the operator looking), "none" (nobody's), or an operator's id. */
    assignee: optional(z.string().regex(/^[A-Za-z0-9-]{1,64}$/, { message: "must be me, none or an operator" })),
  })
  .strict()
  .refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, {
    message: `must not be after the ${ORDER_FILTER_LABELS.to}`,
    path: ["from"],
  });

export type OrderFilter = z.infer<typeof orderFilterSchema>;

/** The filter with "assigned to me" made the viewer's id, as the query compares it. */
export function filterForViewer(filter: OrderFilter, operatorId: string): OrderFilter {
  return filter.assignee === "me" ? { ...filter, assignee: operatorId } : filter;
}

export type OrderSearch =
  | { field: "reference"; value: string }
  | { field: "amount"; cents: number }
  /** Too short for a trigram index: the whole email (with an @) or RuneScape name, lower-cased. */
  | { field: "email" | "rsn"; value: string }
  /** Any part of a reference, email, name, RuneScape name or promo code, lower-cased. */
  | { field: "text"; value: string }
  | null;

const REFERENCE = /^RF-[A-Z0-9]{8}$/i;
/** Dollars with a dot or a dollar sign: "31.50", "$31.50", "$31". A bare number is a fragment (of a reference, a name). */
const AMOUNT = /^\$\s*\d{1,7}(?:\.\d{1,2})?$|^\d{1,7}\.\d{1,2}$/;
/** The shortest text a trigram index can look up. */
export const MIN_FRAGMENT = 3;

/** What the search text asks for, and its value as the query compares it. */
export function orderSearch(q: string | undefined): OrderSearch {
  // Runs of spaces are one (a name typed with two); never a newline, which separates the fields in the index.
  const text = q?.trim().replace(/\s+/g, " ");
  if (!text) return null;
  if (REFERENCE.test(text)) return { field: "reference", value: text.toUpperCase() };
  if (AMOUNT.test(text)) {
    const cents = parseUsdToCents(text);
    if (cents !== null) return { field: "amount", cents };
  }
  const value = text.toLowerCase();
  if (value.length < MIN_FRAGMENT) return { field: value.includes("@") ? "email" : "rsn", value };
  return { field: "text", value };
}

/** Whether an order with this reference may be among the search's results without reading the rest of it. */
export function referenceMayMatch(search: OrderSearch, reference: string): boolean {
  if (search?.field === "reference") return search.value === reference.toUpperCase();
  return true;
}

/** The first instant of `from` and the first instant after `to`, as stored timestamps compare. */
export function orderDateRange(filter: Pick<OrderFilter, "from" | "to">): { since?: string; before?: string } {
  const range: { since?: string; before?: string } = {};
  if (filter.from) range.since = `${filter.from}T00:00:00.000Z`;
  if (filter.to) {
    const next = new Date(`${filter.to}T00:00:00.000Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    range.before = next.toISOString();
  }
  return range;
}

/** The list's paging parameters, which the page's links set, never a field. */
const PAGING_LABELS: Record<string, string> = { cursor: "Page", limit: "Page size" };

function fieldLabel(path: readonly PropertyKey[]): string {
  // The list's query nests the filter (filter.from); the filter alone has it at the top (from).
  const key = String(path.at(-1) ?? "");
  return (ORDER_FILTER_LABELS as Record<string, string>)[key] ?? PAGING_LABELS[key] ?? "Filter";
}

/** One line per problem, "From date: message", for a 400 answer an operator can act on. */
export function filterProblems(error: z.ZodError): string {
  return error.issues.map((issue) => `${fieldLabel(issue.path)}: ${issue.message}`).join("; ");
}
