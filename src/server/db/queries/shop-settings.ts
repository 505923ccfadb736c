import "server-only";
import type { Executor } from "../database";

/*
 * The shop's settings (table shop_settings), one JSON value per key, written under the
 * catalogue's lock (catalogue-state.ts) like the products.
 */

export type SettingWrite = { key: string; value: unknown; actor: string; at: string };

export async function readSettingRows(db: Executor): Promise<{ key: string; value: unknown }[]> {
  const rows = await db.selectFrom("shop_settings").select(["key", "value_json"]).execute();
  return rows.map((row) => ({ key: row.key, value: JSON.parse(row.value_json) }));
}

/** One key's stored value (parsed JSON), or undefined when it has no row. */
export async function readSettingValue(db: Executor, key: string): Promise<unknown> {
  const row = await db.selectFrom("shop_settings").select("value_json").where("key", "=", key).executeTakeFirst();
  return row ? JSON.parse(row.value_json) : undefined;
}

export async function insertSetting(db: Executor, setting: SettingWrite): Promise<void> {
  await db
    .insertInto("shop_settings")
    .values({
      key: setting.key,
      value_json: JSON.stringify(setting.value),
      updated_by: setting.actor,
      updated_at: setting.at,
    })
    .execute();
}

/** Sets the key's value, whether it had a row or not. */
export async function upsertSetting(db: Executor, setting: SettingWrite): Promise<void> {
  const fields = { value_json: JSON.stringify(setting.value), updated_by: setting.actor, updated_at: setting.at };
  await db
    .insertInto("shop_settings")
    .values({ key: setting.key, ...fields })
    .onConflict((conflict) => conflict.column("key").doUpdateSet(fields))
    .execute();
}
