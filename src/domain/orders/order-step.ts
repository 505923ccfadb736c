import { type FulfilmentStatus, fulfilmentMove } from "@/domain/admin/fulfilment";
import type { OrderStatus } from "@/domain/checkout/purchase";
import { checkProgress, type Progress, type ProgressUnit } from "./order-progress";

/*
 * A fulfilment step an operator sets, checked before anything is written. A new
 * progress figure on work already in progress is a step of its own (the customer's timeline shows
 * each figure), and so is a new reason on a pause; any other repeat is refused. Only work in
 * progress carries a figure, and a pause must say why: the customer reads it.
 */

export const MAX_PAUSE_REASON_LENGTH = 500;

export type StepRequest = {
  step: FulfilmentStatus;
  progress?: { done: number; target?: number; unit: ProgressUnit };
  reason?: string;
};

export type StepDecision =
  | { ok: true; step: FulfilmentStatus; progress: Progress | null; reason: string | null }
  | { ok: false; field: "step" | "done" | "target" | "reason"; reason: string };

/** Said when a gold order is marked delivered by hand before its gold is: the ledger would keep it reserved. */
export const GOLD_NOT_DELIVERED =
  "Record the gold traded with Record delivery on the Gold card: the order is delivered once all its gold is.";

export function decideStep(
  order: { fulfilment: FulfilmentStatus; status: OrderStatus; goldUndeliveredTenths?: number },
  request: StepRequest,
): StepDecision {
  if (request.step === "delivered" && (order.goldUndeliveredTenths ?? 0) > 0) {
    return { ok: false, field: "step", reason: GOLD_NOT_DELIVERED };
  }
  let progress: Progress | null = null;
  if (request.progress) {
    if (request.step !== "in_progress") {
      return { ok: false, field: "step", reason: "A progress figure goes with the in progress step only." };
    }
    const checked = checkProgress(request.progress);
    if (!checked.ok) return { ok: false, field: checked.field, reason: checked.reason };
    progress = checked.progress;
  }
  const reason = request.reason?.trim() ?? "";
  if (request.step === "paused") {
    if (!reason) return { ok: false, field: "reason", reason: "Say why the work is paused: the customer reads it." };
    if (reason.length > MAX_PAUSE_REASON_LENGTH) {
      return { ok: false, field: "reason", reason: `Keep the reason under ${MAX_PAUSE_REASON_LENGTH} characters.` };
    }
  }
  const repeat = order.fulfilment === request.step;
  const allowedRepeat = (request.step === "in_progress" && progress !== null) || request.step === "paused";
  if (!(repeat && allowedRepeat && order.status === "paid")) {
    const move = fulfilmentMove(order, request.step);
    if (!move.ok) return { ok: false, field: "step", reason: move.reason };
  }
  return { ok: true, step: request.step, progress, reason: request.step === "paused" ? reason : null };
}

/**
 * A step set on several orders at once: the same rules, and no repeat at all. A repeated pause or
 * figure says something new on one order; from the list it would be a second operator's copy of
 * the first's change.
 */
export function decideBulkStep(
  order: { fulfilment: FulfilmentStatus; status: OrderStatus; goldUndeliveredTenths?: number },
  request: StepRequest,
): StepDecision {
  const move = fulfilmentMove(order, request.step);
  if (order.fulfilment === request.step && !move.ok) return { ok: false, field: "step", reason: move.reason };
  return decideStep(order, request);
}
