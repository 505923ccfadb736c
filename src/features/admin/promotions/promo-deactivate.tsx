"use client";

import { deactivatePromoRoute } from "@/domain/api/admin-promotion-routes";
import { ConfirmActionDialog } from "../confirm-action-dialog";
import { ScriptButton } from "../script-button";
import { useConfirmedCall } from "../use-confirmed-call";
import { PROMO_CONFIRM } from "./promo-confirm";

/** Deactivate, confirmed: the code stops being accepted; orders already placed with it keep it. */
export function PromoDeactivate({ code }: { code: string }) {
  const action = useConfirmedCall(deactivatePromoRoute(code), {});
  return (
    <>
      <ScriptButton variant="danger" pad={4} data-testid="admin-promo-deactivate" onClick={action.ask}>
        Deactivate
      </ScriptButton>
      {action.asked && (
        <ConfirmActionDialog
          testIds={PROMO_CONFIRM}
          focusConfirm
          danger
          title={`Deactivate ${code}?`}
          confirmLabel="Deactivate"
          busy={action.busy}
          error={action.error}
          onConfirm={action.confirm}
          onClose={action.close}
        >
          Checkouts stop accepting the code at once. Orders already placed with it keep their reduction. This cannot be
          undone: create a new code to run the offer again.
        </ConfirmActionDialog>
      )}
    </>
  );
}
