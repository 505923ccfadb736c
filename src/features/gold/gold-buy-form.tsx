"use client";

import { ShoppingCart } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { cardClass } from "@/components/ui/card";
import { controlClass, Field } from "@/components/ui/field";
import { toggleClass } from "@/components/ui/toggle";
import { buildGoldCartItem } from "@/domain/gold/gold-cart-item";
import {
  checkGoldAmount,
  formatMillions,
  GOLD_MIN_MILLIONS,
  GOLD_QUICK_PICKS_MILLIONS,
  type GoldRates,
  goldPriceCents,
  millionsForBudget,
} from "@/domain/gold/gold-pricing";
import { centsToDecimalText, formatUsd, formatUsdRate, parseUsdToCents } from "@/domain/money/money";
import { addToCart } from "@/features/cart/cart-store";
import { pointerOrigin } from "@/features/cart/pointer-origin";

const INITIAL_MILLIONS = 500;

function parseMillions(text: string): number {
  return /^\s*\d{1,7}\s*$/.test(text) ? Number(text) : Number.NaN;
}

/** Millions and dollars are two views of one amount: editing either updates the other. */
export function GoldBuyForm({ rates }: { rates: GoldRates }) {
  const [millionsText, setMillionsText] = useState(String(INITIAL_MILLIONS));
  const [usdText, setUsdText] = useState(centsToDecimalText(goldPriceCents(INITIAL_MILLIONS, rates)));
  const [showError, setShowError] = useState(false);
  const errorId = useId();

  const check = checkGoldAmount(parseMillions(millionsText));
  const priceCents = check.ok ? goldPriceCents(check.millions, rates) : null;

  const setMillions = (text: string) => {
    setMillionsText(text);
    const millions = parseMillions(text);
    if (Number.isFinite(millions)) setUsdText(centsToDecimalText(goldPriceCents(millions, rates)));
  };

  const setUsd = (text: string) => {
    setUsdText(text);
    const cents = parseUsdToCents(text);
    if (cents !== null) setMillionsText(String(millionsForBudget(cents, rates)));
  };

  return (
    <form
      data-testid="gold-buy-form"
      noValidate
      onSubmit={(event) => event.preventDefault()}
      className={cardClass({ raised: true, className: "p-5 sm:p-6" })}
    >
      <h2 className="font-display text-xl font-bold text-parchment">How much gold?</h2>
      <p className="mt-1 text-sm text-parchment-muted">
        {formatUsdRate(rates.sellMillicentsPerMillion)} per million · minimum {formatMillions(GOLD_MIN_MILLIONS)}
      </p>

      <fieldset className="mt-5">
        <legend className="text-sm font-medium text-parchment">Quick picks</legend>
        <div className="mt-2 grid grid-cols-3 gap-2">
          {GOLD_QUICK_PICKS_MILLIONS.map((millions) => {
            const selected = check.ok && check.millions === millions;
            return (
              <button
                key={millions}
                type="button"
                aria-pressed={selected}
                data-testid={`gold-pick-${millions}`}
                onClick={() => {
                  setMillions(String(millions));
                  setShowError(false);
                }}
                className={toggleClass(selected, {
                  off: "bg-night",
                  className: "tabular min-h-11 rounded-lg text-sm font-semibold",
                })}
              >
                {formatMillions(millions)}
              </button>
            );
          })}
        </div>
      </fieldset>

      <div className="mt-5 grid grid-cols-2 gap-3">
        <Field label="Amount (millions)" invalid={showError && !check.ok} describedBy={errorId}>
          {(control) => (
            <div className="relative mt-1">
              <input
                {...control}
                data-testid="gold-millions"
                inputMode="numeric"
                autoComplete="off"
                value={millionsText}
                onChange={(event) => setMillions(event.target.value)}
                onBlur={() => setShowError(true)}
                className={controlClass({ numeric: true, spaced: false, className: "pr-9" })}
              />
              <span aria-hidden="true" className="absolute inset-y-0 right-3 flex items-center text-parchment-muted">
                M
              </span>
            </div>
          )}
        </Field>
        <Field label="Price (USD)">
          {(control) => (
            <div className="relative mt-1">
              <span aria-hidden="true" className="absolute inset-y-0 left-3 flex items-center text-parchment-muted">
                $
              </span>
              <input
                {...control}
                data-testid="gold-usd"
                inputMode="decimal"
                autoComplete="off"
                value={usdText}
                onChange={(event) => setUsd(event.target.value)}
                onBlur={() => setShowError(true)}
                className={controlClass({ numeric: true, spaced: false, className: "pl-7" })}
              />
            </div>
          )}
        </Field>
      </div>

      <p id={errorId} role="alert" data-testid="gold-error" className="mt-2 min-h-5 text-sm text-danger">
        {showError && !check.ok ? check.message : ""}
      </p>

      <div className="mt-3 flex items-end justify-between gap-4 border-t border-stone-line pt-4">
        <div>
          <p className="text-sm text-parchment-muted">You pay</p>
          <p data-testid="gold-price" aria-live="polite" className="tabular text-3xl font-bold text-gold">
            {priceCents === null ? "—" : formatUsd(priceCents)}
          </p>
        </div>
        <p className="text-right text-sm text-parchment-muted">
          You get
          <br />
          <span data-testid="gold-amount" className="tabular font-semibold text-parchment">
            {check.ok ? formatMillions(check.millions) : "—"}
          </span>
        </p>
      </div>

      <Button
        type="submit"
        size="lg"
        pad={6}
        glow
        data-testid="gold-add-to-cart"
        onClick={(event) => {
          if (!check.ok) {
            setShowError(true);
            return;
          }
          addToCart(buildGoldCartItem(check.millions, rates), pointerOrigin(event));
        }}
        className="mt-5 w-full gap-2"
      >
        <ShoppingCart aria-hidden="true" className="size-5" />
        Add to cart
      </Button>
    </form>
  );
}
