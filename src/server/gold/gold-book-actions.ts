import "server-only";
import type { OperatorContext } from "../admin/operator-guard";
import { database } from "../db/database";
import { kickOutbox } from "../email/outbox-worker";
import { addGoldStockIn, correctGoldStock } from "./gold-ledger";

/*
 * The book's two writes, through the ledger's service (gold-ledger.ts), which checks, records and
 * audits each movement under its lock. The form's key makes a movement once: a second click or a
 * retried request finds it recorded. The override is an owner's: the role decides it here, the
 * ledger refuses it otherwise. A movement may have queued the low-stock post: the outbox is asked
 * to send it now rather than at its next poll.
 */

/** Stock the operator now holds in a named account. */
export async function addStockFromBook(
  operator: OperatorContext,
  input: { tenths: number; account: string; note?: string; key: string },
  now: Date,
): Promise<{ recorded: boolean }> {
  const { db } = await database();
  const result = await db.transaction().execute((trx) =>
    addGoldStockIn(trx, {
      kind: "added",
      tenths: input.tenths,
      account: input.account,
      note: input.note,
      operatorId: operator.operatorId,
      key: `book-add:${input.key}`,
      now,
    }),
  );
  kickOutbox();
  return result;
}

/** A signed correction with its reason; below zero available only with an owner's override. */
export async function correctStockFromBook(
  operator: OperatorContext,
  input: { tenths: number; account?: string; reason: string; override: boolean; key: string },
  now: Date,
): Promise<{ recorded: boolean }> {
  const { recorded } = await correctGoldStock({
    tenths: input.tenths,
    reason: input.reason,
    account: input.account ?? null,
    operatorId: operator.operatorId,
    override: input.override,
    mayOverride: operator.role === "owner",
    key: `book-correct:${input.key}`,
    now,
  });
  kickOutbox();
  return { recorded };
}
