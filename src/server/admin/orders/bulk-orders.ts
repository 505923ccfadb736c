import "server-only";
import { type BulkOutcome, bulkSummary, decideAssignment, distinctIds } from "@/domain/admin/bulk-orders";
import type { FulfilmentStatus } from "@/domain/admin/fulfilment";
import type { BulkResponse } from "@/domain/api/admin-order-bulk";
import type { OrderDetail } from "@/domain/api/admin-orders";
import { recordAudit } from "@/server/db/queries/audit-log";
import { database } from "../../db/database";
import { listOperators } from "../../db/queries/operators";
import { getOrderAssignee, getOrderReferencesByIds, setOrderAssignee } from "../../db/queries/orders";
import { kickOutbox } from "../../email/outbox-worker";
import { AppError } from "../../http/errors";
import { writeOrderStep } from "../../orders/order-steps";
import { orderDetail, orderNotFound } from "./order-detail";

/*
 * What an operator does to the orders selected on the list. Each order is its own transaction
 * with its own audit row, so one refused order leaves the others done; the answer says which were
 * refused and why. Two operators sending the same thing at once: each write is conditional on
 * what was read (the step on the tracking version, the assignee on the assignee), so one of them
 * writes, and the other reads the order again and is told it is already so: one change and one
 * audit row per order.
 */

/** Reads again after a lost race; a third loss in a row is reported, not retried for ever. */
const ATTEMPTS = 3;

type Attempt = { ok: true } | { ok: false; reason: string; missing?: true } | { ok: "race" };

/** Runs `attempt` for each order in turn, with each order's reference for the answer. */
async function eachOrder(ids: readonly string[], attempt: (orderId: string) => Promise<Attempt>) {
  const distinct = distinctIds(ids);
  const { db } = await database();
  const references = new Map(
    (await getOrderReferencesByIds(db, distinct)).map((row) => [row.id, row.reference] as const),
  );
  const outcomes: BulkOutcome[] = [];
  for (const id of distinct) {
    const reference = references.get(id) ?? null;
    if (reference === null) {
      outcomes.push({ id, reference, ok: false, reason: "There is no order with this id." });
      continue;
    }
    let result: Attempt = { ok: "race" };
    for (let tries = 0; tries < ATTEMPTS && result.ok === "race"; tries++) result = await attempt(id);
    if (result.ok === true) outcomes.push({ id, reference, ok: true });
    else {
      const reason = result.ok === "race" ? "The order kept changing meanwhile. Try it again." : result.reason;
      outcomes.push({ id, reference, ok: false, reason });
    }
  }
  return outcomes;
}

/** One step for every selected order, through the one step writer (its rules, audit row and email). */
export async function bulkSetStep(input: {
  ids: readonly string[];
  operatorId: string;
  step: FulfilmentStatus;
  reason?: string;
  now?: Date;
}): Promise<BulkResponse> {
  const { db } = await database();
  const now = input.now ?? new Date();
  let emailed = false;
  const outcomes = await eachOrder(input.ids, async (orderId) => {
    try {
      const written = await db.transaction().execute(async (trx) => {
        const step = await writeOrderStep(trx, {
          orderId,
          operatorId: input.operatorId,
          step: input.step,
          ...(input.reason === undefined ? {} : { reason: input.reason }),
          now,
          bulk: true,
        });
        // Thrown so the transaction rolls back whatever the writer did before it refused.
        if (!step.ok) throw step.error;
        return step;
      });
      emailed ||= written.emailed;
      return { ok: true };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.status === 409) return { ok: "race" };
      return { ok: false, reason: error.message };
    }
  });
  if (emailed) kickOutbox();
  return { outcomes, summary: bulkSummary(outcomes, "set") };
}

/** The operators an order may be given to (active ones), and every operator's email by id. */
async function assignees() {
  const { db } = await database();
  const operators = await listOperators(db);
  const emails = new Map(operators.map((operator) => [operator.id, operator.email]));
  const active = new Set(operators.filter((operator) => operator.status === "active").map((operator) => operator.id));
  return { emailOf: (id: string) => emails.get(id), active };
}

function assigneeRefused(): AppError {
  return new AppError("bad_request:admin-order", "There is no active operator with this id.");
}

function assigneeText(operatorId: string | null, emailOf: (id: string) => string | undefined): string {
  return operatorId === null ? "nobody" : (emailOf(operatorId) ?? "an operator");
}

/** One order's assignee, conditional on the one read; audited in the same transaction. */
async function assignOne(
  orderId: string,
  input: { operatorId: string; assignee: string | null; now: Date },
  emailOf: (id: string) => string | undefined,
): Promise<Attempt> {
  const { db } = await database();
  return db.transaction().execute(async (trx): Promise<Attempt> => {
    const row = await getOrderAssignee(trx, orderId);
    if (!row) return { ok: false, reason: "There is no order with this id.", missing: true };
    const current = row.assigned_operator_id ?? null;
    const decision = decideAssignment(current, input.assignee, emailOf);
    if (!decision.ok) return decision;
    const at = input.now.toISOString();
    const moved = await setOrderAssignee(trx, row.id, { operatorId: input.assignee, readOperatorId: current, at });
    if (!moved) return { ok: "race" };
    await recordAudit(
      trx,
      {
        operatorId: input.operatorId,
        action: "ORDER_ASSIGNED",
        targetType: "order",
        targetId: row.id,
        // The id for the record, the email for the order's timeline (which leaves ids out).
        before: { assigneeId: current, assignee: assigneeText(current, emailOf) },
        after: { assigneeId: input.assignee, assignee: assigneeText(input.assignee, emailOf) },
      },
      input.now,
    );
    return { ok: true };
  });
}

/** The selected orders given to one operator, or to nobody (null). */
export async function bulkAssign(input: {
  ids: readonly string[];
  operatorId: string;
  assignee: string | null;
  now?: Date;
}): Promise<BulkResponse> {
  const now = input.now ?? new Date();
  const { emailOf, active } = await assignees();
  if (input.assignee !== null && !active.has(input.assignee)) throw assigneeRefused();
  const outcomes = await eachOrder(input.ids, (orderId) =>
    assignOne(orderId, { operatorId: input.operatorId, assignee: input.assignee, now }, emailOf),
  );
  return { outcomes, summary: bulkSummary(outcomes, input.assignee === null ? "unassigned" : "assigned") };
}

/** One order's assignee, from its page: a refusal is the page's 400, a lost race its 409. */
export async function assignOrder(input: {
  orderId: string;
  operatorId: string;
  assignee: string | null;
  now?: Date;
}): Promise<OrderDetail> {
  const now = input.now ?? new Date();
  const { emailOf, active } = await assignees();
  if (input.assignee !== null && !active.has(input.assignee)) throw assigneeRefused();
  const result = await assignOne(
    input.orderId,
    { operatorId: input.operatorId, assignee: input.assignee, now },
    emailOf,
  );
  if (result.ok === "race") {
    throw new AppError("conflict:admin-order", "The order changed meanwhile. Reload it and try again.");
  }
  if (!result.ok) {
    if (result.missing) throw orderNotFound();
    throw new AppError("bad_request:admin-order", result.reason);
  }
  return orderDetail(input.orderId);
}

/** The operators the list and the order page offer to assign to: the active ones, by email. */
export async function assignableOperators(): Promise<{ id: string; email: string }[]> {
  const { db } = await database();
  return (await listOperators(db))
    .filter((operator) => operator.status === "active")
    .map((operator) => ({ id: operator.id, email: operator.email }));
}
