/*
 * How a guard rail judges an operator's change, the same way in the back office, the command line
 * and the import: fine; refused, because a value is outside its bound (the message names the
 * bound); or fine only once the operator confirms it a second time (the effect names what buyers
 * will see, "The fire cape's price falls from $30.00 to $12.00 (−60 %)"). The server answers an
 * unconfirmed large change with CONFIRM_CODE and the effect as the message; the editor asks again
 * and resends with `confirm: true`, the command line with `--confirm`.
 */

export type ChangeCheck = { kind: "ok" } | { kind: "refused"; message: string } | { kind: "confirm"; effect: string };

/** The error code of an answer that asks for the second confirmation (409). */
export const CONFIRM_CODE = "conflict:confirm-change";

export const CHANGE_OK: ChangeCheck = { kind: "ok" };

/** Several checks of one change as one: any refusal wins (its messages joined), then every effect to confirm. */
export function combineChecks(checks: readonly ChangeCheck[]): ChangeCheck {
  const refused = checks.flatMap((check) => (check.kind === "refused" ? [check.message] : []));
  if (refused.length > 0) return { kind: "refused", message: refused.join(" ") };
  const effects = checks.flatMap((check) => (check.kind === "confirm" ? [check.effect] : []));
  if (effects.length > 0) return { kind: "confirm", effect: effects.join(" ") };
  return CHANGE_OK;
}

/** What stands between the change and being applied, once the operator did or did not confirm it. */
export function blockingCheck(check: ChangeCheck, confirmed: boolean): ChangeCheck {
  if (check.kind === "confirm" && confirmed) return CHANGE_OK;
  return check;
}
