/*
 * Work on several orders at once from the list: each order is decided and written on its own (one
 * refused order leaves the others set), and the answer names every refusal. A request carries at
 * most MAX_BULK_ORDERS orders, four pages of the list: enough for a morning's queue, small enough
 * that one request holds the database for a moment only.
 */

export const MAX_BULK_ORDERS = 200;

/** What happened to one order of a bulk action. */
export type BulkOutcome =
  | { id: string; reference: string; ok: true }
  | { id: string; reference: string | null; ok: false; reason: string };

/** "5 set, 1 refused: RF-AB12CD34: An order that is cancelled cannot become delivered." */
export function bulkSummary(outcomes: readonly BulkOutcome[], done: "set" | "assigned" | "unassigned"): string {
  const refused = outcomes.filter((outcome) => !outcome.ok);
  const head = `${outcomes.length - refused.length} ${done}`;
  if (refused.length === 0) return `${head}.`;
  const reasons = refused.map((outcome) => `${outcome.reference ?? "an unknown order"}: ${outcome.reason}`);
  return `${head}, ${refused.length} refused: ${reasons.join("; ")}`;
}

/** Each id once, in the order given: a row ticked twice is one order. */
export function distinctIds(ids: readonly string[]): string[] {
  return [...new Set(ids)];
}

export type AssignDecision = { ok: true } | { ok: false; reason: string };

/**
 * Whether an order may go to `to` (an operator's id, or null for nobody) from `current`. Giving an
 * order to whom it already has is refused with the reason, so two operators doing the same at once
 * make one change, not two.
 */
export function decideAssignment(
  current: string | null,
  to: string | null,
  emailOf: (operatorId: string) => string | undefined,
): AssignDecision {
  if (current === to) {
    return {
      ok: false,
      reason: to === null ? "It is not assigned." : `It is already assigned to ${emailOf(to) ?? "that operator"}.`,
    };
  }
  return { ok: true };
}

/** The list's selection as the operator reads it: "3 selected". */
export function selectionText(count: number): string {
  return count === 0 ? "None selected" : `${count} selected`;
}
