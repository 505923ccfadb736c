import "server-only";
import type { Executor } from "../database";

/*
 * The operators' recovery codes (table operator_recovery_codes), kept as hashes only; a code is
 * spent by one conditional update, so of two requests carrying it exactly one wins.
 */

export async function deleteRecoveryCodes(db: Executor, operatorId: string): Promise<void> {
  await db.deleteFrom("operator_recovery_codes").where("operator_id", "=", operatorId).execute();
}

export async function insertRecoveryCodes(
  db: Executor,
  operatorId: string,
  codeHashes: readonly string[],
): Promise<void> {
  await db
    .insertInto("operator_recovery_codes")
    .values(
      codeHashes.map((codeHash) => ({
        id: crypto.randomUUID(),
        operator_id: operatorId,
        code_hash: codeHash,
        used_at: null,
      })),
    )
    .execute();
}

/** Marks the code used if it is unused; answers whether this call did. */
export async function spendRecoveryCodeByHash(
  db: Executor,
  operatorId: string,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable("operator_recovery_codes")
    .set({ used_at: now.toISOString() })
    .where("operator_id", "=", operatorId)
    .where("code_hash", "=", codeHash)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function hasUnusedRecoveryCode(db: Executor, operatorId: string, codeHash: string): Promise<boolean> {
  const row = await db
    .selectFrom("operator_recovery_codes")
    .select("operator_id")
    .where("operator_id", "=", operatorId)
    .where("code_hash", "=", codeHash)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return row !== undefined;
}

export async function countUnusedRecoveryCodes(db: Executor, operatorId: string): Promise<number> {
  const row = await db
    .selectFrom("operator_recovery_codes")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("operator_id", "=", operatorId)
    .where("used_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
