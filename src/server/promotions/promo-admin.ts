import "server-only";
import type { PromoDetail, PromoSummary } from "@/domain/api/admin-promotions";
import { normalisePromoCode, PROMO_CODE_PATTERN, promoState } from "@/domain/promotions/promo-code";
import {
  type PromoForm,
  type PromoFormErrors,
  type PromoTargets,
  parsePromoForm,
} from "@/domain/promotions/promo-form";
import { recordAudit } from "../admin/audit-log";
import { getDatabase } from "../db/client";
import { ensureDatabaseReady } from "../db/migrate";
import { AppError } from "../http/errors";
import { getPromoByCode, type StoredPromo, toPromo } from "./promo-records";

/*
 * The back office's promo codes: the list, a new code (checked by the form's own rules), a code's
 * use, and deactivation. A code is never edited or deleted once it may have been used: what an
 * order was charged must stay explainable. Each change is audited in its transaction.
 */

/** 400 with each refused field's message, so the form shows them beside the fields. */
export class PromoFormError extends AppError {
  constructor(readonly fields: PromoFormErrors) {
    super("bad_request:admin-promo", "Some fields need a change: see the messages beside them.");
  }

  override toResponse(): Response {
    return Response.json({ code: this.code, message: this.message, fields: this.fields }, { status: this.status });
  }
}

export function toSummary(promo: StoredPromo, now: Date): PromoSummary {
  return {
    code: promo.code,
    kind: promo.kind,
    value: promo.value,
    scope: promo.scope,
    targets: [...promo.targets],
    includeGold: promo.includeGold,
    minTotalCents: promo.minTotalCents,
    startsAt: promo.startsAt,
    endsAt: promo.endsAt,
    maxUses: promo.maxUses,
    maxUsesPerEmail: promo.maxUsesPerEmail,
    active: promo.active,
    uses: promo.uses,
    state: promoState(promo, promo.uses, now),
    createdAt: promo.createdAt,
  };
}

const notFound = () => new AppError("not_found:admin-promo", "There is no promo code with this name.");

/**
 * The code in a route's address, upper-cased; anything that cannot be a code is a 404 like an
 * unknown one. Next has already decoded the segment once: decoding it again made `%25` (a `%`)
 * throw, a 500.
 */
export function promoCodeOfRoute(raw: string | undefined): string {
  const code = normalisePromoCode(raw ?? "");
  if (!PROMO_CODE_PATTERN.test(code)) throw notFound();
  return code;
}

export async function listPromos(now: Date): Promise<PromoSummary[]> {
  await ensureDatabaseReady();
  const rows = await getDatabase().db.selectFrom("promo_codes").selectAll().orderBy("created_at", "desc").execute();
  return rows.map((row) => toSummary(toPromo(row), now));
}

export async function createPromo(input: {
  form: PromoForm;
  known: PromoTargets;
  operatorId: string;
  now: Date;
}): Promise<PromoSummary> {
  const parsed = parsePromoForm(input.form, input.known);
  if (!parsed.ok) throw new PromoFormError(parsed.errors);
  const { promo } = parsed;
  await ensureDatabaseReady();
  const at = input.now.toISOString();
  await getDatabase()
    .db.transaction()
    .execute(async (trx) => {
      const inserted = await trx
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
          created_by: input.operatorId,
          created_at: at,
          updated_at: at,
        })
        .onConflict((conflict) => conflict.column("code").doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1)
        throw new PromoFormError({ code: `The code ${promo.code} already exists; choose another.` });
      await recordAudit(
        trx,
        {
          operatorId: input.operatorId,
          action: "PROMO_CREATED",
          targetType: "promo",
          targetId: promo.code,
          after: promo,
        },
        input.now,
      );
    });
  return promoSummary(promo.code, input.now);
}

async function promoSummary(code: string, now: Date): Promise<PromoSummary> {
  const promo = await getPromoByCode(getDatabase().db, code);
  if (!promo) throw notFound();
  return toSummary(promo, now);
}

export async function promoDetail(code: string, now: Date): Promise<PromoDetail> {
  await ensureDatabaseReady();
  const { db } = getDatabase();
  const promo = await getPromoByCode(db, code);
  if (!promo) throw notFound();
  const rows = await db
    .selectFrom("promo_redemptions")
    .innerJoin("orders", "orders.id", "promo_redemptions.order_id")
    .select([
      "promo_redemptions.order_id",
      "promo_redemptions.email",
      "promo_redemptions.status",
      "promo_redemptions.cents",
      "promo_redemptions.created_at",
      "orders.reference",
      "orders.status as order_status",
      "orders.total_cents",
      "orders.test_mode",
    ])
    .where("promo_redemptions.code", "=", code)
    .orderBy("promo_redemptions.created_at", "desc")
    .limit(500)
    .execute();
  const redemptions = rows.map((row) => ({
    orderId: row.order_id,
    reference: row.reference,
    email: row.email,
    status: row.status,
    orderStatus: row.order_status,
    cents: Number(row.cents),
    orderTotalCents: Number(row.total_cents),
    testMode: Number(row.test_mode) === 1,
    createdAt: row.created_at,
  }));
  const standing = redemptions.filter((row) => row.status === "used");
  return {
    promo: toSummary(promo, now),
    redemptions,
    totals: {
      orders: standing.length,
      reducedCents: standing.reduce((sum, row) => sum + row.cents, 0),
      chargedCents: standing.reduce((sum, row) => sum + row.orderTotalCents, 0),
    },
  };
}

/** Stops a code from being accepted from now on; orders already placed with it keep it. */
export async function deactivatePromo(input: { code: string; operatorId: string; now: Date }): Promise<PromoSummary> {
  await ensureDatabaseReady();
  const at = input.now.toISOString();
  await getDatabase()
    .db.transaction()
    .execute(async (trx) => {
      const promo = await getPromoByCode(trx, input.code);
      if (!promo) throw notFound();
      if (!promo.active) throw new AppError("conflict:admin-promo", `The code ${promo.code} is already inactive.`);
      await trx.updateTable("promo_codes").set({ active: 0, updated_at: at }).where("code", "=", promo.code).execute();
      await recordAudit(
        trx,
        {
          operatorId: input.operatorId,
          action: "PROMO_DEACTIVATED",
          targetType: "promo",
          targetId: promo.code,
          before: { active: true },
          after: { active: false },
        },
        input.now,
      );
    });
  return promoSummary(input.code, input.now);
}
