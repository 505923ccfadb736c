import type { Kysely } from "kysely";

/*
 * A refund says why, and one made by hand (a manual order's money sent back by Zelle, Bitcoin, …)
 * says how it was sent and under which reference: the customer's email and order page show the
 * reason, the order page the method and reference. Rows written before have none (null).
 * order_refunds.provider also takes "manual" from now on (the column is a plain varchar(10)).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("order_refunds").addColumn("reason", "text").execute();
  await db.schema.alterTable("order_refunds").addColumn("sent_by", "varchar(40)").execute();
  await db.schema.alterTable("order_refunds").addColumn("reference", "varchar(200)").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("order_refunds").dropColumn("reference").execute();
  await db.schema.alterTable("order_refunds").dropColumn("sent_by").execute();
  await db.schema.alterTable("order_refunds").dropColumn("reason").execute();
}
