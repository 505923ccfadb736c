import "server-only";
import type { Selectable } from "kysely";
import type { PromoCode } from "@/domain/promotions/promo-code";
import type { Executor } from "../database";
import type { PromoCodesTable } from "../schema";

/*
 * Every write on promo_codes. `uses` counts the redemptions in status used: it is raised only
 * `WHERE uses < max_uses`, which on PostgreSQL takes the code's row lock (a racing order waits,
 * then re-reads the raised counter and matches nothing) and on SQLite runs under the one write lock.
 */

/** A stored code with its live count of uses and the revision an edit must name. */
export type StoredPromo = PromoCode & {
  uses: number;
  revision: number;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
};

export function toPromo(row: Selectable<PromoCodesTable>): StoredPromo {
  return {
    code: row.code,
    kind: row.kind,
    value: Number(row.value),
    scope: row.scope,
    targets: JSON.parse(row.targets_json) as string[],
    includeGold: Number(row.include_gold) === 1,
    minTotalCents: Number(row.min_total_cents),
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    maxUses: row.max_uses === null ? null : Number(row.max_uses),
    maxUsesPerEmail: row.max_uses_per_email === null ? null : Number(row.max_uses_per_email),
    active: Number(row.active) === 1,
    paused: Number(row.paused) === 1,
    uses: Number(row.uses),
    revision: Number(row.revision),
    createdBy: row.created_by,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** `code` already normalised (upper-cased). */
export async function getPromoByCode(db: Executor, code: string): Promise<StoredPromo | undefined> {
  const row = await db.selectFrom("promo_codes").selectAll().where("code", "=", code).executeTakeFirst();
  return row ? toPromo(row) : undefined;
}

/** Every code, newest first. */
export async function listPromoCodes(db: Executor): Promise<StoredPromo[]> {
  const rows = await db.selectFrom("promo_codes").selectAll().orderBy("created_at", "desc").execute();
  return rows.map(toPromo);
}

/** A new active code with no uses; false when the code already exists. */
export async function insertPromoCode(
  db: Executor,
  promo: Omit<PromoCode, "active" | "paused">,
  input: { createdBy: string; at: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto("promo_codes")
    .values({
      code: promo.code,
      kind: promo.kind,
      value: promo.value,
      scope: promo.scope,
      targets_json: JSON.stringify(promo.targets),
      include_gold: promo.includeGold ? 1 : 0,
      min_total_cents: promo.minTotalCents,
      starts_at: promo.startsAt,
      ends_at: promo.endsAt,
      max_uses: promo.maxUses,
      max_uses_per_email: promo.maxUsesPerEmail,
      active: 1,
      created_by: input.createdBy,
      created_at: input.at,
      updated_at: input.at,
    })
    .onConflict((conflict) => conflict.column("code").doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Ends the code for good (paused or not); raises its revision. */
export async function deactivatePromoCode(db: Executor, code: string, at: string): Promise<void> {
  await db
    .updateTable("promo_codes")
    .set((eb) => ({ active: 0, paused: 0, revision: eb("revision", "+", 1), updated_at: at }))
    .where("code", "=", code)
    .execute();
}

/**
 * New terms for a code still running, only if it is still at `revision` (no other edit, pause or end
 * since the operator's page read it); false otherwise. The code itself and its uses are not touched.
 */
export async function updatePromoTerms(
  db: Executor,
  promo: Omit<PromoCode, "active" | "paused">,
  input: { revision: number; at: string },
): Promise<boolean> {
  const updated = await db
    .updateTable("promo_codes")
    .set((eb) => ({
      kind: promo.kind,
      value: promo.value,
      scope: promo.scope,
      targets_json: JSON.stringify(promo.targets),
      include_gold: promo.includeGold ? 1 : 0,
      min_total_cents: promo.minTotalCents,
      starts_at: promo.startsAt,
      ends_at: promo.endsAt,
      max_uses: promo.maxUses,
      max_uses_per_email: promo.maxUsesPerEmail,
      revision: eb("revision", "+", 1),
      updated_at: input.at,
    }))
    .where("code", "=", promo.code)
    .where("active", "=", 1)
    .where("revision", "=", input.revision)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Pauses or resumes a code still running; false when it already was so, or has ended for good. */
export async function setPromoPaused(db: Executor, code: string, paused: boolean, at: string): Promise<boolean> {
  const updated = await db
    .updateTable("promo_codes")
    .set((eb) => ({ paused: paused ? 1 : 0, revision: eb("revision", "+", 1), updated_at: at }))
    .where("code", "=", code)
    .where("active", "=", 1)
    .where("paused", "=", paused ? 0 : 1)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/**
 * Takes one use of a running code with uses left; false when none is left (or it is paused, ended or
 * unknown). The limit is the one stored when the row lock is granted: an edit lowering it that
 * committed first is obeyed, one still running waits for this order (editPromo locks the row first).
 */
export async function takePromoUse(db: Executor, code: string, at: string): Promise<boolean> {
  const raised = await db
    .updateTable("promo_codes")
    .set((eb) => ({ uses: eb("uses", "+", 1), updated_at: at }))
    .where("code", "=", code)
    .where("active", "=", 1)
    .where("paused", "=", 0)
    .where((eb) => eb.or([eb("max_uses", "is", null), eb("uses", "<", eb.ref("max_uses"))]))
    .executeTakeFirst();
  return Number(raised.numUpdatedRows) === 1;
}

/** Adds a use back to the count whatever the limits (a late payment retaking the use its order gave up). */
export async function addPromoUse(db: Executor, code: string, at: string): Promise<void> {
  await db
    .updateTable("promo_codes")
    .set((eb) => ({ uses: eb("uses", "+", 1), updated_at: at }))
    .where("code", "=", code)
    .execute();
}

/** Gives a use back to the count, never below zero. */
export async function returnPromoUse(db: Executor, code: string, at: string): Promise<void> {
  await db
    .updateTable("promo_codes")
    .set((eb) => ({ uses: eb("uses", "-", 1), updated_at: at }))
    .where("code", "=", code)
    .where("uses", ">", 0)
    .execute();
}

/** Takes the code's row lock (a no-op write) before its count is read; SQLite runs one writer at a time. */
export async function lockPromoCode(db: Executor, code: string): Promise<void> {
  await db
    .updateTable("promo_codes")
    .set((eb) => ({ uses: eb.ref("uses") }))
    .where("code", "=", code)
    .execute();
}
