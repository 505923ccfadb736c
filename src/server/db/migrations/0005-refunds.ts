import type { Kysely } from "kysely";

/*
 * Refunds and disputes: how much of an order has been refunded so far, so that
 * several partial refunds add up to a full one, and an index for finding an order by the
 * provider's payment id, which is all a refund or a dispute names.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("orders")
    .addColumn("refunded_cents", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex("orders_provider_payment_ref_idx").on("orders").column("provider_payment_ref").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("orders_provider_payment_ref_idx").execute();
  await db.schema.alterTable("orders").dropColumn("refunded_cents").execute();
}
