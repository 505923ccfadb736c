import type { Kysely } from "kysely";

/*
 * Customers' reviews of delivered orders (ADR 0032). One review per order (`order_id` is unique, so
 * concurrent posts for one order cannot both land); it is about the order, and shown on the page of
 * every product the order bought (`skus_json`, a JSON array fixed when it is written). Only the
 * display name ("Ada L.") is kept apart from the text: never the address or the RuneScape name.
 * `review_votes` holds one "helpful" per review and voter, the voter as a SHA-256 of their address.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("reviews")
    .addColumn("id", "varchar(36)", (col) => col.primaryKey())
    .addColumn("order_id", "varchar(36)", (col) => col.notNull().unique())
    .addColumn("skus_json", "text", (col) => col.notNull())
    .addColumn("rating", "integer", (col) => col.notNull())
    .addColumn("title", "varchar(120)")
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("display_name", "varchar(40)", (col) => col.notNull())
    .addColumn("status", "varchar(12)", (col) => col.notNull().defaultTo("pending"))
    .addColumn("helpful_count", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .addColumn("moderated_at", "varchar(32)")
    .addColumn("moderated_by", "varchar(36)")
    .execute();
  await db.schema.createIndex("reviews_status_created_idx").on("reviews").columns(["status", "created_at"]).execute();
  await db.schema
    .createTable("review_votes")
    .addColumn("review_id", "varchar(36)", (col) => col.notNull())
    .addColumn("voter_hash", "varchar(64)", (col) => col.notNull())
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .addPrimaryKeyConstraint("review_votes_pk", ["review_id", "voter_hash"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("review_votes").execute();
  await db.schema.dropTable("reviews").execute();
}
