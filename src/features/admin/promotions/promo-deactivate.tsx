"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { deactivatePromoRoute } from "@/domain/api/admin-promotion-routes";
import { callApi } from "@/features/network/call-api";
import { ConfirmActionDialog } from "../confirm-action-dialog";
import { ScriptButton } from "../script-button";
import { PROMO_CONFIRM } from "./promo-confirm";

/** Deactivate, confirmed: the code stops being accepted; orders already placed with it keep it. */
export function PromoDeactivate({ code }: { code: string }) {
  const router = useRouter();
  const [asked, setAsked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    const result = await callApi(deactivatePromoRoute(code), {});
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
      <ScriptButton variant="danger" pad={4} data-testid="admin-promo-deactivate" onClick={() => setAsked(true)}>
        Deactivate
      </ScriptButton>
      {asked && (
        <ConfirmActionDialog
          testIds={PROMO_CONFIRM}
          focusConfirm
          danger
          title={`Deactivate ${code}?`}
          confirmLabel="Deactivate"
          busy={busy}
          error={error}
          onConfirm={() => void confirm()}
          onClose={() => setAsked(false)}
        >
          Checkouts stop accepting the code at once. Orders already placed with it keep their reduction. This cannot be
          undone: create a new code to run the offer again.
        </ConfirmActionDialog>
      )}
    </>
  );
}
