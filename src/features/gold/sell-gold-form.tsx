"use client";

import { type FormEvent, type ReactNode, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { controlClass, Field } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { useFocusAfterCommit } from "@/components/ui/use-focus-after-commit";
import type { GoldRates } from "@/domain/gold/gold-pricing";
import { goldPayoutCents } from "@/domain/gold/gold-pricing";
import {
  checkSellAmount,
  PAYOUT_DETAILS_MAX_LENGTH,
  payoutMethodLabel,
  SELL_MESSAGES,
  SELL_PAYOUT_METHODS,
  type SellLimits,
  type SellPayoutMethod,
} from "@/domain/gold/sell-offer";
import { normaliseRsn, RSN_MAX_LENGTH } from "@/domain/players/runescape-name";
import { Price } from "@/features/currency/price";
import { NETWORK_MESSAGE } from "@/features/network/network-messages";
import { useHydrated } from "@/features/runtime/use-hydrated";

type FieldName = "millions" | "rsn" | "email" | "payoutMethod" | "payoutDetails";
type FieldErrors = Partial<Record<FieldName, string>>;
const FIELD_ORDER: readonly FieldName[] = ["millions", "rsn", "email", "payoutMethod", "payoutDetails"];

const EMAIL_MESSAGE = "Enter the email we send your private link and updates to.";

/** The field a refusal names, when the server's answer carries one of this form's. */
function refusedField(body: unknown): FieldName | null {
  const field = (body as { field?: unknown } | null)?.field;
  return typeof field === "string" && (FIELD_ORDER as readonly string[]).includes(field) ? (field as FieldName) : null;
}

/**
 * The sell panel's order form: the amount and its payout at the buy rate (fixed for the quote's
 * minutes once placed), the player's RSN, an email for the private link, and how to be paid. The
 * domain's rules run first, each refusal beside its field; the server's own refusal (the daily
 * limit) goes beside the field it names. On success the player goes to the sale's private page.
 */
export function SellGoldForm({
  rates,
  limits,
  discordLink,
}: {
  rates: GoldRates;
  limits: SellLimits;
  discordLink: ReactNode;
}) {
  const hydrated = useHydrated();
  const [millionsText, setMillionsText] = useState("1000");
  const [rsn, setRsn] = useState("");
  const [email, setEmail] = useState("");
  const [payoutMethod, setPayoutMethod] = useState<SellPayoutMethod>("crypto");
  const [payoutDetails, setPayoutDetails] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A second submit while the sending code loads or the request is out is ignored.
  const sending = useRef(false);
  const refs = {
    millions: useRef<HTMLInputElement>(null),
    rsn: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    payoutMethod: useRef<HTMLSelectElement>(null),
    payoutDetails: useRef<HTMLInputElement>(null),
  };

  const millions = /^\s*\d{1,7}\s*$/.test(millionsText) ? Number(millionsText) : Number.NaN;
  const amount = checkSellAmount(millions, limits);

  // A field's refusal goes once the player changes it: it spoke of what was typed before.
  const edited = (field: FieldName, set: (value: string) => void) => (event: { target: { value: string } }) => {
    set(event.target.value);
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const focusAfterCommit = useFocusAfterCommit();
  // Once React has committed the field's message, so the field is announced with it.
  const focus = (field: FieldName) => focusAfterCommit(() => refs[field].current);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    try {
      await send();
    } finally {
      sending.current = false;
    }
  };

  const send = async () => {
    setFailure(null);
    let request: typeof import("./sell-gold-request");
    try {
      request = await import("./sell-gold-request");
    } catch {
      setFailure(NETWORK_MESSAGE);
      return;
    }
    const found: FieldErrors = {};
    if (!amount.ok) found.millions = amount.message;
    if (!normaliseRsn(rsn)) found.rsn = SELL_MESSAGES.rsn;
    if (!request.isValidContactEmail(email.trim())) found.email = EMAIL_MESSAGE;
    const details = payoutDetails.trim();
    if (details.length < 1 || details.length > PAYOUT_DETAILS_MAX_LENGTH) found.payoutDetails = SELL_MESSAGES.details;
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) return focus(first);
    setBusy(true);
    const result = await request.placeSale({
      millions,
      rsn,
      email: email.trim(),
      payoutMethod,
      payoutDetails: details,
    });
    if (result.ok) {
      window.location.assign(result.data.pagePath);
      return;
    }
    setBusy(false);
    const field = result.error.kind === "server" ? refusedField(result.error.body) : null;
    if (field) {
      setErrors({ [field]: result.error.message });
      focus(field);
    } else setFailure(result.error.message);
  };

  return (
    <form noValidate onSubmit={submit} className="mt-5 grid gap-4" data-testid="sell-form">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Gold to sell (millions)"
          hint={`Whole millions, up to ${limits.maxMillionsPerOrder.toLocaleString("en-US")}M in one sale.`}
          error={errors.millions}
          errorTestId="sell-millions-error"
        >
          {(control) => (
            <input
              {...control}
              ref={refs.millions}
              data-testid="sell-millions"
              inputMode="numeric"
              maxLength={7}
              value={millionsText}
              onChange={edited("millions", setMillionsText)}
              className={controlClass({ numeric: true })}
            />
          )}
        </Field>
        <div className="grid content-end gap-1 pb-1">
          <p className="text-parchment">
            We pay{" "}
            <span data-testid="sell-payout" aria-live="polite" className="tabular text-2xl font-bold text-gold">
              {amount.ok ? <Price cents={goldPayoutCents(amount.millions, rates)} /> : "—"}
            </span>
          </p>
          <p className="text-sm text-parchment-muted">
            The quote holds for {limits.quoteMinutes} minutes once you place the sale.
          </p>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Your in-game name (RSN)"
          hint="The character that trades us the gold."
          error={errors.rsn}
          errorTestId="sell-rsn-error"
        >
          {(control) => (
            <input
              {...control}
              ref={refs.rsn}
              data-testid="sell-rsn"
              autoComplete="off"
              spellCheck={false}
              maxLength={RSN_MAX_LENGTH}
              value={rsn}
              onChange={edited("rsn", setRsn)}
              className={controlClass()}
            />
          )}
        </Field>
        <Field
          label="Email"
          hint="Your private link and each step come here."
          error={errors.email}
          errorTestId="sell-email-error"
        >
          {(control) => (
            <input
              {...control}
              ref={refs.email}
              data-testid="sell-email"
              type="email"
              autoComplete="email"
              maxLength={320}
              value={email}
              onChange={edited("email", setEmail)}
              className={controlClass()}
            />
          )}
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,14rem)_1fr]">
        <Field label="Paid by" error={errors.payoutMethod} errorTestId="sell-method-error">
          {(control) => (
            <select
              {...control}
              ref={refs.payoutMethod}
              data-testid="sell-method"
              value={payoutMethod}
              onChange={edited("payoutMethod", (value) => setPayoutMethod(value as SellPayoutMethod))}
              className={controlClass()}
            >
              {SELL_PAYOUT_METHODS.map((method) => (
                <option key={method} value={method}>
                  {payoutMethodLabel(method)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label="Where we send the money"
          hint="Wallet address, Zelle or Interac email, Revolut tag… Only our payer sees it."
          error={errors.payoutDetails}
          errorTestId="sell-details-error"
        >
          {(control) => (
            <input
              {...control}
              ref={refs.payoutDetails}
              data-testid="sell-details"
              autoComplete="off"
              spellCheck={false}
              maxLength={PAYOUT_DETAILS_MAX_LENGTH}
              value={payoutDetails}
              onChange={edited("payoutDetails", setPayoutDetails)}
              className={controlClass()}
            />
          )}
        </Field>
      </div>
      {failure ? (
        <Notice tone="danger" role="alert" className="p-3" data-testid="sell-failure">
          {failure}
        </Notice>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" size="lg" disabled={!hydrated || busy} data-testid="sell-submit">
          {busy ? "Placing your sale…" : "Sell my gold"}
        </Button>
        {discordLink}
      </div>
    </form>
  );
}
