import "server-only";
import { sql } from "kysely";
import type { KeysetCursor } from "@/domain/admin/keyset-cursor";
import type { Executor } from "../database";

/*
 * The back office's abandoned carts: a cart with an address and a line, unchanged since
 * `abandonedBefore`, with no order from its uuid placed since its last change, newest first by
 * (updated_at, uuid), with its reminder and whether its address unsubscribed.
 */

/** The normalised form of an address column, as email_unsubscribes keys it (normaliseEmail). */
export const normalisedEmailSql = (column: string) => sql<string>`lower(trim(${sql.ref(column)}))`;

export async function getAbandonedCartRows(
  db: Executor,
  input: { abandonedBefore: string; cursor: KeysetCursor | null; limit: number },
) {
  const { cursor } = input;
  let query = db
    .selectFrom("carts as c")
    .leftJoin("cart_reminders as r", "r.cart_uuid", "c.uuid")
    .leftJoin("email_unsubscribes as u", (join) => join.on("u.email", "=", normalisedEmailSql("c.email")))
    .select(["c.uuid", "c.email", "c.items_json", "c.updated_at", "r.sent_at", "u.email as unsubscribed"])
    .where("c.email", "<>", "")
    .where("c.items_json", "<>", "[]")
    .where("c.updated_at", "<=", input.abandonedBefore)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("orders as o")
            .select(sql`1`.as("one"))
            .whereRef("o.cart_uuid", "=", "c.uuid")
            .whereRef("o.created_at", ">=", "c.updated_at"),
        ),
      ),
    )
    .orderBy("c.updated_at", "desc")
    .orderBy("c.uuid", "desc")
    .limit(input.limit);
  if (cursor) {
    query = query.where((eb) =>
      eb.or([
        eb("c.updated_at", "<", cursor.at),
        eb.and([eb("c.updated_at", "=", cursor.at), eb("c.uuid", "<", cursor.id)]),
      ]),
    );
  }
  return query.execute();
}

/** Reminded carts, and those with an order (any, and paid) placed from them after the reminder. */
export async function countReminderOutcomes(db: Executor) {
  const orderedAfter = (paid: boolean) =>
    db
      .selectFrom("cart_reminders as r")
      .select((eb) => eb.fn.countAll<string | number>().as("n"))
      .where(({ exists, selectFrom }) => {
        let orders = selectFrom("orders as o")
          .select(sql`1`.as("one"))
          .whereRef("o.cart_uuid", "=", "r.cart_uuid")
          .whereRef("o.created_at", ">=", "r.sent_at");
        if (paid) orders = orders.where("o.paid_at", "is not", null);
        return exists(orders);
      })
      .executeTakeFirstOrThrow();
  const [reminded, ordered, paid] = await Promise.all([
    db
      .selectFrom("cart_reminders")
      .select((eb) => eb.fn.countAll<string | number>().as("n"))
      .executeTakeFirstOrThrow(),
    orderedAfter(false),
    orderedAfter(true),
  ]);
  return { reminded: Number(reminded.n), ordered: Number(ordered.n), paid: Number(paid.n) };
}
