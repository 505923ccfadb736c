import { type Kysely, sql } from "kysely";

/*
 * A customer's timeline and the back office listed an order's steps by created_at, then by their
 * random id: two steps written in the same millisecond (a script, or two operators a click apart)
 * came out in either order, and the page could show the paused order's reason as missing. Each
 * step now keeps the order's tracking_version it produced (strictly increasing per order, since the
 * step's update is conditional on the version it read). Earlier steps are numbered 1, 2… in their
 * old order; every later step's version is above them, as each step bumped the version by one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("order_steps")
    .addColumn("version", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`
    UPDATE order_steps SET version = (
      SELECT COUNT(*) FROM order_steps AS earlier
      WHERE earlier.order_id = order_steps.order_id
        AND (earlier.created_at < order_steps.created_at
          OR (earlier.created_at = order_steps.created_at AND earlier.id <= order_steps.id))
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("order_steps").dropColumn("version").execute();
}
