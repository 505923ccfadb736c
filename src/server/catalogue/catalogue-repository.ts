import "server-only";
import type { Kysely, Transaction } from "kysely";
import { blockingCheck } from "@/domain/admin/change-check";
import {
  buildSnapshot,
  type CatalogueSnapshot,
  type ProductRecord,
  recordsProblems,
  SEED_ACTOR,
} from "@/domain/catalogue/catalogue-snapshot";
import { checkProduct, type EditProblem } from "@/domain/catalogue/product-edits";
import type { Product } from "@/domain/catalogue/product-schema";
import { settingChangeCheck } from "@/domain/settings/setting-bounds";
import {
  type SettingKey,
  type ShopSettings,
  settingDefinition,
  settingsFromRows,
  settingsProblems,
  settingsToRows,
} from "@/domain/settings/shop-settings";
import { type CatalogueChange, insertCatalogueChange } from "../db/queries/catalogue-history";
import { insertProductRecord, readProductRecords, updateProductRecord } from "../db/queries/catalogue-products";
import { bumpCatalogueVersion, catalogueVersion, lockCatalogue } from "../db/queries/catalogue-state";
import { insertSetting, readSettingRows, upsertSetting } from "../db/queries/shop-settings";
import type { Database } from "../db/schema";

/*
 * Products and settings in the database. Every write runs in one transaction that first takes
 * the catalogue's lock (catalogue-state.ts: an UPDATE of its one row, a row lock on PostgreSQL,
 * the write lock on SQLite), so writers from any process or instance queue instead of racing;
 * each change raises the version by one and appends its history row in that same transaction.
 */

export {
  type CatalogueChange,
  catalogueChange,
  catalogueHistory,
  changesSince,
} from "../db/queries/catalogue-history";
export { catalogueVersion } from "../db/queries/catalogue-state";

export type WriteResult<T> = { ok: true; value: T; version: number } | { ok: false; problems: EditProblem[] };

function now(): string {
  return new Date().toISOString();
}

async function recordChange(
  trx: Transaction<Database>,
  change: Omit<CatalogueChange, "version" | "at">,
  at: string,
): Promise<number> {
  const version = await bumpCatalogueVersion(trx);
  await insertCatalogueChange(trx, { ...change, version, at });
  return version;
}

/** What a history row keeps of a product: everything an operator can change. */
export function recordState(record: ProductRecord | undefined) {
  if (!record) return undefined;
  return { line: record.lineId, position: record.position, status: record.status, product: record.product };
}

function sameRecordContent(a: ProductRecord, b: ProductRecord): boolean {
  return JSON.stringify(recordState(a)) === JSON.stringify(recordState(b));
}

/**
 * The catalogue as stored, at one version: read again when a writer committed between the reads.
 * `fallback` fills a setting with no row (never the case once seeded).
 */
export async function readCatalogue(db: Kysely<Database>, fallback: ShopSettings): Promise<CatalogueSnapshot> {
  for (let attempt = 0; ; attempt++) {
    const version = await catalogueVersion(db);
    const [records, settingRows] = await Promise.all([readProductRecords(db), readSettingRows(db)]);
    if ((await catalogueVersion(db)) === version || attempt >= 4) {
      return buildSnapshot(version, records, settingsFromRows(settingRows, fallback).settings);
    }
  }
}

export type SeedOutcome = { inserted: string[]; updated: string[]; settingsInserted: string[]; version: number };

/**
 * Applies the shop's code to the database, as often as it likes: a product it does not have is
 * inserted; a product still owned by the seed (never changed by an operator) follows the code; a
 * product an operator changed is left alone. A setting with no row takes the seed's value (the
 * environment's, on first start); an operator's value is never overwritten.
 */
export async function seedCatalogue(
  db: Kysely<Database>,
  seed: { records: readonly ProductRecord[]; settings: ShopSettings },
): Promise<SeedOutcome> {
  return db.transaction().execute(async (trx) => {
    await lockCatalogue(trx);
    const at = now();
    const stored = new Map((await readProductRecords(trx)).map((record) => [record.sku, record]));
    const outcome: SeedOutcome = { inserted: [], updated: [], settingsInserted: [], version: 0 };
    for (const seedRecord of seed.records) {
      const existing = stored.get(seedRecord.sku);
      if (!existing) {
        const record = { ...seedRecord, version: 1, updatedBy: SEED_ACTOR, updatedAt: at };
        await insertProductRecord(trx, record);
        await recordChange(
          trx,
          { kind: "product", key: record.sku, before: undefined, after: recordState(record), actor: SEED_ACTOR },
          at,
        );
        outcome.inserted.push(record.sku);
        continue;
      }
      if (existing.updatedBy !== SEED_ACTOR) continue;
      const next = {
        ...existing,
        lineId: seedRecord.lineId,
        position: seedRecord.position,
        product: seedRecord.product,
      };
      if (sameRecordContent(existing, next)) continue;
      const updated = { ...next, version: existing.version + 1, updatedAt: at };
      await updateProductRecord(trx, updated);
      await recordChange(
        trx,
        {
          kind: "product",
          key: existing.sku,
          before: recordState(existing),
          after: recordState(updated),
          actor: SEED_ACTOR,
        },
        at,
      );
      outcome.updated.push(existing.sku);
    }
    const storedKeys = new Set((await readSettingRows(trx)).map((row) => row.key));
    for (const row of settingsToRows(seed.settings)) {
      if (storedKeys.has(row.key)) continue;
      await insertSetting(trx, { key: row.key, value: row.value, actor: SEED_ACTOR, at });
      await recordChange(
        trx,
        { kind: "setting", key: row.key, before: undefined, after: row.value, actor: SEED_ACTOR },
        at,
      );
      outcome.settingsInserted.push(row.key);
    }
    outcome.version = await catalogueVersion(trx);
    return outcome;
  });
}

export type RecordEdit = (
  record: ProductRecord,
) => { ok: true; record: ProductRecord } | { ok: false; problems: EditProblem[] };

/**
 * What a writer outside this module does in the change's own transaction (the back office's audit
 * row), after the change is written; throwing undoes the change.
 */
export type WrittenHook<T> = (
  trx: Transaction<Database>,
  written: { before: T; after: T; version: number },
) => Promise<void>;

/**
 * Changes one product: `edit` gets the stored record and returns the new one, which the product
 * schema and the catalogue's rules (one product per page and slug) check before it is written.
 */
export async function updateProduct(
  db: Kysely<Database>,
  sku: string,
  edit: RecordEdit,
  actor: string,
  options: { within?: WrittenHook<ProductRecord> } = {},
): Promise<WriteResult<ProductRecord>> {
  return db.transaction().execute(async (trx) => {
    await lockCatalogue(trx);
    const records = await readProductRecords(trx);
    const existing = records.find((record) => record.sku === sku);
    if (!existing) return { ok: false, problems: [{ path: "sku", message: `is not a product: "${sku}"` }] };
    const edited = edit(existing);
    if (!edited.ok) return edited;
    const checked = checkProduct(edited.record.product, "product");
    if (!checked.ok) return { ok: false, problems: checked.problems };
    const candidate = { ...edited.record, sku, product: checked.product };
    const problems = recordsProblems(records.map((record) => (record.sku === sku ? candidate : record))).filter(
      (problem) => problem.sku === sku,
    );
    if (problems.length > 0) return { ok: false, problems: problems.map(({ path, message }) => ({ path, message })) };
    if (sameRecordContent(existing, candidate)) {
      return { ok: true, value: existing, version: await catalogueVersion(trx) };
    }
    const at = now();
    const updated = { ...candidate, version: existing.version + 1, updatedBy: actor, updatedAt: at };
    await updateProductRecord(trx, updated);
    const version = await recordChange(
      trx,
      { kind: "product", key: sku, before: recordState(existing), after: recordState(updated), actor },
      at,
    );
    await options.within?.(trx, { before: existing, after: updated, version });
    return { ok: true, value: updated, version };
  });
}

export type ImportItem = Pick<ProductRecord, "sku" | "lineId" | "position" | "status"> & { product: unknown };

/**
 * Writes many products at once, all or nothing: every item is checked first, against the others
 * and the stored catalogue, and one problem anywhere changes nothing. Items equal to what is
 * stored are skipped; new skus are added.
 */
export async function importProducts(
  db: Kysely<Database>,
  items: readonly ImportItem[],
  actor: string,
  pathOf: (index: number) => string = (index) => `products.${index}`,
  options: {
    /**
     * The caller's guard rails on what the import would change (each product as stored, absent
     * for a new one, and as the file has it), judged under the lock; any problem changes nothing.
     */
    judge?: (changes: readonly { before?: Product; after: Product }[]) => EditProblem[];
  } = {},
): Promise<WriteResult<{ inserted: string[]; updated: string[] }>> {
  const problems: EditProblem[] = [];
  const checked: ProductRecord[] = [];
  const at = now();
  items.forEach((item, index) => {
    const result = checkProduct(item.product, `${pathOf(index)}.product`);
    if (!result.ok) problems.push(...result.problems);
    else checked.push({ ...item, product: result.product, version: 1, updatedBy: actor, updatedAt: at });
  });
  const seen = new Set<string>();
  items.forEach((item, index) => {
    if (seen.has(item.sku)) problems.push({ path: `${pathOf(index)}.sku`, message: `"${item.sku}" appears twice` });
    seen.add(item.sku);
  });
  // No early return on these: the clashes with the stored catalogue are reported with them, so
  // one run names every problem.
  return db.transaction().execute(async (trx) => {
    await lockCatalogue(trx);
    const stored = await readProductRecords(trx);
    const bySku = new Map(stored.map((record) => [record.sku, record]));
    const merged = new Map(bySku);
    for (const record of checked) merged.set(record.sku, record);
    const indexOf = new Map(items.map((item, index) => [item.sku, index]));
    const mergedProblems = recordsProblems([...merged.values()]).map((problem) => {
      const index = indexOf.get(problem.sku);
      return {
        path: index === undefined ? `stored ${problem.sku}.${problem.path}` : `${pathOf(index)}.${problem.path}`,
        message: problem.message,
      };
    });
    if (problems.length > 0 || mergedProblems.length > 0) {
      return { ok: false as const, problems: [...problems, ...mergedProblems] };
    }
    const changes = checked.flatMap((record) => {
      const existing = bySku.get(record.sku);
      if (existing && sameRecordContent(existing, record)) return [];
      return [{ ...(existing ? { before: existing.product } : {}), after: record.product }];
    });
    const judged = options.judge?.(changes) ?? [];
    if (judged.length > 0) return { ok: false as const, problems: judged };
    const inserted: string[] = [];
    const updated: string[] = [];
    for (const record of checked) {
      const existing = bySku.get(record.sku);
      if (existing && sameRecordContent(existing, record)) continue;
      const written = { ...record, version: (existing?.version ?? 0) + 1 };
      if (existing) {
        await updateProductRecord(trx, written);
        updated.push(record.sku);
      } else {
        await insertProductRecord(trx, written);
        inserted.push(record.sku);
      }
      await recordChange(
        trx,
        { kind: "product", key: record.sku, before: recordState(existing), after: recordState(written), actor },
        at,
      );
    }
    return { ok: true as const, value: { inserted, updated }, version: await catalogueVersion(trx) };
  });
}

/** Every stored product, hidden ones too, in listing order: what `export` writes. */
export async function listProducts(db: Kysely<Database>): Promise<ProductRecord[]> {
  const records = await readProductRecords(db);
  return records.sort(
    (a, b) => a.lineId.localeCompare(b.lineId) || a.position - b.position || a.sku.localeCompare(b.sku),
  );
}

/**
 * Sets one setting from what an operator typed; the settings' rules and bounds are checked on the
 * result, and a large change (setting-bounds.ts) is written only with `confirmed`, else the answer
 * says `confirm` with its effect.
 * `expectBefore`: the value the operator saw; when the stored one differs, nothing is written
 * and the answer says `changedSince` (another writer got there first).
 */
export async function setSetting(
  db: Kysely<Database>,
  key: string,
  text: string,
  actor: string,
  fallback: ShopSettings,
  options: { expectBefore?: number; within?: WrittenHook<number>; confirmed?: boolean } = {},
): Promise<
  | WriteResult<{ key: SettingKey; value: number }>
  | { ok: false; changedSince: number; problems: EditProblem[] }
  | { ok: false; confirm: string; problems: EditProblem[] }
> {
  const definition = settingDefinition(key);
  if (!definition) return { ok: false, problems: [{ path: key, message: "is not a setting" }] };
  const parsed = definition.parse(text);
  if (!parsed.ok) return { ok: false, problems: [{ path: key, message: parsed.message }] };
  return db.transaction().execute(async (trx) => {
    await lockCatalogue(trx);
    const current = settingsFromRows(await readSettingRows(trx), fallback).settings;
    const next = definition.write(current, parsed.value);
    const before = definition.read(current);
    const check = settingChangeCheck(definition.key, before, parsed.value);
    const problems = [
      ...settingsProblems(next),
      ...(check.kind === "refused" ? [{ key: definition.key, message: check.message }] : []),
    ];
    if (problems.length > 0)
      return {
        ok: false as const,
        problems: problems.map((problem) => ({ path: problem.key, message: problem.message })),
      };
    if (options.expectBefore !== undefined && options.expectBefore !== before) {
      return {
        ok: false as const,
        changedSince: before,
        problems: [{ path: definition.key, message: `changed meanwhile to ${definition.format(before)}` }],
      };
    }
    if (before === parsed.value) {
      return {
        ok: true as const,
        value: { key: definition.key, value: parsed.value },
        version: await catalogueVersion(trx),
      };
    }
    // A large change is written only once the operator confirmed its effect (the editor's second
    // question, the command line's --confirm); checked under the lock, against the value it replaces.
    const blocking = blockingCheck(check, options.confirmed === true);
    if (blocking.kind === "confirm") {
      return {
        ok: false as const,
        confirm: blocking.effect,
        problems: [{ path: definition.key, message: blocking.effect }],
      };
    }
    const at = now();
    await upsertSetting(trx, { key: definition.key, value: parsed.value, actor, at });
    const version = await recordChange(
      trx,
      { kind: "setting", key: definition.key, before, after: parsed.value, actor },
      at,
    );
    await options.within?.(trx, { before, after: parsed.value, version });
    return { ok: true as const, value: { key: definition.key, value: parsed.value }, version };
  });
}
