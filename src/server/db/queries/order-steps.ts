import "server-only";
import type { Executor } from "../database";
import type { OrderStepsTable } from "../schema";

/* Every write on order_steps: the customer's timeline of an order's fulfilment, one row per step. */

export async function insertOrderStep(
  db: Executor,
  step: {
    id: string;
    orderId: string;
    step: OrderStepsTable["step"];
    progress: { done: number; target: number; unit: string } | null | undefined;
    reason: string | null;
    operatorId: string;
    at: string;
    version: number;
  },
): Promise<void> {
  await db
    .insertInto("order_steps")
    .values({
      id: step.id,
      order_id: step.orderId,
      step: step.step,
      progress_done: step.progress?.done ?? null,
      progress_target: step.progress?.target ?? null,
      progress_unit: step.progress?.unit ?? null,
      reason: step.reason,
      operator_id: step.operatorId,
      created_at: step.at,
      version: step.version,
    })
    .execute();
}

/** The order's steps in the order they were written. */
export async function getStepsOfOrder(db: Executor, orderId: string) {
  return db.selectFrom("order_steps").selectAll().where("order_id", "=", orderId).orderBy("version").execute();
}
