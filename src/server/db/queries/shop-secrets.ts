import "server-only";
import type { Executor } from "../database";

/* The shop's named signing keys (table shop_secrets): written once, never changed. */

/** Stores `value` under `name` unless a key of that name exists (the first writer wins). */
export async function insertShopSecretIfMissing(db: Executor, name: string, value: string, at: Date): Promise<void> {
  await db
    .insertInto("shop_secrets")
    .values({ name, value, created_at: at.toISOString() })
    .onConflict((conflict) => conflict.column("name").doNothing())
    .execute();
}

export async function getShopSecretByName(db: Executor, name: string): Promise<string> {
  const row = await db.selectFrom("shop_secrets").select("value").where("name", "=", name).executeTakeFirstOrThrow();
  return row.value;
}
