import type { Kysely } from "kysely";

// Kysely's migrator hands migrations an untyped database: the schema is what they create.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("carts")
    .addColumn("uuid", "varchar(64)", (col) => col.primaryKey())
    .addColumn("items_json", "text", (col) => col.notNull())
    .addColumn("email", "varchar(320)", (col) => col.notNull().defaultTo(""))
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .addColumn("updated_at", "varchar(32)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("carts_updated_at_idx").on("carts").column("updated_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("carts").execute();
}
