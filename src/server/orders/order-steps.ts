import "server-only";
import type { Transaction } from "kysely";
import type { OrderLine } from "@/domain/checkout/reprice";
import { GOLD_SKU } from "@/domain/gold/gold-sku";
import { decideBulkStep, decideStep, type StepRequest } from "@/domain/orders/order-step";
import { orderWords } from "@/domain/orders/order-words";
import { stepEmailDue, stepEmailSubject } from "@/domain/orders/step-emails";
import { recordAudit } from "@/server/db/queries/audit-log";
import { stepParts } from "@/server/email/email-parts";
import { database } from "../db/database";
import { insertOrderStep } from "../db/queries/order-steps";
import { getOrderForStep, setOrderFulfilment } from "../db/queries/orders";
import type { Database } from "../db/schema";
import { kickOutbox } from "../email/outbox-worker";
import { orderGold, releaseGoldOfOrderIn } from "../gold/gold-ledger";
import { AppError } from "../http/errors";
import { OrderFieldError } from "./order-fields-error";
import { emailOrder, freshPageUrl, lastStepEmailAt, queueCustomerEmail } from "./step-email-sender";

/*
 * The one place a fulfilment step is written: the order's status, a step row for the
 * customer's timeline, the audit row and the customer's email, in one transaction, bumping the
 * order's tracking version so every instance's live pages see the change. Two operators racing:
 * the update is conditional on the version read, so one wins and the other gets a 409. The email
 * goes only while the customer keeps step emails on; a new figure on running work sends at most
 * one per PROGRESS_EMAIL_GAP_MS (src/domain/orders/step-emails.ts).
 */

export type SetStepInput = StepRequest & { orderId: string; operatorId: string; now?: Date };

export function orderNotFoundForStep(): AppError {
  return new AppError("not_found:admin-order", "There is no order with this id.");
}

export function raceLost(): AppError {
  return new AppError("conflict:admin-order", "The order changed meanwhile. Reload it and try again.");
}

/** Whether the order's lines buy gold (its trade details then apply). */
export function linesHaveGold(linesJson: string): boolean {
  return (JSON.parse(linesJson) as OrderLine[]).some((line) => line.sku === GOLD_SKU);
}

export async function setOrderStep(input: SetStepInput): Promise<{ stepId: string; emailed: boolean }> {
  const { db } = await database();
  const now = input.now ?? new Date();
  const result = await db.transaction().execute(async (trx) => {
    const written = await writeOrderStep(trx, { ...input, now });
    if (!written.ok) throw written.error;
    return written;
  });
  if (result.emailed) kickOutbox();
  return result;
}

export const CANCEL_THROUGH_DIALOG =
  "Cancel the order with Cancel order: it asks whether to refund and why, and tells the customer.";

export type WrittenStep = { ok: true; stepId: string; emailed: boolean } | { ok: false; error: AppError };

/**
 * setOrderStep inside the caller's transaction: a refused step or a lost race comes back as
 * its error instead of being thrown, so a caller whose transaction also counts money (a cancel
 * with its refund) keeps the money counted. A cancel passes its reason (kept on the step, which
 * the customer's page shows) and sends its own email instead of the step's. The caller kicks the
 * outbox once its transaction commits.
 */
export async function writeOrderStep(
  trx: Transaction<Database>,
  input: SetStepInput & { now: Date; cancelReason?: string | null; stepEmail?: boolean; bulk?: boolean },
): Promise<WrittenStep> {
  const { now } = input;
  const at = now.toISOString();
  const row = await getOrderForStep(trx, input.orderId);
  if (!row) return { ok: false, error: orderNotFoundForStep() };
  // A gold order is delivered by recording its gold (the ledger moves the reservation), never by the step alone.
  const goldTenths = Number(row.gold_tenths);
  const goldUndeliveredTenths =
    input.step === "delivered" && goldTenths > 0
      ? goldTenths - (await orderGold(trx, row.id, goldTenths)).deliveredTenths
      : 0;
  const stepOf = { ...row, goldUndeliveredTenths };
  const decision = input.bulk ? decideBulkStep(stepOf, input) : decideStep(stepOf, input);
  if (!decision.ok) return { ok: false, error: new OrderFieldError(decision.field, decision.reason) };
  // A cancel decides about the money and tells the customer why: only cancelOrder writes it.
  if (decision.step === "cancelled" && input.cancelReason === undefined) {
    return { ok: false, error: new OrderFieldError("step", CANCEL_THROUGH_DIALOG) };
  }
  const moved = await setOrderFulfilment(trx, row.id, {
    step: decision.step,
    readVersion: row.tracking_version,
    at,
  });
  if (!moved) return { ok: false, error: raceLost() };
  const stepId = crypto.randomUUID();
  const reason = decision.step === "cancelled" ? (input.cancelReason ?? null) : decision.reason;
  await insertOrderStep(trx, {
    id: stepId,
    orderId: row.id,
    step: decision.step,
    progress: decision.progress,
    reason,
    operatorId: input.operatorId,
    at,
    version: Number(row.tracking_version) + 1,
  });
  await recordAudit(
    trx,
    {
      operatorId: input.operatorId,
      action: "ORDER_STATUS_SET",
      targetType: "order",
      targetId: row.id,
      before: { fulfilment: row.fulfilment },
      after: {
        fulfilment: decision.step,
        ...(decision.progress ? { progress: decision.progress } : {}),
        ...(reason ? { reason } : {}),
      },
    },
    now,
  );
  // A cancelled order trades no gold: what it holds goes back to the stock (once, however it was cancelled).
  if (decision.step === "cancelled") {
    await releaseGoldOfOrderIn(trx, { orderId: row.id, operatorId: input.operatorId, why: "cancelled", now });
  }
  if (input.stepEmail === false || Number(row.step_emails) !== 1) return { ok: true, stepId, emailed: false };
  const order = emailOrder(row);
  const progressSubject = stepEmailSubject(order, "in_progress");
  const due = stepEmailDue({
    from: row.fulfilment,
    to: decision.step,
    now,
    lastProgressEmailAt:
      row.fulfilment === "in_progress" && decision.step === "in_progress"
        ? await lastStepEmailAt(trx, row.id, progressSubject)
        : null,
  });
  if (!due) return { ok: true, stepId, emailed: false };
  const tradeSet = row.trade_world !== null && row.trade_place && row.trade_rsn && linesHaveGold(row.lines_json);
  const email = stepParts({
    ...order,
    step: decision.step,
    words: orderWords({ lines: JSON.parse(row.lines_json) as OrderLine[], rsn: row.rsn }),
    progress: decision.progress,
    reason: decision.reason,
    trade: tradeSet
      ? { world: Number(row.trade_world), place: row.trade_place ?? "", traderRsn: row.trade_rsn ?? "" }
      : null,
    pageUrl: await freshPageUrl(trx, row.id, row.reference, now),
  });
  await queueCustomerEmail(trx, row, email, now);
  return { ok: true, stepId, emailed: true };
}
