"use client";

import { useRef, useState } from "react";
import { controlClass, Field } from "@/components/ui/field";
import { goldDeliveryRoute } from "@/domain/api/admin-order-routes";
import { checkGoldDelivery, readDeliveryForm } from "@/domain/gold/gold-delivery";
import { formatTenths, tenthsToMillions } from "@/domain/gold/gold-units";
import { type AdminGoldView, defaultDeliveryAccount } from "@/domain/orders/admin-order-view";
import { RSN_MAX_LENGTH } from "@/domain/players/runescape-name";
import { ConfirmActionDialog } from "../confirm-action-dialog";
import { ORDER_DIALOG_TEST_IDS, type OrderDialogProps } from "./order-dialog";
import { useFieldSubmit } from "./use-field-submit";

export type DeliveryDialogOrder = { orderId: string; paidAt: string | null; gold: AdminGoldView };

/** Now as a datetime-local field takes it, in UTC like every time in the back office: "2026-03-01T09:30". */
function utcMinuteNow(): string {
  return new Date().toISOString().slice(0, 16);
}

const ERROR_TEST_ID = "admin-delivery-error";

/**
 * Gold traded for the order: how many millions (the rest by default, a part allowed), which of the
 * shop's in-game accounts traded, and when (now by default, never in the future). The domain's rules
 * run first, each refusal beside its field; the server checks again against what the order still
 * holds, which another operator may have delivered meanwhile.
 */
export function RecordDeliveryDialog({ order, onDone, onClose }: OrderDialogProps<DeliveryDialogOrder>) {
  const { gold } = order;
  const millionsField = useRef<HTMLInputElement>(null);
  const accountField = useRef<HTMLInputElement & HTMLSelectElement>(null);
  const whenField = useRef<HTMLInputElement>(null);
  const [millions, setMillions] = useState(String(tenthsToMillions(gold.reservedTenths)));
  const [account, setAccount] = useState(defaultDeliveryAccount(gold));
  const [when, setWhen] = useState(utcMinuteNow);
  const { busy, submit, refuse, messageFor } = useFieldSubmit(
    goldDeliveryRoute(order.orderId),
    { millions: millionsField, account: accountField, deliveredAt: whenField },
    millionsField,
  );
  const confirm = async () => {
    const form = readDeliveryForm({ millions, account, deliveredAt: when });
    if (!form.ok) return refuse(form.field, form.reason);
    const checked = checkGoldDelivery({
      ...form.request,
      position: {
        orderedTenths: gold.orderedTenths,
        heldTenths: gold.reservedTenths,
        deliveredTenths: gold.deliveredTenths,
        state: gold.state,
      },
      paidAt: order.paidAt,
      now: new Date(),
    });
    if (!checked.ok) return refuse(checked.field, checked.reason);
    const { tenths, account: named, deliveredAt } = checked;
    if (await submit({ tenths, account: named, deliveredAt })) onDone();
  };
  const accountControl = {
    value: account,
    onChange: (event: { target: { value: string } }) => setAccount(event.target.value),
    className: controlClass(),
  };
  return (
    <ConfirmActionDialog
      testIds={{ ...ORDER_DIALOG_TEST_IDS, confirm: "admin-delivery-confirm" }}
      title="Record delivery"
      confirmLabel="Record delivery"
      busy={busy}
      error={messageFor(null)}
      onClose={onClose}
      onConfirm={confirm}
    >
      <p className="text-sm text-parchment-muted">
        {formatTenths(gold.reservedTenths)} of {formatTenths(gold.orderedTenths)} is left to deliver. The customer’s
        order page shows the delivery and, while they keep step emails on, they get an email.
      </p>
      <Field
        label="Millions traded"
        hint={`Up to ${formatTenths(gold.reservedTenths)}; a part is fine, the rest follows later.`}
        error={messageFor("millions")}
        errorTestId={ERROR_TEST_ID}
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
            autoComplete="off"
            onChange={(event) => setMillions(event.target.value)}
            className={controlClass({ numeric: true })}
          />
        )}
      </Field>
      <Field
        label="Our account that traded"
        hint={gold.accounts.length > 0 ? "The in-game accounts the stock ledger knows." : "Its in-game name."}
        error={messageFor("account")}
        errorTestId={ERROR_TEST_ID}
      >
        {(control) =>
          gold.accounts.length > 0 ? (
            <select {...control} ref={accountField} {...accountControl}>
              {gold.accounts.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          ) : (
            <input {...control} ref={accountField} maxLength={RSN_MAX_LENGTH} autoComplete="off" {...accountControl} />
          )
        }
      </Field>
      <Field
        label="When (UTC)"
        hint="Now unless the trade was earlier."
        error={messageFor("deliveredAt")}
        errorTestId={ERROR_TEST_ID}
      >
        {(control) => (
          <input
            {...control}
            ref={whenField}
            type="datetime-local"
            value={when}
            max={utcMinuteNow()}
            onChange={(event) => setWhen(event.target.value)}
            className={controlClass()}
          />
        )}
      </Field>
    </ConfirmActionDialog>
  );
}
