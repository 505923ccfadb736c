import "server-only";
import { type Kysely, sql, type Transaction } from "kysely";
import { decodeCursor, encodeCursor } from "@/domain/admin/keyset-cursor";
import type { AbandonedCartPage, AbandonedCartRow, ReminderFigures } from "@/domain/api/admin-carts";
import { type CartItem, cartItemsSchema } from "@/domain/cart/cart-schema";
import { abandonedBefore, reminderState } from "@/domain/carts/abandoned-carts";
import { type CatalogueCart, cartFromCatalogue } from "@/domain/carts/catalogue-cart";
import type { CatalogueSnapshot } from "@/domain/catalogue/catalogue-snapshot";
import { repriceDepsOf } from "@/domain/checkout/reprice";
import { checkoutCatalogue } from "../checkout/checkout-service";
import { getDatabase } from "../db/client";
import { ensureDatabaseReady } from "../db/migrate";
import type { Database } from "../db/schema";

/*
 * The back office's abandoned carts (issue 17, item 3; rules in src/domain/carts/abandoned-carts.ts):
 * a cart with an address and a line, unchanged for an hour, with no order from its uuid placed
 * since its last change. Newest first by (updated_at, uuid). Each is shown and valued from the
 * current catalogue by the checkout's own pricing: the value is what the visitor
 * would be charged today, and the names are the shop's, never the text the browser stored.
 */

type Db = Kysely<Database> | Transaction<Database>;

/** A stored cart's lines; a row that no longer parses (an older format) counts as no lines. */
function storedItems(itemsJson: string): CartItem[] {
  try {
    const parsed = cartItemsSchema.safeParse(JSON.parse(itemsJson));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** The normalised form of an address column, as email_unsubscribes keys it (normaliseEmail). */
export const normalisedEmailSql = (column: string) => sql<string>`lower(trim(${sql.ref(column)}))`;

/**
 * A stored cart as others see it: derived from the live catalogue each time it is read, never the
 * text the browser stored (cartFromCatalogue), which also covers rows saved before saves were checked.
 */
export function catalogueCartOf(itemsJson: string, snapshot: CatalogueSnapshot): CatalogueCart {
  return cartFromCatalogue(storedItems(itemsJson), repriceDepsOf(snapshot));
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
    const cart = snapshot ? catalogueCartOf(row.items_json, snapshot) : { items: [], unavailable: 0, valueCents: 0 };
    return {
      uuid: row.uuid,
      email: row.email,
      items: cart.items.map((item) => ({
        name: item.name,
        ...(item.subName ? { subName: item.subName } : {}),
        count: item.count,
      })),
      valueCents: cart.valueCents,
      unpricedLines: cart.unavailable,
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
