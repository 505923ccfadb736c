"use client";

import { useId, useRef, useState } from "react";
import { controlClass, Field } from "@/components/ui/field";
import { arrangeSellRoute, declineSellRoute, payoutSellRoute, receiveSellRoute } from "@/domain/api/sell-order-routes";
import { formatMillions } from "@/domain/gold/gold-pricing";
import type { SellOrderDetail } from "@/domain/gold/sell-order-admin";
import {
  checkReceivedMillions,
  DECLINE_REASON_MAX_LENGTH,
  PAYOUT_REFERENCE_MAX_LENGTH,
  RECEIVED_ACCOUNT_MAX_LENGTH,
} from "@/domain/gold/sell-orders";
import { centsToDecimalText, formatUsd } from "@/domain/money/money";
import {
  checkTradeDetails,
  TRADE_PLACE_MAX_LENGTH,
  TRADE_WORLD_MAX,
  TRADE_WORLD_MIN,
} from "@/domain/orders/trade-details";
import { RSN_MAX_LENGTH } from "@/domain/players/runescape-name";
import { AmountField } from "../amount-field";
import { ConfirmActionDialog } from "../confirm-action-dialog";
import { useFieldSubmit } from "../orders/use-field-submit";
import { wholeNumber } from "../orders/whole-number";
import { useAmountField } from "../use-amount-field";

/*
 * The sell order page's four dialogs. Each sends the version the page read: when another operator
 * acted first the server answers 409 and the dialog says so (reload to see what they did).
 */

export type SellDialogProps = { order: SellOrderDetail; onDone: () => void; onClose: () => void };

export const SELL_DIALOG_TEST_IDS = { dialog: "admin-sell-dialog", error: "admin-sell-dialog-error" };

export function ArrangeDialog({ order, onDone, onClose }: SellDialogProps) {
  const worldField = useRef<HTMLInputElement>(null);
  const placeField = useRef<HTMLInputElement>(null);
  const rsnField = useRef<HTMLInputElement>(null);
  const [world, setWorld] = useState(order.trade ? String(order.trade.world) : "");
  const [place, setPlace] = useState(order.trade?.place ?? "");
  const [traderRsn, setTraderRsn] = useState(order.trade?.traderRsn ?? "");
  const { busy, submit, refuse, messageFor } = useFieldSubmit(
    arrangeSellRoute(order.id),
    { world: worldField, place: placeField, traderRsn: rsnField },
    worldField,
  );
  const confirm = async () => {
    const request = { world: wholeNumber(world), place, traderRsn };
    const checked = checkTradeDetails(request);
    if (!checked.ok) return refuse(checked.field, checked.reason);
    if (await submit({ ...request, version: order.version })) onDone();
  };
  return (
    <ConfirmActionDialog
      testIds={SELL_DIALOG_TEST_IDS}
      title="Arrange the trade"
      confirmLabel="Save and tell the player"
      busy={busy}
      error={messageFor(null)}
      onClose={onClose}
      onConfirm={confirm}
    >
      <p className="text-sm text-parchment-muted">
        Where {order.rsn} meets our trader to trade {formatMillions(order.millions)}. Their page shows it and they get
        an email.
      </p>
      <Field label="World" hint={`${TRADE_WORLD_MIN} to ${TRADE_WORLD_MAX}.`} error={messageFor("world")}>
        {(control) => (
          <input
            {...control}
            ref={worldField}
            // biome-ignore lint/a11y/noAutofocus: the field the operator opened this dialog to fill (the Dialog focuses it)
            autoFocus
            inputMode="numeric"
            maxLength={6}
            value={world}
            onChange={(event) => setWorld(event.target.value)}
            data-testid="admin-sell-world"
            className={controlClass({ numeric: true })}
          />
        )}
      </Field>
      <Field label="Meeting place" error={messageFor("place")}>
        {(control) => (
          <input
            {...control}
            ref={placeField}
            maxLength={TRADE_PLACE_MAX_LENGTH}
            value={place}
            onChange={(event) => setPlace(event.target.value)}
            data-testid="admin-sell-place"
            className={controlClass()}
          />
        )}
      </Field>
      <Field
        label="Our trader's in-game name"
        hint="Up to 12 letters, digits, spaces, - or _."
        error={messageFor("traderRsn")}
      >
        {(control) => (
          <input
            {...control}
            ref={rsnField}
            maxLength={RSN_MAX_LENGTH}
            autoComplete="off"
            value={traderRsn}
            onChange={(event) => setTraderRsn(event.target.value)}
            data-testid="admin-sell-trader"
            className={controlClass()}
          />
        )}
      </Field>
    </ConfirmActionDialog>
  );
}

export function ReceiveDialog({ order, onDone, onClose }: SellDialogProps) {
  const millionsField = useRef<HTMLInputElement>(null);
  const accountField = useRef<HTMLInputElement>(null);
  const [millions, setMillions] = useState(String(order.millions));
  const [account, setAccount] = useState("");
  const { busy, submit, refuse, messageFor } = useFieldSubmit(
    receiveSellRoute(order.id),
    { millions: millionsField, account: accountField },
    millionsField,
  );
  const confirm = async () => {
    const received = wholeNumber(millions);
    const checked = checkReceivedMillions(received, order.millions);
    if (!checked.ok) return refuse("millions", checked.reason);
    if (account.trim() === "") return refuse("account", "Enter the account that received the gold.");
    if (await submit({ millions: received, account, version: order.version })) onDone();
  };
  return (
    <ConfirmActionDialog
      testIds={SELL_DIALOG_TEST_IDS}
      title="Gold received"
      confirmLabel="Confirm gold received"
      busy={busy}
      error={messageFor(null)}
      onClose={onClose}
      onConfirm={confirm}
    >
      <p className="text-sm text-parchment-muted">
        The gold {order.rsn} traded us. It is added to stock once; the player is told and paid next.
      </p>
      <Field
        label="Millions received"
        hint={`At most the ${formatMillions(order.millions)} ordered.`}
        error={messageFor("millions")}
      >
        {(control) => (
          <input
            {...control}
            ref={millionsField}
            // biome-ignore lint/a11y/noAutofocus: the field the operator opened this dialog to fill (the Dialog focuses it)
            autoFocus
            inputMode="numeric"
            maxLength={9}
            value={millions}
            onChange={(event) => setMillions(event.target.value)}
            data-testid="admin-sell-received"
            className={controlClass({ numeric: true })}
          />
        )}
      </Field>
      <Field
        label="Account that received it"
        hint="The in-game account (mule) now holding it."
        error={messageFor("account")}
      >
        {(control) => (
          <input
            {...control}
            ref={accountField}
            maxLength={RECEIVED_ACCOUNT_MAX_LENGTH}
            autoComplete="off"
            value={account}
            onChange={(event) => setAccount(event.target.value)}
            data-testid="admin-sell-account"
            className={controlClass()}
          />
        )}
      </Field>
    </ConfirmActionDialog>
  );
}

export function PayoutDialog({ order, onDone, onClose }: SellDialogProps) {
  const errorId = useId();
  const amountField = useRef<HTMLInputElement>(null);
  const referenceField = useRef<HTMLInputElement>(null);
  const amount = useAmountField(centsToDecimalText(order.defaultPayoutCents));
  const [reference, setReference] = useState("");
  const { busy, submit, refuse, messageFor } = useFieldSubmit(
    payoutSellRoute(order.id),
    { cents: amountField, reference: referenceField },
    amountField,
  );
  const confirm = async () => {
    const cents = amount.read();
    if (cents === null) return;
    if (reference.trim() === "") return refuse("reference", "Enter the payment's reference: the transfer id or hash.");
    if (await submit({ cents, reference, version: order.version })) onDone();
  };
  const amountError = amount.problem ?? messageFor("cents");
  return (
    <ConfirmActionDialog
      testIds={SELL_DIALOG_TEST_IDS}
      title="Record the payout"
      confirmLabel="Record payout"
      busy={busy}
      error={amountError ?? messageFor(null)}
      errorId={errorId}
      onClose={onClose}
      onConfirm={confirm}
    >
      <p className="text-sm text-parchment-muted">
        The quote was {formatUsd(order.quoteCents)} for {formatMillions(order.millions)}
        {order.receivedMillions !== null && order.receivedMillions < order.millions
          ? `; ${formatMillions(order.receivedMillions)} came, so ${formatUsd(order.defaultPayoutCents)} is owed`
          : ""}
        .
      </p>
      <AmountField
        label="Amount paid (USD)"
        amount={amount}
        inputRef={amountField}
        autoFocus
        invalid={amountError !== null}
        describedBy={errorId}
      />
      <Field
        label="Payment reference"
        hint="The transfer's id or the transaction hash."
        error={messageFor("reference")}
      >
        {(control) => (
          <input
            {...control}
            ref={referenceField}
            maxLength={PAYOUT_REFERENCE_MAX_LENGTH}
            autoComplete="off"
            value={reference}
            onChange={(event) => setReference(event.target.value)}
            data-testid="admin-sell-payout-reference"
            className={controlClass()}
          />
        )}
      </Field>
    </ConfirmActionDialog>
  );
}

export function DeclineDialog({ order, onDone, onClose }: SellDialogProps) {
  const reasonField = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState("");
  const { busy, submit, refuse, messageFor } = useFieldSubmit(
    declineSellRoute(order.id),
    { reason: reasonField },
    reasonField,
  );
  const confirm = async () => {
    if (reason.trim() === "") return refuse("reason", "Tell the player why: their page and email show it.");
    if (await submit({ reason, version: order.version })) onDone();
  };
  return (
    <ConfirmActionDialog
      testIds={SELL_DIALOG_TEST_IDS}
      title="Decline the sale"
      confirmLabel="Decline sale"
      danger
      busy={busy}
      error={messageFor(null)}
      onClose={onClose}
      onConfirm={confirm}
    >
      <Field label="Why" hint="The player reads this." error={messageFor("reason")}>
        {(control) => (
          <textarea
            {...control}
            ref={reasonField}
            // biome-ignore lint/a11y/noAutofocus: the field the operator opened this dialog to fill (the Dialog focuses it)
            autoFocus
            rows={3}
            maxLength={DECLINE_REASON_MAX_LENGTH}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            data-testid="admin-sell-decline-reason"
            className={controlClass({ multiline: true })}
          />
        )}
      </Field>
    </ConfirmActionDialog>
  );
}
