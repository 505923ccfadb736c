"use client";

import { useRef, useState } from "react";
import { controlClass, Field } from "@/components/ui/field";
import { setTradeRoute } from "@/domain/api/admin-order-routes";
import type { OrderStepState } from "@/domain/orders/admin-order-view";
import {
  checkTradeDetails,
  TRADE_PLACE_MAX_LENGTH,
  TRADE_WORLD_MAX,
  TRADE_WORLD_MIN,
} from "@/domain/orders/trade-details";
import { RSN_MAX_LENGTH } from "@/domain/players/runescape-name";
import { ConfirmActionDialog } from "../confirm-action-dialog";
import { ORDER_DIALOG_TEST_IDS, type OrderDialogProps } from "./order-dialog";
import { useFieldSubmit } from "./use-field-submit";
import { wholeNumber } from "./whole-number";

/** Where a gold order's customer meets our trader: the domain's rules run first, each refusal beside its field. */
export function TradeDialog({ order, onDone, onClose }: OrderDialogProps<OrderStepState>) {
  const worldField = useRef<HTMLInputElement>(null);
  const placeField = useRef<HTMLInputElement>(null);
  const rsnField = useRef<HTMLInputElement>(null);
  const [world, setWorld] = useState(order.trade ? String(order.trade.world) : "");
  const [place, setPlace] = useState(order.trade?.place ?? "");
  const [traderRsn, setTraderRsn] = useState(order.trade?.traderRsn ?? "");
  const { busy, submit, refuse, messageFor } = useFieldSubmit(
    setTradeRoute(order.orderId),
    { world: worldField, place: placeField, traderRsn: rsnField },
    worldField,
  );
  const confirm = async () => {
    const request = { world: wholeNumber(world), place, traderRsn };
    const checked = checkTradeDetails(request);
    if (!checked.ok) return refuse(checked.field, checked.reason);
    if (await submit(request)) onDone();
  };
  return (
    <ConfirmActionDialog
      testIds={ORDER_DIALOG_TEST_IDS}
      title="Trade details"
      confirmLabel="Save trade details"
      busy={busy}
      error={messageFor(null)}
      onClose={onClose}
      onConfirm={confirm}
    >
      <p className="text-sm text-parchment-muted">
        Where the customer meets our trader, for the gold they bought or the gold they pay with. Their order page shows
        it and they get an email.
      </p>
      <Field
        label="World"
        hint={`${TRADE_WORLD_MIN} to ${TRADE_WORLD_MAX}.`}
        error={messageFor("world")}
        errorTestId="admin-trade-error"
      >
        {(control) => (
          <input
            {...control}
            ref={worldField}
            // biome-ignore lint/a11y/noAutofocus: the field the operator opened this dialog to fill (the Dialog focuses it)
            autoFocus
            inputMode="numeric"
            value={world}
            maxLength={6}
            onChange={(event) => setWorld(event.target.value)}
            className={controlClass({ numeric: true })}
          />
        )}
      </Field>
      <Field label="Meeting place" error={messageFor("place")} errorTestId="admin-trade-error">
        {(control) => (
          <input
            {...control}
            ref={placeField}
            value={place}
            maxLength={TRADE_PLACE_MAX_LENGTH}
            onChange={(event) => setPlace(event.target.value)}
            className={controlClass()}
          />
        )}
      </Field>
      <Field
        label="Our trader's in-game name"
        hint="Up to 12 letters, digits, spaces, - or _."
        error={messageFor("traderRsn")}
        errorTestId="admin-trade-error"
      >
        {(control) => (
          <input
            {...control}
            ref={rsnField}
            value={traderRsn}
            maxLength={RSN_MAX_LENGTH}
            autoComplete="off"
            onChange={(event) => setTraderRsn(event.target.value)}
            className={controlClass()}
          />
        )}
      </Field>
    </ConfirmActionDialog>
  );
}
