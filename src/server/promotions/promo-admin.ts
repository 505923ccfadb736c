import "server-only";
import { PROMO_AUDIT_SENTENCES } from "@/domain/admin/audit-actions";
import { CHANGE_OK } from "@/domain/admin/change-check";
import type { PromoDetail, PromoHistoryEntry, PromoSummary } from "@/domain/api/admin-promotions";
import { promoValueCheck } from "@/domain/promotions/promo-bounds";
import { normalisePromoCode, PROMO_CODE_PATTERN, promoState } from "@/domain/promotions/promo-code";
import { maxUsesProblem, promoChanges, promoTerms } from "@/domain/promotions/promo-edit";
import {
  type NewPromo,
  type PromoForm,
  type PromoFormErrors,
  type PromoTargets,
  parsePromoForm,
  targetNames,
} from "@/domain/promotions/promo-form";
import { auditOf, recordAudit } from "@/server/db/queries/audit-log";
import { enforceChangeCheck } from "../admin/change-guard";
import { database, type Executor } from "../db/database";
import { listOperators } from "../db/queries/operators";
import {
  deactivatePromoCode,
  getPromoByCode,
  insertPromoCode,
  listPromoCodes,
  lockPromoCode,
  type StoredPromo,
  setPromoPaused,
  updatePromoTerms,
} from "../db/queries/promo-codes";
import { getRedemptionsOfCode } from "../db/queries/promo-redemptions";
import { AppError } from "../http/errors";

/*
 * The back office's promo codes: the list, a new code (checked by the form's own rules), a code's
 * use and history, an edit of its terms, pause and resume, and ending it for good. A code is never
 * deleted and its name never changes. An edit changes what later checkouts get, never an order
 * already placed: each order stores its own reduction (orders.promo_cents, promo_redemptions.cents).
 * Each change is audited, before and after, in its transaction.
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
    paused: promo.paused,
    revision: promo.revision,
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
  const parsed = parsePromoForm(input.form, input.known, { now: input.now });
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

/** What was done to the code, oldest first, in words: who, when, and each changed term before and after. */
async function promoHistory(db: Executor, code: string, names: Readonly<Record<string, string>>) {
  const [entries, operators] = await Promise.all([auditOf(db, "promo", code), listOperators(db)]);
  const emailOf = new Map(operators.map((operator) => [operator.id, operator.email]));
  return entries.flatMap((entry): PromoHistoryEntry[] => {
    if (!(entry.action in PROMO_AUDIT_SENTENCES)) return [];
    const action = entry.action as keyof typeof PROMO_AUDIT_SENTENCES;
    const changes =
      action === "PROMO_EDITED" ? promoChanges(entry.before as NewPromo, entry.after as NewPromo, names) : [];
    return [
      {
        id: entry.id,
        at: entry.at,
        by: entry.operatorId === null ? null : (emailOf.get(entry.operatorId) ?? null),
        sentence: PROMO_AUDIT_SENTENCES[action],
        changes,
      },
    ];
  });
}

export async function promoDetail(code: string, now: Date, known?: PromoTargets): Promise<PromoDetail> {
  const { db } = await database();
  const promo = await getPromoByCode(db, code);
  if (!promo) throw notFound();
  const names = known ? targetNames(known) : {};
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
    history: await promoHistory(db, code, names),
    redemptions,
    totals: {
      orders: standing.length,
      reducedCents: standing.reduce((sum, row) => sum + row.cents, 0),
      chargedCents: standing.reduce((sum, row) => sum + row.orderTotalCents, 0),
    },
  };
}

/** Ends a code for good (it cannot be resumed); orders already placed with it keep it. */
export async function deactivatePromo(input: { code: string; operatorId: string; now: Date }): Promise<PromoSummary> {
  const { db } = await database();
  const at = input.now.toISOString();
  await db.transaction().execute(async (trx) => {
    const promo = await getPromoByCode(trx, input.code);
    if (!promo) throw notFound();
    if (!promo.active) throw new AppError("conflict:admin-promo", `The code ${promo.code} has already ended for good.`);
    await deactivatePromoCode(trx, promo.code, at);
    await recordAudit(
      trx,
      {
        operatorId: input.operatorId,
        action: "PROMO_DEACTIVATED",
        targetType: "promo",
        targetId: promo.code,
        before: { active: true, paused: promo.paused },
        after: { active: false, paused: false },
      },
      input.now,
    );
  });
  return promoSummary(input.code, input.now);
}

const endedForGood = (code: string) =>
  new AppError("conflict:admin-promo", `The code ${code} has ended for good and cannot be changed.`);

const stale = (code: string) =>
  new AppError(
    "conflict:admin-promo",
    `The code ${code} was changed since you opened it (an edit, a pause or a resume). Reload the page to see it, then make your change again.`,
  );

/**
 * New terms for a code, from the edit form's strings (its name is the route's, whatever the form
 * says). Checked by the same rules as a new code, its own start kept even if past; a new value over
 * 50 % or $500 asks the second confirmation (an unchanged one does not ask again). The code's row is
 * locked before its uses are read, so a lower limit is judged against every order that committed,
 * and an order racing the edit takes its use under whichever limit committed first: never more
 * uses than the limit that was standing. `revision` is the one the operator's page read.
 */
export async function editPromo(input: {
  code: string;
  form: PromoForm;
  revision: number;
  known: PromoTargets;
  operatorId: string;
  now: Date;
  confirmed?: boolean;
}): Promise<PromoSummary> {
  const { db } = await database();
  const current = await getPromoByCode(db, input.code);
  if (!current) throw notFound();
  const parsed = parsePromoForm({ ...input.form, code: current.code }, input.known, {
    now: input.now,
    keptStartsAt: current.startsAt,
  });
  if (!parsed.ok) throw new PromoFormError(parsed.errors);
  const terms = parsed.promo;
  const valueChanged = terms.kind !== current.kind || terms.value !== current.value;
  enforceChangeCheck(valueChanged ? promoValueCheck(terms) : CHANGE_OK, input.confirmed === true, "admin-promo");
  const at = input.now.toISOString();
  await db.transaction().execute(async (trx) => {
    await lockPromoCode(trx, current.code);
    const locked = await getPromoByCode(trx, current.code);
    if (!locked) throw notFound();
    if (!locked.active) throw endedForGood(locked.code);
    if (locked.revision !== input.revision) throw stale(locked.code);
    const tooFew = maxUsesProblem(terms.maxUses, locked.uses);
    if (tooFew) throw new PromoFormError({ maxUses: tooFew });
    const before = promoTerms(locked);
    // Saved without a change: nothing written, nothing audited.
    if (JSON.stringify(before) === JSON.stringify(promoTerms(terms))) return;
    if (!(await updatePromoTerms(trx, terms, { revision: input.revision, at }))) throw stale(locked.code);
    await recordAudit(
      trx,
      {
        operatorId: input.operatorId,
        action: "PROMO_EDITED",
        targetType: "promo",
        targetId: locked.code,
        before,
        after: terms,
      },
      input.now,
    );
  });
  return promoSummary(current.code, input.now);
}

/**
 * Pauses (checkouts refuse it with "paused" until it is resumed) or resumes a code still running;
 * its terms and uses are kept. Audited; a code already so, or ended for good, is a 409.
 */
export async function setPromoPause(input: {
  code: string;
  paused: boolean;
  operatorId: string;
  now: Date;
}): Promise<PromoSummary> {
  const { db } = await database();
  await db.transaction().execute(async (trx) => {
    const promo = await getPromoByCode(trx, input.code);
    if (!promo) throw notFound();
    if (!promo.active) throw endedForGood(promo.code);
    if (!(await setPromoPaused(trx, promo.code, input.paused, input.now.toISOString())))
      throw new AppError(
        "conflict:admin-promo",
        `The code ${promo.code} is already ${input.paused ? "paused" : "running"}. Reload the page to see it.`,
      );
    await recordAudit(
      trx,
      {
        operatorId: input.operatorId,
        action: input.paused ? "PROMO_PAUSED" : "PROMO_RESUMED",
        targetType: "promo",
        targetId: promo.code,
        before: { paused: !input.paused },
        after: { paused: input.paused },
      },
      input.now,
    );
  });
  return promoSummary(input.code, input.now);
}
