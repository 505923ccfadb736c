import "server-only";
import { type Kysely, sql, type Transaction } from "kysely";
import { decodeCursor, encodeCursor } from "@/domain/admin/keyset-cursor";
import type { AbandonedCartPage, AbandonedCartRow, ReminderFigures } from "@/domain/api/admin-carts";
import { type CartItem, cartItemsSchema } from "@/domain/cart/cart-schema";
import { abandonedBefore, reminderState } from "@/domain/carts/abandoned-carts";
import type { CatalogueSnapshot } from "@/domain/catalogue/catalogue-snapshot";
import { quoteCart } from "@/domain/checkout/checkout-quote";
import { checkoutCatalogue, repriceFromSnapshot } from "../checkout/checkout-service";
import { getDatabase } from "../db/client";
import { ensureDatabaseReady } from "../db/migrate";
import type { Database } from "../db/schema";

/*
 * The back office's abandoned carts (issue 17, item 3; rules in src/domain/carts/abandoned-carts.ts):
 * a cart with an address and a line, unchanged for an hour, with no order from its uuid placed
 * since its last change. Newest first by (updated_at, uuid). Each is valued by the checkout's own
 * quote from the current catalogue, so the value is what the visitor would be charged today.
 */

type Db = Kysely<Database> | Transaction<Database>;

/** A stored cart's lines; a row that no longer parses (an older format) counts as no lines. */
export function storedItems(itemsJson: string): CartItem[] {
  try {
    const parsed = cartItemsSchema.safeParse(JSON.parse(itemsJson));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** The normalised form of an address column, as email_unsubscribes keys it (normaliseEmail). */
export const normalisedEmailSql = (column: string) => sql<string>`lower(trim(${sql.ref(column)}))`;

function cartValue(items: readonly CartItem[], snapshot: CatalogueSnapshot): { valueCents: number; unpriced: number } {
  const quote = quoteCart(items, (lines) => repriceFromSnapshot(lines, snapshot));
  return {
    valueCents: quote.totals.totalCents,
    unpriced: quote.results.filter((result) => result.status === "refused").length,
  };
}

export async function listAbandonedCarts(
  cursorText: string | null,
  limit: number,
  now: Date = new Date(),
): Promise<AbandonedCartPage> {
  await ensureDatabaseReady();
  const { db } = getDatabase();
  const cursor = decodeCursor(cursorText);
  let query = db
    .selectFrom("carts as c")
    .leftJoin("cart_reminders as r", "r.cart_uuid", "c.uuid")
    .leftJoin("email_unsubscribes as u", (join) => join.on("u.email", "=", normalisedEmailSql("c.email")))
    .select(["c.uuid", "c.email", "c.items_json", "c.updated_at", "r.sent_at", "u.email as unsubscribed"])
    .where("c.email", "<>", "")
    .where("c.items_json", "<>", "[]")
    .where("c.updated_at", "<=", abandonedBefore(now))
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
    .limit(limit + 1);
  if (cursor) {
    query = query.where((eb) =>
      eb.or([
        eb("c.updated_at", "<", cursor.at),
        eb.and([eb("c.updated_at", "=", cursor.at), eb("c.uuid", "<", cursor.id)]),
      ]),
    );
  }
  const rows = await query.execute();
  const page = rows.slice(0, limit);
  const snapshot = page.length > 0 ? await checkoutCatalogue() : null;
  const carts: AbandonedCartRow[] = page.map((row) => {
    const items = storedItems(row.items_json);
    const value = snapshot ? cartValue(items, snapshot) : { valueCents: 0, unpriced: 0 };
    return {
      uuid: row.uuid,
      email: row.email,
      items: items.map((item) => ({
        name: item.name,
        ...(item.subName ? { subName: item.subName } : {}),
        count: item.count,
      })),
      valueCents: value.valueCents,
      unpricedLines: value.unpriced,
      updatedAt: row.updated_at,
      reminder: reminderState({ reminded: row.sent_at !== null, unsubscribed: row.unsubscribed !== null }),
      remindedAt: row.sent_at,
    };
  });
  const last = page.at(-1);
  const nextCursor = rows.length > limit && last ? encodeCursor({ at: last.updated_at, id: last.uuid }) : null;
  return { carts, figures: await reminderFigures(db), nextCursor };
}

/** Reminded carts, and those with an order (any, and paid) placed from them after the reminder. */
export async function reminderFigures(db: Db): Promise<ReminderFigures> {
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
