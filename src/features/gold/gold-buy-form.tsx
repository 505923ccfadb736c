"use client";

import { type ReactNode, useState } from "react";
import { Button } from "@/components/ui/button";
import { controlClass, Field } from "@/components/ui/field";
import { toggleClass } from "@/components/ui/toggle";
import { buildGoldCartItem } from "@/domain/gold/gold-cart-item";
import {
  checkGoldAmount,
  formatMillions,
  GOLD_MIN_MILLIONS,
  GOLD_QUICK_PICKS_MILLIONS,
  type GoldAmountCheck,
  type GoldRates,
  goldPriceCents,
} from "@/domain/gold/gold-pricing";
import { canOrderWith, goldPromise } from "@/domain/gold/gold-promise";
import { goldForTypedPrice, goldPriceText, parseTypedPrice } from "@/domain/gold/gold-typed-price";
import { millionsToTenths } from "@/domain/gold/gold-units";
import { currencySymbol } from "@/domain/money/format-amount";
import { formatUsd } from "@/domain/money/money";
import type { Currency } from "@/domain/settings/currencies";
import { addToCart } from "@/features/cart/cart-store";
import { pointerOrigin } from "@/features/cart/pointer-origin";
import { CurrencyPicker } from "@/features/currency/currency-picker";
import { useCurrencyRates } from "@/features/currency/currency-rates";
import { useCurrencyChoice } from "@/features/currency/currency-store";
import { Price } from "@/features/currency/price";
import { GoldPromiseLine } from "./gold-promise-line";
import { useGoldStock } from "./use-gold-stock";

const INITIAL_MILLIONS = 500;

/** Whole millions, commas allowed ("1,000"); NaN for anything else, which checkGoldAmount refuses. */
function parseMillions(text: string): number {
  const digits = text.replaceAll(",", "").trim();
  return /^\d{1,15}$/.test(digits) ? Number(digits) : Number.NaN;
}

// Always there, so the form does not move when the field is left and its price settles (a click on
// Add to cart would land where the button was).
const PRICE_HINT = "Rounded down to whole millions.";

function priceFormatMessage(currency: Currency): string {
  return currency === "USD"
    ? "Enter a price in dollars, like 50 or 49.99."
    : `Enter a price in ${currency}, like 50 or 49.99.`;
}

/**
 * Millions and a price are two views of one amount: editing either updates the other. The price is
 * in the visitor's currency, like every price on the form, and charged in USD (said beside it). A
 * typed price buys whole millions; leaving the field puts their price in it (gold-typed-price.ts).
 * `addIcon`: the add button's icon, drawn by the server page (no icon code in the island).
 */
export function GoldBuyForm({ rates, addIcon }: { rates: GoldRates; addIcon: ReactNode }) {
  const currency = useCurrencyChoice();
  const currencyRates = useCurrencyRates();
  const [millionsText, setMillionsText] = useState(String(INITIAL_MILLIONS));
  // The last readable amount: the price field says its price while the millions are being typed.
  const [priceMillions, setPriceMillions] = useState(INITIAL_MILLIONS);
  // A price as typed, with the currency it was typed in (another currency chosen since: not shown).
  const [typedPrice, setTypedPrice] = useState<{ text: string; currency: Currency } | null>(null);
  // The field the buyer typed in last: its value is the amount, and a refusal is shown beside it.
  const [edited, setEdited] = useState<"millions" | "usd">("millions");

  const typingPrice = edited === "usd" && typedPrice !== null && typedPrice.currency === currency;
  const typedCents = typingPrice ? parseTypedPrice(typedPrice.text) : null;
  const check: GoldAmountCheck =
    typingPrice && typedCents === null
      ? { ok: false, message: priceFormatMessage(currency) }
      : checkGoldAmount(parseMillions(millionsText));
  const priceCents = check.ok ? goldPriceCents(check.millions, rates) : null;
  const errorOf = (field: "millions" | "usd") =>
    !check.ok && (field === "usd" ? typingPrice : !typingPrice) ? check.message : undefined;
  const priceText = typingPrice ? typedPrice.text : goldPriceText(priceMillions, currency, currencyRates, rates);
  const symbol = currencySymbol(currency);
  const stock = useGoldStock();
  const promise =
    check.ok && stock.status === "known"
      ? goldPromise({
          millions: check.millions,
          availableTenths: millionsToTenths(stock.stock.availableMillions),
          settings: stock.stock,
        })
      : undefined;
  // Above the contact limit the amount is arranged by hand: nothing goes into the cart.
  const canAdd = check.ok && (promise === undefined || canOrderWith(promise));

  const setMillions = (text: string) => {
    setEdited("millions");
    setMillionsText(text);
    const millions = parseMillions(text);
    if (Number.isFinite(millions)) setPriceMillions(millions);
  };

  const setPrice = (text: string) => {
    setEdited("usd");
    setTypedPrice({ text, currency });
    const cents = parseTypedPrice(text);
    if (cents === null) return;
    const { millions } = goldForTypedPrice(cents, currency, currencyRates, rates);
    setMillionsText(String(millions));
    setPriceMillions(millions);
  };

  // The field then says what the amount costs, as the total and the charge do.
  const settlePrice = () => {
    if (typingPrice && check.ok)
      setTypedPrice({ text: goldPriceText(check.millions, currency, currencyRates, rates), currency });
  };

  return (
    <form data-testid="gold-buy-form" noValidate onSubmit={(event) => event.preventDefault()}>
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 className="font-display text-xl font-bold text-parchment">How much gold?</h2>
          <p data-testid="gold-rate" className="mt-1 text-sm text-parchment-muted">
            <Price rateMillicents={rates.sellMillicentsPerMillion} /> per million · minimum{" "}
            {formatMillions(GOLD_MIN_MILLIONS)}
          </p>
        </div>
        <CurrencyPicker testId="currency-picker-gold" compact />
      </div>

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
                onClick={() => setMillions(String(millions))}
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
        <Field label="Amount (millions)" error={errorOf("millions")} errorTestId="gold-error">
          {(control) => (
            <div className="relative mt-1">
              <input
                {...control}
                data-testid="gold-millions"
                inputMode="numeric"
                autoComplete="off"
                value={millionsText}
                onChange={(event) => setMillions(event.target.value)}
                className={controlClass({ numeric: true, spaced: false, className: "pr-9" })}
              />
              <span aria-hidden="true" className="absolute inset-y-0 right-3 flex items-center text-parchment-muted">
                M
              </span>
            </div>
          )}
        </Field>
        <Field label={`Price (${currency})`} hint={PRICE_HINT} error={errorOf("usd")} errorTestId="gold-error">
          {(control) => (
            <div className="relative mt-1">
              <span aria-hidden="true" className="absolute inset-y-0 left-3 flex items-center text-parchment-muted">
                {symbol}
              </span>
              <input
                {...control}
                data-testid="gold-usd"
                inputMode="decimal"
                autoComplete="off"
                value={priceText}
                onChange={(event) => setPrice(event.target.value)}
                onBlur={settlePrice}
                className={controlClass({
                  numeric: true,
                  spaced: false,
                  className: symbol.length > 1 ? "pl-11" : "pl-7",
                })}
              />
            </div>
          )}
        </Field>
      </div>

      <div className="mt-5 flex items-end justify-between gap-4 border-t border-stone-line pt-4">
        <div>
          <p className="text-sm text-parchment-muted">You pay</p>
          <p data-testid="gold-price" aria-live="polite" className="tabular text-3xl font-bold text-gold">
            {priceCents === null ? (
              <>
                <span aria-hidden="true">—</span>
                <span className="sr-only">No price until the amount is corrected.</span>
              </>
            ) : (
              <Price cents={priceCents} />
            )}
          </p>
          {currency !== "USD" && priceCents !== null && (
            <p data-testid="gold-charged-usd" className="text-xs text-parchment-muted">
              Charged in USD: <span className="tabular">{formatUsd(priceCents)}</span>
            </p>
          )}
        </div>
        <p className="text-right text-sm text-parchment-muted">
          You get
          <br />
          <span data-testid="gold-amount" className="tabular font-semibold text-parchment">
            {check.ok ? formatMillions(check.millions) : "—"}
          </span>
        </p>
      </div>

      <GoldPromiseLine promise={promise} loading={stock.status === "loading"} />

      <Button
        type="submit"
        size="lg"
        pad={6}
        glow
        data-testid="gold-add-to-cart"
        disabled={!canAdd}
        onClick={(event) => {
          settlePrice();
          if (check.ok && canAdd) addToCart(buildGoldCartItem(check.millions, rates), pointerOrigin(event));
        }}
        className="mt-4 w-full gap-2"
      >
        {addIcon}
        Add to cart
      </Button>
    </form>
  );
}
