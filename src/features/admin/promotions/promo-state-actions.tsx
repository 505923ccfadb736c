"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { deactivatePromoRoute, pausePromoRoute } from "@/domain/api/admin-promotion-routes";
import { callApi } from "@/features/network/call-api";
import { ConfirmActionDialog } from "../confirm-action-dialog";
import { ScriptButton } from "../script-button";
import { useConfirmedCall } from "../use-confirmed-call";
import { PROMO_CONFIRM } from "./promo-confirm";

/**
 * A running code's state: pause and resume at once (both undo each other, so neither asks), and
 * end for good, confirmed (it cannot be undone). Orders already placed keep their reduction whatever
 * is done here.
 */
export function PromoStateActions({ code, paused }: { code: string; paused: boolean }) {
  const router = useRouter();
  const end = useConfirmedCall(deactivatePromoRoute(code), {});
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);

  const toggle = async () => {
    setBusy(true);
    setMessage(null);
    const result = await callApi(pausePromoRoute(code, !paused), {});
    setBusy(false);
    if (!result.ok) return setMessage({ text: result.error.message, error: true });
    setMessage({
      text: paused
        ? `${code} resumed: checkouts accept it again.`
        : `${code} paused: checkouts refuse it until resumed.`,
      error: false,
    });
    router.refresh();
  };

  return (
    <div className="grid justify-items-start gap-2 sm:justify-items-end">
      <div className="flex flex-wrap gap-3">
        <ScriptButton
          variant="secondary"
          pad={4}
          disabled={busy}
          data-testid={paused ? "admin-promo-resume" : "admin-promo-pause"}
          onClick={() => void toggle()}
        >
          {paused ? "Resume" : "Pause"}
        </ScriptButton>
        <ScriptButton variant="danger" pad={4} data-testid="admin-promo-deactivate" onClick={end.ask}>
          End for good
        </ScriptButton>
      </div>
      <p
        role="status"
        data-testid="admin-promo-state-message"
        className={`min-h-6 text-sm ${message?.error ? "text-danger" : "text-success"}`}
      >
        {message?.text ?? ""}
      </p>
      {end.asked && (
        <ConfirmActionDialog
          testIds={PROMO_CONFIRM}
          focusConfirm
          danger
          title={`End ${code} for good?`}
          confirmLabel="End for good"
          busy={end.busy}
          error={end.error}
          onConfirm={end.confirm}
          onClose={end.close}
        >
          Checkouts stop accepting the code at once, and it cannot be resumed: create a new code to run the offer again.
          To stop it for a while, pause it instead. Orders already placed with it keep their reduction.
        </ConfirmActionDialog>
      )}
    </div>
  );
}
