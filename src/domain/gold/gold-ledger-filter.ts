import { z } from "zod";
import { decodeCursor } from "@/domain/admin/keyset-cursor";
import { GOLD_KIND_WORDS, GOLD_MOVEMENT_KINDS, isGoldMovementKind } from "./gold-ledger";

/*
 * The book's ledger list (/admin/gold), filtered from the address: one kind of movement or all,
 * one account or all, and a range of whole UTC days (both ends included) of when the gold moved.
 * Read newest first by (happened_at, id), a page at a time after the last row shown, so page 1,000
 * of a long ledger costs what page 1 does.
 */

/** A stored kind in words; one this release does not know is shown as it is stored. */
export function goldKindWords(kind: string): string {
  return isGoldMovementKind(kind) ? GOLD_KIND_WORDS[kind] : kind;
}

export const GOLD_LEDGER_PAGE_SIZE = 50;
/** An in-game account's name is at most 12 characters (the RSN rule); the filter bounds what it is given. */
export const MAX_GOLD_ACCOUNT_LENGTH = 64;

/** The filter form's labels: a refusal names a field as the owner reads it. */
export const GOLD_FILTER_LABELS = {
  kind: "Kind",
  account: "Account",
  from: "From date",
  to: "To date",
  cursor: "Page",
} as const;

const day = z.iso.date({ message: "must be a date as YYYY-MM-DD" });

/** An empty value in a query string means "any". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

export const goldLedgerFilterSchema = z
  .object({
    kind: optional(z.enum(GOLD_MOVEMENT_KINDS, { message: "must be one of the kinds listed" })),
    account: optional(
      z
        .string()
        .trim()
        .min(1)
        .max(MAX_GOLD_ACCOUNT_LENGTH, { message: `must be at most ${MAX_GOLD_ACCOUNT_LENGTH} characters` }),
    ),
    from: optional(day),
    to: optional(day),
    cursor: optional(
      z.string().refine((value) => decodeCursor(value) !== null, { message: "is not a page of this list" }),
    ),
  })
  .strict()
  .refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, {
    message: `must not be after the ${GOLD_FILTER_LABELS.to}`,
    path: ["from"],
  });

export type GoldLedgerFilter = z.infer<typeof goldLedgerFilterSchema>;

export type GoldLedgerParse = { ok: true; filter: GoldLedgerFilter } | { ok: false; message: string };

/** The address's filter, or the first problem with it in the owner's words ("From date must be …"). */
export function parseGoldLedgerFilter(params: Record<string, string | undefined>): GoldLedgerParse {
  const known = Object.fromEntries(Object.entries(params).filter(([key]) => key in GOLD_FILTER_LABELS));
  const parsed = goldLedgerFilterSchema.safeParse(known);
  if (parsed.success) return { ok: true, filter: parsed.data };
  const issue = parsed.error.issues[0];
  const key = String(issue?.path[0] ?? "");
  const label = (GOLD_FILTER_LABELS as Record<string, string>)[key] ?? "The filter";
  return { ok: false, message: `${label} ${issue?.message ?? "is not valid"}.` };
}

/** The filter as the page's links carry it (no empty values), without the page. */
export function ledgerSearch(filter: GoldLedgerFilter, cursor?: string): string {
  const params = new URLSearchParams();
  for (const key of ["kind", "account", "from", "to"] as const) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  if (cursor) params.set("cursor", cursor);
  return params.toString();
}
