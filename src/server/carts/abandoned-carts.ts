import "server-only";
import { decodeCursor, encodeCursor } from "@/domain/admin/keyset-cursor";
import type { AbandonedAddressRow, AbandonedCartPage, ReminderFigures } from "@/domain/api/admin-carts";
import { type CartItem, cartItemsSchema } from "@/domain/cart/cart-schema";
import { abandonedBefore } from "@/domain/carts/abandoned-carts";
import { addressReminderState } from "@/domain/carts/automatic-reminders";
import { type CatalogueCart, cartFromCatalogue } from "@/domain/carts/catalogue-cart";
import type { CatalogueSnapshot } from "@/domain/catalogue/catalogue-snapshot";
import { repriceDepsOf } from "@/domain/checkout/reprice";
import { catalogue } from "../catalogue/catalogue-store";
import { checkoutCatalogue } from "../checkout/checkout-service";
import { database, type Executor } from "../db/database";
import { countReminderOutcomes, getAbandonedAddressRows } from "../db/queries/abandoned-carts";

/*
 * The back office's abandoned carts (rules in src/domain/carts/abandoned-carts.ts):
 * a cart with an address and a line, unchanged for an hour, with no order from its uuid placed
 * since its last change. One row per address, its latest cart shown, newest first by that cart's
 * (updated_at, uuid), with what stands between the address and a reminder
 * (src/domain/carts/automatic-reminders.ts). Each is shown and valued from the
 * current catalogue by the checkout's own pricing: the value is what the visitor
 * would be charged today, and the names are the shop's, never the text the browser stored.
 */

/** A stored cart's lines; a row that no longer parses (an older format) counts as no lines. */
function storedItems(itemsJson: string): CartItem[] {
  try {
    const parsed = cartItemsSchema.safeParse(JSON.parse(itemsJson));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

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
  const { db } = await database();
  const cursor = decodeCursor(cursorText);
  const rows = await getAbandonedAddressRows(db, { abandonedBefore: abandonedBefore(now), cursor, limit: limit + 1 });
  const page = rows.slice(0, limit);
  const snapshot = page.length > 0 ? await checkoutCatalogue() : null;
  const reminders = (await catalogue()).settings.cartReminders;
  const { periodDays } = reminders;
  const addresses: AbandonedAddressRow[] = page.map((row) => {
    const cart = snapshot ? catalogueCartOf(row.items_json, snapshot) : { items: [], unavailable: 0, valueCents: 0 };
    return {
      cartUuid: row.uuid,
      email: row.email,
      carts: Number(row.carts),
      items: cart.items.map((item) => ({
        name: item.name,
        ...(item.subName ? { subName: item.subName } : {}),
        count: item.count,
      })),
      valueCents: cart.valueCents,
      unpricedLines: cart.unavailable,
      updatedAt: row.updated_at,
      reminder: addressReminderState(
        {
          orderedSince: row.ordered_at !== null,
          unsubscribed: row.unsubscribed !== null,
          latestReminded: row.sent_at !== null,
          lastRemindedAt: row.last_sent_at,
        },
        { periodDays },
        now,
      ),
      remindedAt: row.last_sent_at,
      orderedAt: row.ordered_at,
    };
  });
  const last = page.at(-1);
  const nextCursor = rows.length > limit && last ? encodeCursor({ at: last.updated_at, id: last.uuid }) : null;
  return {
    addresses,
    figures: await reminderFigures(db),
    automatic: { on: reminders.automatic, delayHours: reminders.delayHours, periodDays: periodDays },
    nextCursor,
  };
}

/** Reminded carts, and those with an order (any, and paid) placed from them after the reminder. */
export async function reminderFigures(db: Executor): Promise<ReminderFigures> {
  return countReminderOutcomes(db);
}
