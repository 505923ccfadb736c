import type { Kysely } from "kysely";

/*
 * An operator has a role (src/domain/admin/roles.ts): owner (everything) or staff (orders, messages,
 * customers, carts; refunds only up to the owner's limit). Every operator made before roles existed
 * ran the whole back office, so they become owners.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("operators")
    .addColumn("role", "varchar(16)", (col) => col.notNull().defaultTo("owner"))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("operators").dropColumn("role").execute();
}
