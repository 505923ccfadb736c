import "server-only";
import { decideStep, type StepRequest } from "@/domain/orders/order-step";
import { recordAudit } from "../admin/audit-log";
import { getDatabase } from "../db/client";
import { ensureDatabaseReady } from "../db/migrate";
import { AppError } from "../http/errors";

/*
 * The one place a fulfilment step is written (issue 18): the order's status, a step row for the
 * customer's timeline and the audit row, in one transaction, bumping the order's tracking version
 * so every instance's live pages see the change. Two operators racing: the update is conditional
 * on the version read, so one wins and the other gets a 409.
 */

export type SetStepInput = StepRequest & { orderId: string; operatorId: string; now?: Date };

export function orderNotFoundForStep(): AppError {
  return new AppError("not_found:admin-order", "There is no order with this id.");
}

export async function setOrderStep(input: SetStepInput): Promise<{ stepId: string }> {
  await ensureDatabaseReady();
  const { db } = getDatabase();
  const now = input.now ?? new Date();
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("orders")
      .select(["id", "status", "fulfilment", "tracking_version"])
      .where("id", "=", input.orderId)
      .executeTakeFirst();
    if (!row) throw orderNotFoundForStep();
    const decision = decideStep(row, input);
    if (!decision.ok) throw new AppError("bad_request:admin-order", decision.reason);
    const updated = await trx
      .updateTable("orders")
      .set({ fulfilment: decision.step, tracking_version: Number(row.tracking_version) + 1, updated_at: at })
      .where("id", "=", row.id)
      .where("tracking_version", "=", row.tracking_version)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) {
      throw new AppError("conflict:admin-order", "The order changed meanwhile. Reload it and try again.");
    }
    const stepId = crypto.randomUUID();
    await trx
      .insertInto("order_steps")
      .values({
        id: stepId,
        order_id: row.id,
        step: decision.step,
        progress_done: decision.progress?.done ?? null,
        progress_target: decision.progress?.target ?? null,
        progress_unit: decision.progress?.unit ?? null,
        reason: decision.reason,
        operator_id: input.operatorId,
        created_at: at,
      })
      .execute();
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
          ...(decision.reason ? { reason: decision.reason } : {}),
        },
      },
      now,
    );
    return { stepId };
  });
}
