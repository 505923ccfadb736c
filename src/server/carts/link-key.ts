import "server-only";
import { createHmac, randomBytes } from "node:crypto";
import type { Mac } from "@/domain/carts/cart-link-token";
import { getDatabase } from "../db/client";
import { ensureDatabaseReady } from "../db/migrate";
import { env } from "../env";

/*
 * The key that signs reminder links (restore, unsubscribe). CART_LINK_SECRET when set; otherwise
 * one made the first time it is needed and kept in shop_secrets: every instance inserts its own
 * candidate only if none is there, then reads the one that won, so all of them sign alike.
 */

const KEY_NAME = "cart-link-key";
let cached: Promise<string> | null = null;

async function loadKey(): Promise<string> {
  if (env.CART_LINK_SECRET !== "") return env.CART_LINK_SECRET;
  await ensureDatabaseReady();
  const { db } = getDatabase();
  await db
    .insertInto("shop_secrets")
    .values({ name: KEY_NAME, value: randomBytes(32).toString("base64url"), created_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.column("name").doNothing())
    .execute();
  const row = await db
    .selectFrom("shop_secrets")
    .select("value")
    .where("name", "=", KEY_NAME)
    .executeTakeFirstOrThrow();
  return row.value;
}

/** HMAC-SHA256 with the shop's link key, base64url. */
export async function cartLinkMac(): Promise<Mac> {
  cached ??= loadKey().catch((error: unknown) => {
    cached = null;
    throw error;
  });
  const key = await cached;
  return (text) => createHmac("sha256", key).update(text).digest("base64url");
}
