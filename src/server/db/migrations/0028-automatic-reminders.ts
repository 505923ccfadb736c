import { type Kysely, sql } from "kysely";

/*
 * Reminders that send themselves. `reminder_addresses` holds, per normalised address, when it was
 * last sent a reminder (by hand or automatically): one conditional upsert claims the address for a
 * new period, so two sends to two carts of one address at once (two operators, two instances, an
 * operator and the background run) send one email. It starts from the reminders already sent.
 * `cart_reminders.automatic` tells the background run's reminders (1, no operator: operator_id is
 * empty) from an operator's (0).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("reminder_addresses")
    .addColumn("email", "varchar(320)", (col) => col.primaryKey())
    .addColumn("last_sent_at", "varchar(32)", (col) => col.notNull())
    .execute();
  await sql`insert into reminder_addresses (email, last_sent_at)
    select email, max(sent_at) from cart_reminders group by email`.execute(db);
  await db.schema
    .alterTable("cart_reminders")
    .addColumn("automatic", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("cart_reminders").dropColumn("automatic").execute();
  await db.schema.dropTable("reminder_addresses").execute();
}
