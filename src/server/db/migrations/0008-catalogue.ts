import type { Kysely } from "kysely";

/*
 * Products and settings as data. The product lines stay in code (the spec fixes their
 * routes); each product is a row whose data the product schema checks, each setting a row. Every
 * change raises the one catalogue version (catalogue_state, a single row that also serialises
 * writers) and appends a history row with the state before and after. Orders keep the version
 * they were priced at.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("catalogue_state")
    .addColumn("id", "integer", (col) => col.primaryKey())
    .addColumn("version", "integer", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("catalogue_products")
    .addColumn("sku", "varchar(120)", (col) => col.primaryKey())
    .addColumn("line_id", "varchar(40)", (col) => col.notNull())
    .addColumn("slug", "varchar(120)", (col) => col.notNull())
    .addColumn("path", "varchar(240)", (col) => col.notNull().unique())
    .addColumn("position", "integer", (col) => col.notNull())
    .addColumn("status", "varchar(10)", (col) => col.notNull())
    .addColumn("data_json", "text", (col) => col.notNull())
    .addColumn("version", "integer", (col) => col.notNull())
    .addColumn("updated_by", "varchar(120)", (col) => col.notNull())
    .addColumn("updated_at", "varchar(32)", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("catalogue_products_line_slug_idx")
    .on("catalogue_products")
    .columns(["line_id", "slug"])
    .unique()
    .execute();

  await db.schema
    .createTable("shop_settings")
    .addColumn("key", "varchar(60)", (col) => col.primaryKey())
    .addColumn("value_json", "text", (col) => col.notNull())
    .addColumn("updated_by", "varchar(120)", (col) => col.notNull())
    .addColumn("updated_at", "varchar(32)", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("catalogue_history")
    .addColumn("version", "integer", (col) => col.primaryKey())
    .addColumn("kind", "varchar(10)", (col) => col.notNull())
    .addColumn("key", "varchar(120)", (col) => col.notNull())
    .addColumn("before_json", "text")
    .addColumn("after_json", "text")
    .addColumn("actor", "varchar(120)", (col) => col.notNull())
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .execute();

  await db.schema.alterTable("orders").addColumn("catalogue_version", "integer").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("orders").dropColumn("catalogue_version").execute();
  await db.schema.dropTable("catalogue_history").execute();
  await db.schema.dropTable("shop_settings").execute();
  await db.schema.dropIndex("catalogue_products_line_slug_idx").execute();
  await db.schema.dropTable("catalogue_products").execute();
  await db.schema.dropTable("catalogue_state").execute();
}
