import type { Kysely } from "kysely";

/*
 * Abandoned-cart reminders. One reminder per cart, ever: the cart's uuid is the
 * primary key, so two operators (or two instances) sending at once insert one row and the other
 * is refused. The reminder keeps the address it went to (the unsubscribe link names the cart,
 * never the address). Unsubscribed addresses are keyed by their normalised form. The key that
 * signs restore and unsubscribe links is created once in the database when no env variable sets
 * it, so every instance signs with the same one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("cart_reminders")
    .addColumn("cart_uuid", "varchar(64)", (col) => col.primaryKey())
    .addColumn("email", "varchar(320)", (col) => col.notNull())
    .addColumn("operator_id", "varchar(36)", (col) => col.notNull())
    .addColumn("outbox_id", "varchar(36)", (col) => col.notNull())
    // The cart's updated_at when it was reminded: the cart the email described.
    .addColumn("cart_updated_at", "varchar(32)", (col) => col.notNull())
    .addColumn("sent_at", "varchar(32)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("cart_reminders_sent_idx").on("cart_reminders").columns(["sent_at"]).execute();

  await db.schema
    .createTable("email_unsubscribes")
    .addColumn("email", "varchar(320)", (col) => col.primaryKey())
    .addColumn("source", "varchar(30)", (col) => col.notNull())
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("shop_secrets")
    .addColumn("name", "varchar(60)", (col) => col.primaryKey())
    .addColumn("value", "varchar(200)", (col) => col.notNull())
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .execute();

  // The abandoned-cart list reads newest first by (updated_at, uuid).
  await db.schema.createIndex("carts_updated_uuid_idx").on("carts").columns(["updated_at", "uuid"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("carts_updated_uuid_idx").execute();
  await db.schema.dropTable("shop_secrets").execute();
  await db.schema.dropTable("email_unsubscribes").execute();
  await db.schema.dropIndex("cart_reminders_sent_idx").execute();
  await db.schema.dropTable("cart_reminders").execute();
}
