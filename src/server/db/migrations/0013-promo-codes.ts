import type { Kysely } from "kysely";

/*
 * Promo codes. A code is its own key, stored upper-cased so matching ignores case. Its
 * `uses` counter is what concurrent orders race on: placing an order raises it with
 * `UPDATE ... WHERE uses < max_uses` inside the order's transaction (a row lock on PostgreSQL, the
 * write lock on SQLite), so a code with one use left is redeemed once. Each redemption is a row
 * (used, or released when its order was refunded, expired or cancelled, which lowers the counter
 * again). Orders record the code and the reduction it gave.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("promo_codes")
    .addColumn("code", "varchar(32)", (col) => col.primaryKey())
    .addColumn("kind", "varchar(10)", (col) => col.notNull())
    // Basis points for a percentage, cents for a fixed amount.
    .addColumn("value", "integer", (col) => col.notNull())
    .addColumn("scope", "varchar(10)", (col) => col.notNull())
    // A JSON array of line ids or product skus ("[]" for scope all).
    .addColumn("targets_json", "text", (col) => col.notNull())
    .addColumn("include_gold", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("min_total_cents", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("starts_at", "varchar(32)")
    .addColumn("ends_at", "varchar(32)")
    .addColumn("max_uses", "integer")
    .addColumn("max_uses_per_email", "integer")
    .addColumn("uses", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("active", "integer", (col) => col.notNull().defaultTo(1))
    .addColumn("created_by", "varchar(36)", (col) => col.notNull())
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .addColumn("updated_at", "varchar(32)", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("promo_redemptions")
    .addColumn("id", "varchar(36)", (col) => col.primaryKey())
    .addColumn("code", "varchar(32)", (col) => col.notNull().references("promo_codes.code"))
    // One redemption per order at most.
    .addColumn("order_id", "varchar(36)", (col) => col.notNull().unique())
    // Trimmed and lower-cased, so the per-email limit counts one person once whatever they typed.
    .addColumn("email", "varchar(320)", (col) => col.notNull())
    .addColumn("cents", "integer", (col) => col.notNull())
    .addColumn("status", "varchar(10)", (col) => col.notNull())
    .addColumn("created_at", "varchar(32)", (col) => col.notNull())
    .addColumn("released_at", "varchar(32)")
    .execute();
  await db.schema
    .createIndex("promo_redemptions_code_idx")
    .on("promo_redemptions")
    .columns(["code", "status", "email"])
    .execute();

  await db.schema.alterTable("orders").addColumn("promo_code", "varchar(32)").execute();
  await db.schema
    .alterTable("orders")
    .addColumn("promo_cents", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("orders").dropColumn("promo_cents").execute();
  await db.schema.alterTable("orders").dropColumn("promo_code").execute();
  await db.schema.dropIndex("promo_redemptions_code_idx").execute();
  await db.schema.dropTable("promo_redemptions").execute();
  await db.schema.dropTable("promo_codes").execute();
}
