import "server-only";
import type { Kysely, Selectable, Transaction } from "kysely";
import type { PromoCode } from "@/domain/promotions/promo-code";
import type { Database, PromoCodesTable } from "../db/schema";

export type Db = Kysely<Database> | Transaction<Database>;

/** A stored code with its live count of uses. */
export type StoredPromo = PromoCode & { uses: number; createdBy: string; createdAt: string; updatedAt: string };

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
    uses: Number(row.uses),
    createdBy: row.created_by,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** `code` already normalised (upper-cased). */
export async function getPromoByCode(db: Db, code: string): Promise<StoredPromo | undefined> {
  const row = await db.selectFrom("promo_codes").selectAll().where("code", "=", code).executeTakeFirst();
  return row ? toPromo(row) : undefined;
}

/** How many standing (not released) uses one email has of a code; `email` normalised. */
export async function countEmailUses(db: Db, code: string, email: string): Promise<number> {
  const row = await db
    .selectFrom("promo_redemptions")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("code", "=", code)
    .where("email", "=", email)
    .where("status", "=", "used")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
