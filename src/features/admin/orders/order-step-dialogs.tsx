"use client";

import { useRef, useState } from "react";
import { controlClass, Field } from "@/components/ui/field";
import { FULFILMENT_STATUSES, type FulfilmentStatus, fulfilmentLabel } from "@/domain/admin/fulfilment";
import { setStepRoute, setTradeRoute } from "@/domain/api/admin-order-routes";
import type { OrderStatus } from "@/domain/checkout/purchase";
import {
  checkProgress,
  PROGRESS_UNITS,
  type Progress,
  type ProgressUnit,
  progressText,
  progressUnitLabel,
} from "@/domain/orders/order-progress";
import { decideStep, MAX_PAUSE_REASON_LENGTH } from "@/domain/orders/order-step";
import type { TradeDetails } from "@/domain/orders/order-tracking";
import {
  checkTradeDetails,
  TRADE_PLACE_MAX_LENGTH,
  TRADE_WORLD_MAX,
  TRADE_WORLD_MIN,
} from "@/domain/orders/trade-details";
import { ConfirmActionDialog } from "../confirm-action-dialog";
import { useFieldSubmit } from "./use-field-submit";

/*
 * Issue 18's fulfilment controls: a step with, while in progress, a progress figure (sent again
 * for every new figure) and, for a pause, the reason the customer reads; and a gold order's trade
 * details. The domain's own rules run here first, so the operator reads the server's words beside
 * the field before anything is sent; the server checks again and its refusal lands in the same place.
 */

export type OrderStepState = {
  orderId: string;
  status: OrderStatus;
  fulfilment: FulfilmentStatus;
  /** The latest figure while the work runs; its unit is the next figure's default. */
  progress: Progress | null;
  /** The unit that fits the order's lines (suggestedUnit). */
  suggestedUnit: ProgressUnit;
  pausedReason: string | null;
  isGold: boolean;
  trade: TradeDetails | null;
};

type DialogProps = { order: OrderStepState; onDone: () => void; onClose: () => void };

const ORDER_DIALOG = { dialog: "admin-order-dialog" };

/** "250" → 250; anything that is not a whole number → NaN, which the rules refuse in their words. */
function wholeNumber(text: string): number {
  const trimmed = text.trim().replaceAll(",", "");
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** Steps the operator may pick: any other step, and the current one where a repeat says something new. */
function stepChoices(current: FulfilmentStatus): FulfilmentStatus[] {
  return FULFILMENT_STATUSES.filter((step) => step !== current || step === "in_progress" || step === "paused");
}

export function StepDialog({ order, onDone, onClose, initial }: DialogProps & { initial?: FulfilmentStatus }) {
  const stepField = useRef<HTMLSelectElement>(null);
  const doneField = useRef<HTMLInputElement>(null);
  const targetField = useRef<HTMLInputElement>(null);
  const reasonField = useRef<HTMLTextAreaElement>(null);
  const choices = stepChoices(order.fulfilment);
  const [step, setStep] = useState<FulfilmentStatus>(initial ?? choices[0] ?? "queued");
  const [unit, setUnit] = useState<ProgressUnit>(order.progress?.unit ?? order.suggestedUnit);
  const [done, setDone] = useState(order.progress ? String(order.progress.done) : "");
  const [target, setTarget] = useState(
    order.progress && order.progress.unit !== "percent" ? String(order.progress.target) : "",
  );
  const [reason, setReason] = useState(order.fulfilment === "paused" ? (order.pausedReason ?? "") : "");
  const { busy, submit, refuse, messageFor } = useFieldSubmit(
    setStepRoute(order.orderId),
    { step: stepField, done: doneField, target: targetField, reason: reasonField },
    stepField,
  );
  const percent = unit === "percent";
  const withFigure = step === "in_progress" && done.trim() !== "";

  const confirm = async () => {
    const progress = withFigure
      ? { done: wholeNumber(done), unit, ...(percent ? {} : { target: wholeNumber(target) }) }
      : undefined;
    const request = { step, ...(progress ? { progress } : {}), ...(step === "paused" ? { reason } : {}) };
    if (progress) {
      const checked = checkProgress(progress);
      if (!checked.ok) return refuse(checked.field, checked.reason);
    }
    const decided = decideStep({ fulfilment: order.fulfilment, status: order.status }, request);
    if (!decided.ok) return refuse(decided.field, decided.reason);
    if (await submit(request)) onDone();
  };

  return (
    <ConfirmActionDialog
      testIds={ORDER_DIALOG}
      title="Set fulfilment"
      confirmLabel="Set status"
      busy={busy}
      error={messageFor(null)}
      onClose={onClose}
      onConfirm={confirm}
    >
      <p className="text-sm text-parchment-muted">
        Now {fulfilmentLabel(order.fulfilment)}
        {order.progress ? ` (${progressText(order.progress)})` : ""}. The customer's order page shows each step.
      </p>
      <Field label="New status" error={messageFor("step")} errorTestId="admin-step-error">
        {(control) => (
          <select
            {...control}
            ref={stepField}
            // biome-ignore lint/a11y/noAutofocus: the field the operator opened this dialog to fill (the Dialog focuses it)
            autoFocus
            value={step}
            onChange={(event) => setStep(event.target.value as FulfilmentStatus)}
            className={controlClass()}
          >
            {choices.map((choice) => (
              <option key={choice} value={choice}>
                {fulfilmentLabel(choice)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {step === "in_progress" && (
        <fieldset className="grid gap-3" data-testid="admin-step-progress">
          <legend className="text-sm font-medium text-parchment">Progress figure (optional)</legend>
          <div className="grid gap-3 sm:grid-cols-3">
            <Field label="Unit">
              {(control) => (
                <select
                  {...control}
                  value={unit}
                  onChange={(event) => setUnit(event.target.value as ProgressUnit)}
                  className={controlClass()}
                >
                  {PROGRESS_UNITS.map((choice) => (
                    <option key={choice} value={choice}>
                      {progressUnitLabel(choice)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label="Done" error={messageFor("done")} errorTestId="admin-step-error">
              {(control) => (
                <input
                  {...control}
                  ref={doneField}
                  inputMode="numeric"
                  value={done}
                  maxLength={12}
                  onChange={(event) => setDone(event.target.value)}
                  className={controlClass({ numeric: true })}
                />
              )}
            </Field>
            <Field
              label="Goal"
              hint={percent ? "Percent counts to 100." : undefined}
              error={messageFor("target")}
              errorTestId="admin-step-error"
            >
              {(control) => (
                <input
                  {...control}
                  ref={targetField}
                  inputMode="numeric"
                  value={percent ? "100" : target}
                  readOnly={percent}
                  maxLength={12}
                  onChange={(event) => setTarget(event.target.value)}
                  className={controlClass({ numeric: true, className: percent ? "opacity-70" : undefined })}
                />
              )}
            </Field>
          </div>
        </fieldset>
      )}
      {step === "paused" && (
        <Field
          label="Reason"
          hint="The customer reads this on their order page and in their email."
          error={messageFor("reason")}
          errorTestId="admin-step-error"
        >
          {(control) => (
            <textarea
              {...control}
              ref={reasonField}
              value={reason}
              rows={3}
              maxLength={MAX_PAUSE_REASON_LENGTH}
              onChange={(event) => setReason(event.target.value)}
              className={controlClass({ multiline: true })}
            />
          )}
        </Field>
      )}
    </ConfirmActionDialog>
  );
}

export function TradeDialog({ order, onDone, onClose }: DialogProps) {
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
      testIds={ORDER_DIALOG}
      title="Trade details"
      confirmLabel="Save trade details"
      busy={busy}
      error={messageFor(null)}
      onClose={onClose}
      onConfirm={confirm}
    >
      <p className="text-sm text-parchment-muted">
        Where the customer meets our trader for their gold. Their order page shows it and they get an email.
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
            maxLength={12}
            autoComplete="off"
            onChange={(event) => setTraderRsn(event.target.value)}
            className={controlClass()}
          />
        )}
      </Field>
    </ConfirmActionDialog>
  );
}
