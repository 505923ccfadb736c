import "server-only";
import { AppError } from "../http/errors";

/** The back office's sell order ids: a malformed one is the 404 an unknown one gets, never a 500. */
export function sellOrderIdRule(raw: string | undefined): string {
  if (typeof raw !== "string" || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(raw)) {
    throw new AppError("not_found:admin-sell-order", "There is no sell order with this id.");
  }
  return raw;
}
