import "server-only";
import type { PromoDetail, PromoSummary } from "@/domain/api/admin-promotions";
import { promoValueCheck } from "@/domain/promotions/promo-bounds";
import { normalisePromoCode, PROMO_CODE_PATTERN, promoState } from "@/domain/promotions/promo-code";
import {
  type PromoForm,
  type PromoFormErrors,
  type PromoTargets,
  parsePromoForm,
} from "@/domain/promotions/promo-form";
import { recordAudit } from "@/server/db/queries/audit-log";
import { enforceChangeCheck } from "../admin/change-guard";
import { database } from "../db/database";
import {
  deactivatePromoCode,
  getPromoByCode,
  insertPromoCode,
  listPromoCodes,
  type StoredPromo,
} from "../db/queries/promo-codes";
import { getRedemptionsOfCode } from "../db/queries/promo-redemptions";
import { AppError } from "../http/errors";

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
  const { db } = await database();
  return (await listPromoCodes(db)).map((promo) => toSummary(promo, now));
}

/**
 * A new code from the form's strings. A value over its bound is refused beside the amount (by the
 * form's own rules); a code over 50 % or $500 off is created only once the operator confirmed its
 * effect: until then a 409 CONFIRM_CODE whose message is the effect.
 */
export async function createPromo(input: {
  form: PromoForm;
  known: PromoTargets;
  operatorId: string;
  now: Date;
  /** The operator confirmed the large code's effect (the second question). */
  confirmed?: boolean;
}): Promise<PromoSummary> {
  const parsed = parsePromoForm(input.form, input.known);
  if (!parsed.ok) throw new PromoFormError(parsed.errors);
  const { promo } = parsed;
  enforceChangeCheck(promoValueCheck(promo), input.confirmed === true, "admin-promo");
  const { db } = await database();
  const at = input.now.toISOString();
  await db.transaction().execute(async (trx) => {
    if (!(await insertPromoCode(trx, promo, { createdBy: input.operatorId, at })))
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
  const promo = await getPromoByCode((await database()).db, code);
  if (!promo) throw notFound();
  return toSummary(promo, now);
}

export async function promoDetail(code: string, now: Date): Promise<PromoDetail> {
  const { db } = await database();
  const promo = await getPromoByCode(db, code);
  if (!promo) throw notFound();
  const rows = await getRedemptionsOfCode(db, code);
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
  const { db } = await database();
  const at = input.now.toISOString();
  await db.transaction().execute(async (trx) => {
    const promo = await getPromoByCode(trx, input.code);
    if (!promo) throw notFound();
    if (!promo.active) throw new AppError("conflict:admin-promo", `The code ${promo.code} is already inactive.`);
    await deactivatePromoCode(trx, promo.code, at);
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
