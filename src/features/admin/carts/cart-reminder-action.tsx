"use client";

import { adminCartReminderRoute } from "@/domain/api/admin-cart-routes";
import { ConfirmActionDialog } from "../confirm-action-dialog";
import { ScriptButton } from "../script-button";
import { useConfirmedCall } from "../use-confirmed-call";

export const CART_CONFIRM = {
  dialog: "admin-cart-confirm",
  error: "admin-cart-confirm-error",
  confirm: "admin-cart-confirm-send",
};

/** "Send reminder", confirmed; the server's refusal (already sent, unsubscribed) stays in the dialog. */
export function CartReminderAction({ cartUuid, email }: { cartUuid: string; email: string }) {
  const action = useConfirmedCall(adminCartReminderRoute(cartUuid), {});
  return (
    <>
      <ScriptButton
        variant="secondary"
        pad={4}
        data-testid="admin-cart-send"
        aria-label={`Send reminder to ${email}`}
        onClick={action.ask}
      >
        Send reminder
      </ScriptButton>
      {action.asked && (
        <ConfirmActionDialog
          testIds={CART_CONFIRM}
          focusConfirm
          title="Send a reminder for this address's latest cart?"
          confirmLabel="Send reminder"
          busy={action.busy}
          error={action.error}
          onConfirm={action.confirm}
          onClose={action.close}
        >
          <p>
            One email goes to <strong className="[overflow-wrap:anywhere]">{email}</strong> with the cart's lines, a
            link that restores the cart (valid 7 days) and an unsubscribe link. Each cart gets one reminder, each
            address one per reminder period.
          </p>
        </ConfirmActionDialog>
      )}
    </>
  );
}
