import type { Kysely } from "kysely";

/*
 * An order can be given to one operator to work on (null: nobody's yet). The list filters on it
 * ("assigned to me", "unassigned") at a million orders, newest first: the index ends in the list's
 * keyset columns, so the filtered page is a walk down the index like every other filter's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("orders").addColumn("assigned_operator_id", "varchar(36)").execute();
  await db.schema
    .createIndex("orders_assignee_created_idx")
    .on("orders")
    .columns(["assigned_operator_id", "created_at", "id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("orders_assignee_created_idx").execute();
  await db.schema.alterTable("orders").dropColumn("assigned_operator_id").execute();
}
