import "server-only";
import type { Selectable } from "kysely";
import type { ChangeRow } from "@/domain/catalogue/catalogue-command-output";
import type { Executor } from "../database";
import type { CatalogueHistoryTable } from "../schema";

/*
 * The catalogue's history (table catalogue_history): append-only, one row per change of a product
 * or a setting, numbered by the catalogue version the change made.
 */

/** One history row: what the command line prints and the store's listeners receive. */
export type CatalogueChange = ChangeRow;

export async function insertCatalogueChange(db: Executor, change: CatalogueChange): Promise<void> {
  await db
    .insertInto("catalogue_history")
    .values({
      version: change.version,
      kind: change.kind,
      key: change.key,
      before_json: change.before === undefined ? null : JSON.stringify(change.before),
      after_json: change.after === undefined ? null : JSON.stringify(change.after),
      actor: change.actor,
      created_at: change.at,
    })
    .execute();
}

function rowToChange(row: Selectable<CatalogueHistoryTable>): CatalogueChange {
  return {
    version: Number(row.version),
    kind: row.kind,
    key: row.key,
    before: row.before_json === null ? undefined : JSON.parse(row.before_json),
    after: row.after_json === null ? undefined : JSON.parse(row.after_json),
    actor: row.actor,
    at: row.created_at,
  };
}

/** The changes after `version`, oldest first: what an instance that last saw `version` must catch up on. */
export async function changesSince(db: Executor, version: number, limit = 500): Promise<CatalogueChange[]> {
  const rows = await db
    .selectFrom("catalogue_history")
    .selectAll()
    .where("version", ">", version)
    .orderBy("version", "asc")
    .limit(limit)
    .execute();
  return rows.map(rowToChange);
}

/** The newest changes first, of one product or setting when `key` is given. */
export async function catalogueHistory(
  db: Executor,
  options: { key?: string; limit?: number } = {},
): Promise<CatalogueChange[]> {
  let query = db
    .selectFrom("catalogue_history")
    .selectAll()
    .orderBy("version", "desc")
    .limit(options.limit ?? 50);
  if (options.key !== undefined) query = query.where("key", "=", options.key);
  return (await query.execute()).map(rowToChange);
}

/** One change of the history by its version, or undefined. */
export async function catalogueChange(db: Executor, version: number): Promise<CatalogueChange | undefined> {
  const row = await db.selectFrom("catalogue_history").selectAll().where("version", "=", version).executeTakeFirst();
  return row ? rowToChange(row) : undefined;
}
