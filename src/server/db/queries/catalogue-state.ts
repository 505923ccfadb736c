import "server-only";
import { sql } from "kysely";
import type { Executor } from "../database";

/*
 * The catalogue's one state row (table catalogue_state, id 1): its version. Updating it first in a
 * transaction is the catalogue's write lock (a row lock on PostgreSQL, the write lock on SQLite),
 * so writers from any process or instance queue instead of racing.
 */

async function ensureState(db: Executor): Promise<void> {
  await db
    .insertInto("catalogue_state")
    .values({ id: 1, version: 0 })
    .onConflict((conflict) => conflict.column("id").doNothing())
    .execute();
}

/** Takes the catalogue's write lock for the rest of the transaction `trx` is in. */
export async function lockCatalogue(trx: Executor): Promise<void> {
  await ensureState(trx);
  await trx.updateTable("catalogue_state").set({ version: sql`version` }).where("id", "=", 1).execute();
}

/** Raises the version by one; answers the new version. */
export async function bumpCatalogueVersion(trx: Executor): Promise<number> {
  const bumped = await trx
    .updateTable("catalogue_state")
    .set({ version: sql`version + 1` })
    .where("id", "=", 1)
    .returning("version")
    .executeTakeFirstOrThrow();
  return Number(bumped.version);
}

export async function catalogueVersion(db: Executor): Promise<number> {
  const row = await db.selectFrom("catalogue_state").select("version").where("id", "=", 1).executeTakeFirst();
  return row ? Number(row.version) : 0;
}
