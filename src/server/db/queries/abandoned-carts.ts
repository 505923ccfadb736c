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

/**
 * Abandoned carts grouped by address (normalised): one row per address, its latest abandoned cart
 * (by (updated_at, uuid)) with the number of its abandoned carts, that cart's reminder, whether the
 * address unsubscribed, when it was last reminded, and an order it placed since that cart was saved.
 * Newest first by the latest cart's (updated_at, uuid), keyset cursor on them: no address in a cursor.
 */
export async function getAbandonedAddressRows(
  db: Executor,
  input: { abandonedBefore: string; cursor: KeysetCursor | null; limit: number },
) {
  const { cursor } = input;
  let query = db
    .with("a", (w) =>
      w
        .selectFrom("carts as c")
        .select([
          "c.uuid",
          "c.email",
          "c.items_json",
          "c.updated_at",
          normalisedEmailSql("c.email").as("address"),
          sql<number>`row_number() over (partition by lower(trim(c.email)) order by c.updated_at desc, c.uuid desc)`.as(
            "place",
          ),
          sql<number | string>`count(*) over (partition by lower(trim(c.email)))`.as("carts"),
        ])
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
        ),
    )
    .selectFrom("a")
    .leftJoin("cart_reminders as r", "r.cart_uuid", "a.uuid")
    .leftJoin("email_unsubscribes as u", "u.email", "a.address")
    .leftJoin("reminder_addresses as ra", "ra.email", "a.address")
    .select((eb) => [
      "a.uuid",
      "a.email",
      "a.items_json",
      "a.updated_at",
      "a.carts",
      "r.sent_at",
      "u.email as unsubscribed",
      "ra.last_sent_at",
      eb
        .selectFrom("orders as o")
        .select("o.created_at")
        .where(sql<string>`lower(o.email)`, "=", eb.ref("a.address"))
        .whereRef("o.created_at", ">=", "a.updated_at")
        .limit(1)
        .as("ordered_at"),
    ])
    .where("a.place", "=", 1)
    .orderBy("a.updated_at", "desc")
    .orderBy("a.uuid", "desc")
    .limit(input.limit);
  if (cursor) {
    query = query.where((eb) =>
      eb.or([
        eb("a.updated_at", "<", cursor.at),
        eb.and([eb("a.updated_at", "=", cursor.at), eb("a.uuid", "<", cursor.id)]),
      ]),
    );
  }
  return query.execute();
}

/**
 * The carts the background run may remind now, newest first: an address and a line, saved inside
 * the window, never reminded, no order from the cart or by its address since it was saved, the
 * address not unsubscribed nor reminded after `periodStart`. The send checks each again in its
 * transaction; this only finds them.
 */
export async function getCartsDueForReminder(
  db: Executor,
  input: { savedBefore: string; savedAfter: string; periodStart: string; limit: number },
) {
  return db
    .selectFrom("carts as c")
    .select("c.uuid")
    .where("c.email", "<>", "")
    .where("c.items_json", "<>", "[]")
    .where("c.updated_at", "<=", input.savedBefore)
    .where("c.updated_at", ">=", input.savedAfter)
    .where(({ not, exists, selectFrom, and }) =>
      and([
        not(exists(selectFrom("cart_reminders as r").select(sql`1`.as("one")).whereRef("r.cart_uuid", "=", "c.uuid"))),
        not(
          exists(
            selectFrom("email_unsubscribes as u")
              .select(sql`1`.as("one"))
              .where("u.email", "=", normalisedEmailSql("c.email")),
          ),
        ),
        not(
          exists(
            selectFrom("reminder_addresses as ra")
              .select(sql`1`.as("one"))
              .where("ra.email", "=", normalisedEmailSql("c.email"))
              .where("ra.last_sent_at", ">", input.periodStart),
          ),
        ),
        not(
          exists(
            selectFrom("orders as o")
              .select(sql`1`.as("one"))
              .whereRef("o.cart_uuid", "=", "c.uuid")
              .whereRef("o.created_at", ">=", "c.updated_at"),
          ),
        ),
        not(
          exists(
            selectFrom("orders as o")
              .select(sql`1`.as("one"))
              .where(sql<string>`lower(o.email)`, "=", normalisedEmailSql("c.email"))
              .whereRef("o.created_at", ">=", "c.updated_at"),
          ),
        ),
      ]),
    )
    .orderBy("c.updated_at", "desc")
    .orderBy("c.uuid", "desc")
    .limit(input.limit)
    .execute();
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
