import "server-only";
import { blockingCheck, type ChangeCheck, CONFIRM_CODE } from "@/domain/admin/change-check";
import { AppError, type ErrorCode } from "../http/errors";

/**
 * Applies a guard rail's verdict to a back-office write: a value outside its bound is a 400 naming
 * the bound; a large change the operator has not confirmed is a 409 with CONFIRM_CODE whose message
 * is the effect, which the editor shows in its second confirmation before sending `confirm: true`.
 */
export function enforceChangeCheck(check: ChangeCheck, confirmed: boolean, surface: string): void {
  const blocking = blockingCheck(check, confirmed);
  if (blocking.kind === "refused") throw new AppError(`bad_request:${surface}`, blocking.message);
  if (blocking.kind === "confirm") throw new AppError(CONFIRM_CODE as ErrorCode, blocking.effect);
}
