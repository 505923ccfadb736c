import "server-only";
import type { CartItem } from "@/domain/cart/cart-schema";
import { type CartLinkPurpose, verifyCartLink } from "@/domain/carts/cart-link-token";
import { catalogue } from "../catalogue/catalogue-store";
import { getDatabase } from "../db/client";
import { ensureDatabaseReady } from "../db/migrate";
import { catalogueCartOf } from "./abandoned-carts";
import { cartLinkMac } from "./link-key";

/*
 * What a reminder's links open. Reading a restore link changes nothing on the
 * server: the page hands the browser the cart's lines as the catalogue makes them,
 * never the words the browser stored. An unsubscribe link names the cart; the address is the one its reminder went to, recorded
 * once (a repeat is harmless).
 */

export type LinkedCart = { ok: true; cartUuid: string } | { ok: false };

async function checkLink(purpose: CartLinkPurpose, token: unknown, now: Date): Promise<LinkedCart> {
  const check = verifyCartLink(purpose, token, now, await cartLinkMac());
  return check.ok ? { ok: true, cartUuid: check.cartUuid } : { ok: false };
}

export type CartToRestore = { uuid: string; items: CartItem[]; unavailable: number };

/**
 * The reminded cart's uuid and lines as the catalogue makes them (never the stored names, images or
 * prices), and how many stored lines are no longer sold; null for a link that is forged, expired or
 * names no reminded cart, or when nothing in the cart is sold any more.
 */
export async function cartToRestore(token: unknown, now: Date = new Date()): Promise<CartToRestore | null> {
  const link = await checkLink("restore", token, now);
  if (!link.ok) return null;
  await ensureDatabaseReady();
  const { db } = getDatabase();
  const row = await db
    .selectFrom("carts")
    .innerJoin("cart_reminders", "cart_reminders.cart_uuid", "carts.uuid")
    .select(["carts.uuid", "carts.items_json"])
    .where("carts.uuid", "=", link.cartUuid)
    .executeTakeFirst();
  if (!row) return null;
  const { items, unavailable } = catalogueCartOf(row.items_json, await catalogue());
  return items.length > 0 ? { uuid: row.uuid, items, unavailable } : null;
}

export type UnsubscribeTarget = { email: string; unsubscribed: boolean } | null;

/** The address an unsubscribe link stands for, and whether it has already unsubscribed; null for a bad link. */
export async function unsubscribeTarget(token: unknown, now: Date = new Date()): Promise<UnsubscribeTarget> {
  const link = await checkLink("unsubscribe", token, now);
  if (!link.ok) return null;
  await ensureDatabaseReady();
  const { db } = getDatabase();
  const row = await db
    .selectFrom("cart_reminders")
    .leftJoin("email_unsubscribes", "email_unsubscribes.email", "cart_reminders.email")
    .select(["cart_reminders.email", "email_unsubscribes.created_at as unsubscribedAt"])
    .where("cart_reminders.cart_uuid", "=", link.cartUuid)
    .executeTakeFirst();
  return row ? { email: row.email, unsubscribed: row.unsubscribedAt !== null } : null;
}

/** Records the link's address as unsubscribed (once; a repeat changes nothing); false for a bad link. */
export async function unsubscribeByLink(token: unknown, source: "page" | "one-click", now = new Date()) {
  const target = await unsubscribeTarget(token, now);
  if (!target) return false;
  const { db } = getDatabase();
  await db
    .insertInto("email_unsubscribes")
    .values({ email: target.email, source, created_at: now.toISOString() })
    .onConflict((conflict) => conflict.column("email").doNothing())
    .execute();
  return true;
}
