import "server-only";
import { createHmac, randomBytes } from "node:crypto";
import type { Mac } from "@/domain/crypto/signed-text";
import { database } from "./db/database";
import { getShopSecretByName, insertShopSecretIfMissing } from "./db/queries/shop-secrets";

/*
 * The shop's signing keys (reminder links, the operator's known-device mark). A key is made the
 * first time it is needed and kept in shop_secrets: every instance inserts its own candidate only
 * if none is there, then reads the one that won, so all of them sign alike.
 */

const cached = new Map<string, Promise<string>>();

async function loadKey(name: string): Promise<string> {
  const { db } = await database();
  await insertShopSecretIfMissing(db, name, randomBytes(32).toString("base64url"), new Date());
  return getShopSecretByName(db, name);
}

function cachedKey(name: string): Promise<string> {
  let key = cached.get(name);
  if (!key) {
    key = loadKey(name).catch((error: unknown) => {
      cached.delete(name);
      throw error;
    });
    cached.set(name, key);
  }
  return key;
}

/** HMAC-SHA256 with the named key (or `override` when set), base64url. */
export async function shopKeyMac(name: string, override = ""): Promise<Mac> {
  const secret = override !== "" ? override : await cachedKey(name);
  return (text) => createHmac("sha256", secret).update(text).digest("base64url");
}
