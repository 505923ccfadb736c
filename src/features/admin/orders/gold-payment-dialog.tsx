"use client";

import { useRef, useState } from "react";
import { controlClass, Field } from "@/components/ui/field";
import { confirmGoldPaymentRoute } from "@/domain/api/admin-order-routes";
import { decideGoldPayment, formatGoldTenths } from "@/domain/checkout/gold-payment";
import type { OrderActionState } from "@/domain/orders/admin-order-view";
import { ConfirmActionDialog } from "../confirm-action-dialog";
import { ORDER_DIALOG_TEST_IDS, type OrderDialogProps } from "./order-dialog";
import { useFieldSubmit } from "./use-field-submit";

/** "1,250.5" or "84" as typed; anything else is NaN, which the rule refuses by the field. */
function typedMillions(text: string): number {
  const cleaned = text.trim().replace(/,/g, "").replace(/m$/i, "");
  return /^\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/**
 * The gold of an order paid with OSRS gold has been traded: how many millions came and which of the
 * shop's in-game accounts holds them. The domain's rule runs first (less than asked is refused); the
 * server adds the gold to stock and pays the order, once.
 */
export function GoldPaymentDialog({ order, onDone, onClose }: OrderDialogProps<OrderActionState>) {
  const millionsField = useRef<HTMLInputElement>(null);
  const accountField = useRef<HTMLInputElement>(null);
  const asked = order.goldPaymentTenths ?? 0;
  const [millions, setMillions] = useState(String(asked / 10));
  const [account, setAccount] = useState("");
  const { busy, submit, refuse, messageFor } = useFieldSubmit(
    confirmGoldPaymentRoute(order.orderId),
    { millions: millionsField, account: accountField },
    millionsField,
  );
  const confirm = async () => {
    const request = { millions: typedMillions(millions), account };
    const checked = decideGoldPayment({ method: "gold", status: "pending", askedTenths: asked }, request);
    if (!checked.ok) return refuse(checked.field, checked.reason);
    if (await submit(request)) onDone();
  };
  return (
    <ConfirmActionDialog
      testIds={ORDER_DIALOG_TEST_IDS}
      title="Confirm gold received"
      confirmLabel="Confirm gold"
      busy={busy}
      error={messageFor(null)}
      onClose={onClose}
      onConfirm={confirm}
    >
      <p className="text-sm text-parchment-muted" data-testid="admin-gold-payment-asked">
        The customer was asked {formatGoldTenths(asked)} of OSRS gold. Confirming adds the gold received to the shop's
        stock and pays the order; the receipt goes to the customer. Less than asked cannot be confirmed.
      </p>
      <Field
        label="Millions received"
        hint="Up to one decimal: 84 or 12.5."
        error={messageFor("millions")}
        errorTestId="admin-gold-payment-error"
      >
        {(control) => (
          <input
            {...control}
            ref={millionsField}
            // biome-ignore lint/a11y/noAutofocus: the field the operator opened this dialog to fill (the Dialog focuses it)
            autoFocus
            inputMode="decimal"
            value={millions}
            maxLength={12}
            onChange={(event) => setMillions(event.target.value)}
            className={controlClass({ numeric: true })}
          />
        )}
      </Field>
      <Field
        label="In-game account that received it"
        hint="The shop's account (mule) now holding the gold."
        error={messageFor("account")}
        errorTestId="admin-gold-payment-error"
      >
        {(control) => (
          <input
            {...control}
            ref={accountField}
            value={account}
            maxLength={12}
            autoComplete="off"
            onChange={(event) => setAccount(event.target.value)}
            className={controlClass()}
          />
        )}
      </Field>
    </ConfirmActionDialog>
  );
}
