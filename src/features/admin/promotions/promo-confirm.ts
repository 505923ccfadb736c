import type { ConfirmActionTestIds } from "../confirm-action-dialog";

/** The promotion pages' confirmations (create, deactivate), as their browser tests find them. */
export const PROMO_CONFIRM: ConfirmActionTestIds = {
  dialog: "admin-confirm",
  error: "admin-confirm-error",
  confirm: "admin-confirm-action",
};
