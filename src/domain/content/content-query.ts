/*
 * The content query of spec section 3, over records already in memory: where, sort, only, without,
 * limit, skip, first, count and locale. Pure, so the blog, the sitemap and the feed share it.
 */

export type ContentRecord = { stem: string; locale?: string } & Record<string, unknown>;

/** Field equality, or an operator object: { $ne }, { $in }, { $contains } (arrays), { $lt/$lte/$gt/$gte }. */
export type WhereValue =
  | string
  | number
  | boolean
  | null
  | {
      $ne?: unknown;
      $in?: unknown[];
      $contains?: unknown;
      $lt?: string | number;
      $lte?: string | number;
      $gt?: string | number;
      $gte?: string | number;
    };

export type SortSpec = Record<string, 1 | -1>;

export type ContentQuery = {
  where?: Record<string, WhereValue>;
  /** Default: by stem, ascending, numbers compared as numbers. */
  sort?: SortSpec[];
  only?: string[];
  without?: string[];
  limit?: number;
  skip?: number;
  first?: boolean;
  count?: boolean;
  locale?: string;
};

const collator = new Intl.Collator("en", { numeric: true, sensitivity: "base" });

/** "2-x" before "10-x": digits inside names compare as numbers. */
export function compareStems(a: string, b: string): number {
  return collator.compare(a, b);
}

function compareValues(a: unknown, b: unknown): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  if (a === undefined || a === null) return b === undefined || b === null ? 0 : 1;
  if (b === undefined || b === null) return -1;
  return collator.compare(String(a), String(b));
}

function matches(record: ContentRecord, where: Record<string, WhereValue>): boolean {
  return Object.entries(where).every(([field, expected]) => {
    const actual = record[field];
    if (expected === null || typeof expected !== "object") return actual === expected;
    if ("$ne" in expected && actual === expected.$ne) return false;
    if (expected.$in && !expected.$in.includes(actual)) return false;
    if ("$contains" in expected && !(Array.isArray(actual) && actual.includes(expected.$contains))) return false;
    if (expected.$lt !== undefined && !(compareValues(actual, expected.$lt) < 0)) return false;
    if (expected.$lte !== undefined && !(compareValues(actual, expected.$lte) <= 0)) return false;
    if (expected.$gt !== undefined && !(compareValues(actual, expected.$gt) > 0)) return false;
    if (expected.$gte !== undefined && !(compareValues(actual, expected.$gte) >= 0)) return false;
    return true;
  });
}

function pick(record: ContentRecord, only?: string[], without?: string[]): Record<string, unknown> {
  const entries = Object.entries(record).filter(([key]) => (!only || only.includes(key)) && !without?.includes(key));
  return Object.fromEntries(entries);
}

export function queryContent<T extends ContentRecord>(
  records: readonly T[],
  query: ContentQuery & { count: true },
): number;
export function queryContent<T extends ContentRecord>(
  records: readonly T[],
  query: ContentQuery & { first: true },
): Partial<T> | undefined;
export function queryContent<T extends ContentRecord>(records: readonly T[], query?: ContentQuery): Partial<T>[];
export function queryContent<T extends ContentRecord>(
  records: readonly T[],
  query: ContentQuery = {},
): number | Partial<T> | undefined | Partial<T>[] {
  let result = records.filter(
    (record) =>
      (!query.locale || (record.locale ?? "en") === query.locale) && (!query.where || matches(record, query.where)),
  );
  if (query.count) return result.length;
  const sort = query.sort && query.sort.length > 0 ? query.sort : [{ stem: 1 as const }];
  result = [...result].sort((a, b) => {
    for (const spec of sort) {
      for (const [field, direction] of Object.entries(spec)) {
        const order = field === "stem" ? compareStems(a.stem, b.stem) : compareValues(a[field], b[field]);
        if (order !== 0) return order * direction;
      }
    }
    return 0;
  });
  const skip = Math.max(0, query.skip ?? 0);
  const sliced = result.slice(skip, query.limit === undefined ? undefined : skip + Math.max(0, query.limit));
  const shaped = sliced.map((record) => pick(record, query.only, query.without) as Partial<T>);
  return query.first ? shaped[0] : shaped;
}
