"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { adminCartReminderRoute } from "@/domain/api/admin-cart-routes";
import { callApi } from "@/features/network/call-api";
import { ConfirmActionDialog } from "../confirm-action-dialog";
import { ScriptButton } from "../script-button";

export const CART_CONFIRM = {
  dialog: "admin-cart-confirm",
  error: "admin-cart-confirm-error",
  confirm: "admin-cart-confirm-send",
};

/** "Send reminder", confirmed; the server's refusal (already sent, unsubscribed) stays in the dialog. */
export function CartReminderAction({ cartUuid, email }: { cartUuid: string; email: string }) {
  const router = useRouter();
  const [asked, setAsked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const send = async () => {
    setBusy(true);
    setError(null);
    const result = await callApi(adminCartReminderRoute(cartUuid), {});
    setBusy(false);
    if (!result.ok) {
      setError(result.error.message);
      return;
    }
    setAsked(false);
    router.refresh();
  };

  return (
    <>
      <ScriptButton
        variant="secondary"
        pad={4}
        data-testid="admin-cart-send"
        aria-label={`Send reminder to ${email}`}
        onClick={() => {
          setError(null);
          setAsked(true);
        }}
      >
        Send reminder
      </ScriptButton>
      {asked && (
        <ConfirmActionDialog
          testIds={CART_CONFIRM}
          focusConfirm
          title="Send a reminder for this cart?"
          confirmLabel="Send reminder"
          busy={busy}
          error={error}
          onConfirm={() => void send()}
          onClose={() => setAsked(false)}
        >
          <p>
            One email goes to <strong className="[overflow-wrap:anywhere]">{email}</strong> with the cart's lines, a
            link that restores the cart (valid 7 days) and an unsubscribe link. Each cart gets one reminder.
          </p>
        </ConfirmActionDialog>
      )}
    </>
  );
}
