import type { Kysely } from "kysely";

/*
 * Promo codes an owner manages: a code can be paused and resumed (`paused`), apart from ending it
 * for good (`active` 0, as "deactivate" always did: codes deactivated before this stay ended, since
 * the owner was told it could not be undone and buyers were told the code does not exist). Every
 * edit, pause or resume raises `revision`, so an edit made on a stale page is refused rather than
 * silently undoing another owner's change. A use does not raise it: orders never block an edit.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("promo_codes")
    .addColumn("paused", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("promo_codes")
    .addColumn("revision", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("promo_codes").dropColumn("revision").execute();
  await db.schema.alterTable("promo_codes").dropColumn("paused").execute();
}
