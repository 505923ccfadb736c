import { z } from "zod";
import { type ProductLine, productLineSchema } from "./product-schema";

/*
 * The seed catalogue is data: content/catalogue/<line id>.json holds one product line in the
 * product schema's shape, and content/catalogue/tables.json the values several products share
 * (option groups, the account rules, the melee training methods, ...), each once, by name.
 * A product names a table instead of repeating it:
 *
 *   { "$table": "play-method" }   the table's value; in a list, a table that is a list is spliced in
 *   { "$table": "melee-methods", "$override": { "nightmare-zone": { "usdPerXp": "0.000022" } } }
 *                                 a list of items with ids, with the named items' fields changed, so
 *                                 a product that differs from a table says how instead of copying it
 *
 * Tables may name other tables. Resolved, each line is parsed with the product schema, and every
 * problem names its file and field (in the table when the value came from one), so a bad edit
 * stops the build, and the unit tests, with where to look.
 */

export const SEED_FOLDER = "content/catalogue";
export const TABLES_FILE = `${SEED_FOLDER}/tables.json`;

export function seedFileOf(lineId: string): string {
  return `${SEED_FOLDER}/${lineId}.json`;
}

export type SeedProblem = { file: string; path: string; message: string };
export type SeedResult = { ok: true; lines: ProductLine[] } | { ok: false; problems: SeedProblem[] };

type Segment = string | number;

const referenceSchema = z
  .object({
    $table: z.string().min(1),
    $override: z.record(z.string(), z.record(z.string(), z.unknown())).optional(),
  })
  .strict();
type Reference = z.infer<typeof referenceSchema>;

function isReference(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) && "$table" in value;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Where a resolved list item came from: its index in the list written in the file or table; for an
 * item spliced in from a table, that table and the index of the reference that named it.
 */
type Source = { index: number; table?: string; reference?: number };

/** Resolving one file: its problems, the tables it used, and where each resolved node came from. */
type Resolution = {
  tables: Readonly<Record<string, unknown>>;
  file: string;
  problems: SeedProblem[];
  used: Set<string>;
  /** Each resolved list's items' sources. */
  sources: WeakMap<object, Source[]>;
  /** The resolved values that are a whole table, by table. */
  fromTable: WeakMap<object, string>;
  /** Table items a reference's `$override` changed (before and after resolution): where it is written. */
  overridden: WeakMap<object, { path: readonly Segment[]; fields: readonly string[] }>;
};

function newResolution(tables: Resolution["tables"], file: string, used: Set<string> = new Set()): Resolution {
  return {
    tables,
    file,
    problems: [],
    used,
    sources: new WeakMap(),
    fromTable: new WeakMap(),
    overridden: new WeakMap(),
  };
}

function problem(resolution: Resolution, path: readonly Segment[], message: string): void {
  resolution.problems.push({ file: resolution.file, path: path.join(".") || "(file)", message });
}

/** The table a reference names, with its override applied; undefined (and a problem) when it cannot be. */
function lookUp(
  raw: Record<string, unknown>,
  path: readonly Segment[],
  resolution: Resolution,
  trail: readonly string[],
): { name: string; value: unknown } | undefined {
  const parsed = referenceSchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problem(resolution, [...path, ...issue.path.map(String)], issue.message);
    return undefined;
  }
  const reference: Reference = parsed.data;
  const name = reference.$table;
  if (!Object.hasOwn(resolution.tables, name)) {
    problem(resolution, [...path, "$table"], `is not a table in ${TABLES_FILE}: "${name}"`);
    return undefined;
  }
  if (trail.includes(name)) {
    problem(resolution, [...path, "$table"], `table "${name}" refers back to itself (${[...trail, name].join(" → ")})`);
    return undefined;
  }
  resolution.used.add(name);
  const value = resolution.tables[name];
  if (!reference.$override) return { name, value };
  if (!Array.isArray(value)) {
    problem(resolution, [...path, "$override"], `needs a table that is a list of items with ids; "${name}" is not`);
    return undefined;
  }
  const ids = new Set(value.map((item) => (isRecord(item) ? item.id : undefined)));
  const unknownIds = Object.keys(reference.$override).filter((id) => !ids.has(id));
  for (const id of unknownIds) problem(resolution, [...path, "$override", id], `is not an item of table "${name}"`);
  if (unknownIds.length > 0) return undefined;
  const override = reference.$override;
  return {
    name,
    value: value.map((item) => {
      const fields = isRecord(item) && typeof item.id === "string" ? override[item.id] : undefined;
      if (!fields || !isRecord(item)) return item;
      const changed = { ...item, ...fields };
      resolution.overridden.set(changed, {
        path: [...path, "$override", item.id as string],
        fields: Object.keys(fields),
      });
      return changed;
    }),
  };
}

function resolveList(
  items: readonly unknown[],
  path: readonly Segment[],
  resolution: Resolution,
  trail: readonly string[],
  table?: string,
): unknown[] {
  const out: unknown[] = [];
  const sources: Source[] = [];
  items.forEach((item, index) => {
    const found = isReference(item) ? lookUp(item, [...path, index], resolution, trail) : undefined;
    if (found && Array.isArray(found.value)) {
      // A list in a list is spliced in: its items take the reference's place.
      const spliced = resolveList(found.value, [found.name], resolution, [...trail, found.name], found.name);
      const splicedSources = resolution.sources.get(spliced) ?? [];
      spliced.forEach((value, at) => {
        out.push(value);
        const source = splicedSources[at];
        sources.push({ index: source?.index ?? at, table: source?.table ?? found.name, reference: index });
      });
      return;
    }
    if (isReference(item) && !found) return;
    out.push(found ? resolveTable(found, resolution, trail) : resolveValue(item, [...path, index], resolution, trail));
    sources.push(table === undefined ? { index } : { index, table });
  });
  resolution.sources.set(out, sources);
  return out;
}

function resolveTable(
  found: { name: string; value: unknown },
  resolution: Resolution,
  trail: readonly string[],
): unknown {
  // A table's own problems are reported at its place in the tables file.
  const value = resolveValue(found.value, [found.name], resolution, [...trail, found.name], found.name);
  if (typeof value === "object" && value !== null) resolution.fromTable.set(value, found.name);
  return value;
}

function resolveValue(
  value: unknown,
  path: readonly Segment[],
  resolution: Resolution,
  trail: readonly string[],
  table?: string,
): unknown {
  if (Array.isArray(value)) return resolveList(value, path, resolution, trail, table);
  if (!isRecord(value)) return value;
  if (isReference(value)) {
    const found = lookUp(value, path, resolution, trail);
    return found ? resolveTable(found, resolution, trail) : undefined;
  }
  const resolved = Object.fromEntries(
    Object.entries(value).map(([key, field]) => [key, resolveValue(field, [...path, key], resolution, trail)]),
  );
  const override = resolution.overridden.get(value);
  if (override) resolution.overridden.set(resolved, override);
  return resolved;
}

/**
 * Where a field of the resolved line is written: in the line's file, or in a table (and which
 * place of the line's file uses it).
 */
function whereWritten(root: unknown, path: readonly PropertyKey[], resolution: Resolution) {
  let node: unknown = root;
  const inFile: Segment[] = [];
  let table: { name: string; path: Segment[] } | undefined;
  for (const [depth, key] of path.entries()) {
    const segment = typeof key === "symbol" ? String(key) : key;
    const override = typeof node === "object" && node !== null ? resolution.overridden.get(node) : undefined;
    if (override && typeof segment === "string" && override.fields.includes(segment)) {
      // A field a reference's `$override` set: written in the file, at the override.
      return { inFile: [...override.path, ...path.slice(depth).map(String)], table: undefined };
    }
    const source =
      Array.isArray(node) && typeof segment === "number" ? resolution.sources.get(node)?.[segment] : undefined;
    if (source?.table !== undefined && source.table !== table?.name) {
      // Spliced in from a table: the file names the table at the reference's place.
      if (!table) inFile.push(source.reference ?? segment);
      table = { name: source.table, path: [source.index] };
    } else if (table) table.path.push(source?.index ?? segment);
    else inFile.push(source?.index ?? segment);
    node = isRecord(node) || Array.isArray(node) ? (node as Record<Segment, unknown>)[segment] : undefined;
    const whole = typeof node === "object" && node !== null ? resolution.fromTable.get(node) : undefined;
    if (whole) table = { name: whole, path: [] };
  }
  return { inFile, table };
}

/** The tables file's own problems: names, and references to tables that are missing or circular. */
function checkTables(tables: Readonly<Record<string, unknown>>): SeedProblem[] {
  const resolution = newResolution(tables, TABLES_FILE);
  for (const [name, value] of Object.entries(tables)) {
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(name)) problem(resolution, [name], "a table's name must be kebab-case");
    resolveValue(value, [name], resolution, [name]);
  }
  return resolution.problems;
}

const lineFileSchema = z.object({ id: z.string().min(1) }).loose();
const tablesFileSchema = z.record(z.string(), z.unknown());

/**
 * Every line file, resolved against the tables and parsed with the product schema; or every
 * problem, each with its file and field.
 */
export function loadSeedCatalogue(files: readonly unknown[], tablesFile: unknown): SeedResult {
  const tablesParsed = tablesFileSchema.safeParse(tablesFile);
  if (!tablesParsed.success) {
    return {
      ok: false,
      problems: [{ file: TABLES_FILE, path: "(file)", message: "must be an object of named tables" }],
    };
  }
  const tables = tablesParsed.data;
  // A broken table would be reported again by every product that uses it: the tables come first.
  const tableProblems = checkTables(tables);
  if (tableProblems.length > 0) return { ok: false, problems: tableProblems };
  const problems: SeedProblem[] = [];
  const used = new Set<string>();
  const lines: ProductLine[] = [];
  files.forEach((raw, index) => {
    const id = lineFileSchema.safeParse(raw);
    const file = id.success ? seedFileOf(id.data.id) : `${SEED_FOLDER} (line ${index + 1}, no "id")`;
    const resolution = newResolution(tables, file, used);
    const resolved = resolveValue(raw, [], resolution, []);
    problems.push(...resolution.problems);
    if (resolution.problems.length > 0) return;
    const parsed = productLineSchema.safeParse(resolved);
    if (parsed.success) {
      lines.push(parsed.data);
      return;
    }
    for (const issue of parsed.error.issues) {
      const { inFile, table } = whereWritten(resolved, issue.path, resolution);
      const field = inFile.join(".") || "(file)";
      problems.push(
        table
          ? {
              file: TABLES_FILE,
              path: [table.name, ...table.path].join("."),
              message: `${issue.message} (used by ${file} at ${field})`,
            }
          : { file, path: field, message: issue.message },
      );
    }
  });
  if (problems.length > 0) return { ok: false, problems };
  const unused = Object.keys(tables).filter((name) => !used.has(name));
  if (unused.length === 0) return { ok: true, lines };
  return {
    ok: false,
    problems: unused.map((name) => ({
      file: TABLES_FILE,
      path: name,
      message: "is used by no product: use it or remove it",
    })),
  };
}

/** Problems as the build prints them: one per line, "file: field: message". */
export function formatSeedProblems(problems: readonly SeedProblem[]): string {
  return problems.map((entry) => `${entry.file}: ${entry.path}: ${entry.message}`).join("\n");
}
