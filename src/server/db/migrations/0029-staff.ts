import type { Kysely } from "kysely";

/*
 * Staff in the app. An operator may be `suspended` (a plain status value: the
 * column is a varchar(16)): no sign-in and no session, until an owner restores them; `suspended_at`
 * says since when. `last_signed_in_at` is when they last reached aal2, for the staff list (rows
 * from before have none: "not known").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("operators").addColumn("suspended_at", "varchar(32)").execute();
  await db.schema.alterTable("operators").addColumn("last_signed_in_at", "varchar(32)").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("operators").dropColumn("last_signed_in_at").execute();
  await db.schema.alterTable("operators").dropColumn("suspended_at").execute();
}
