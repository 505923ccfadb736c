import type { Kysely } from "kysely";

/*
 * The dashboard's funnel counts the carts saved in a period; carts had only an
 * index on updated_at, so the count read every cart. The orders' period queries already have
 * theirs (migration 0011).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("carts_created_idx").on("carts").column("created_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("carts_created_idx").execute();
}
