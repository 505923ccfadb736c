import type { ConfirmActionTestIds } from "../confirm-action-dialog";

/** The inbox's confirmations (a status change, a reply), as its browser tests find them. */
export const MESSAGE_CONFIRM: ConfirmActionTestIds = {
  dialog: "admin-confirm",
  error: "admin-confirm-error",
  confirm: "admin-confirm-action",
};
