import "server-only";
import type { CartItem } from "@/domain/cart/cart-schema";
import { type CartLinkPurpose, verifyCartLink } from "@/domain/carts/cart-link-token";
import { catalogue } from "../catalogue/catalogue-store";
import { database } from "../db/database";
import { getReminderAddress } from "../db/queries/cart-reminders";
import { getRemindedCart } from "../db/queries/carts";
import { insertUnsubscribe } from "../db/queries/email-unsubscribes";
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
  const { db } = await database();
  const row = await getRemindedCart(db, link.cartUuid);
  if (!row) return null;
  const { items, unavailable } = catalogueCartOf(row.items_json, await catalogue());
  return items.length > 0 ? { uuid: row.uuid, items, unavailable } : null;
}

export type UnsubscribeTarget = { email: string; unsubscribed: boolean } | null;

/** The address an unsubscribe link stands for, and whether it has already unsubscribed; null for a bad link. */
export async function unsubscribeTarget(token: unknown, now: Date = new Date()): Promise<UnsubscribeTarget> {
  const link = await checkLink("unsubscribe", token, now);
  if (!link.ok) return null;
  const { db } = await database();
  const row = await getReminderAddress(db, link.cartUuid);
  return row ? { email: row.email, unsubscribed: row.unsubscribedAt !== null } : null;
}

/** Records the link's address as unsubscribed (once; a repeat changes nothing); false for a bad link. */
export async function unsubscribeByLink(token: unknown, source: "page" | "one-click", now = new Date()) {
  const target = await unsubscribeTarget(token, now);
  if (!target) return false;
  const { db } = await database();
  await insertUnsubscribe(db, { email: target.email, source, at: now.toISOString() });
  return true;
}
