"use client";

import { Coins, Mail, MessagesSquare } from "lucide-react";
import { useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { cardClass } from "@/components/ui/card";
import { controlClass, Field } from "@/components/ui/field";
import { checkGoldAmount, formatMillions, type GoldRates, goldPayoutCents } from "@/domain/gold/gold-pricing";
import { Price } from "@/features/currency/price";

/** The shop also buys gold: a quote at its buy rate, and the ways to start a sale. */
export function SellGoldPanel({ rates, supportEmail }: { rates: GoldRates; supportEmail: string }) {
  const [millionsText, setMillionsText] = useState("1000");
  const millions = /^\s*\d{1,7}\s*$/.test(millionsText) ? Number(millionsText) : Number.NaN;
  const check = checkGoldAmount(millions);
  const subject = encodeURIComponent(`Selling ${check.ok ? formatMillions(check.millions) : "gold"} OSRS gold`);

  return (
    <section
      id="sell-gold"
      aria-labelledby="sell-gold-heading"
      data-testid="sell-gold"
      className={cardClass({ className: "p-5 sm:p-8" })}
    >
      <div className="flex items-center gap-3">
        <Coins aria-hidden="true" className="size-8 text-gold" />
        <h2 id="sell-gold-heading" className="font-display text-2xl font-bold text-parchment">
          Sell gold
        </h2>
      </div>
      <p className="mt-3 max-w-2xl text-parchment-muted">
        We buy OSRS gold at{" "}
        <strong data-testid="sell-rate" className="text-gold">
          <Price rateMillicents={rates.buyMillicentsPerMillion} /> per million
        </strong>
        , paid in crypto, Zelle, Interac or Revolut as soon as the trade is done in game.
      </p>
      <div className="mt-5 flex flex-wrap items-end gap-4">
        <Field label="Gold to sell (millions)">
          {(control) => (
            <input
              {...control}
              data-testid="sell-millions"
              inputMode="numeric"
              value={millionsText}
              onChange={(event) => setMillionsText(event.target.value)}
              className={controlClass({ numeric: true, fullWidth: false, className: "block w-40" })}
            />
          )}
        </Field>
        <p className="pb-2 text-parchment">
          We pay{" "}
          <span data-testid="sell-payout" aria-live="polite" className="tabular text-2xl font-bold text-gold">
            {check.ok ? <Price cents={goldPayoutCents(check.millions, rates)} /> : "—"}
          </span>
        </p>
      </div>
      {!check.ok && <p className="mt-2 text-sm text-danger">{check.message}</p>}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <a
          href="/discord"
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass({ variant: "discord", size: "lg", className: "gap-2" })}
        >
          <MessagesSquare aria-hidden="true" className="size-5" />
          Sell on Discord
        </a>
        <a
          href={`mailto:${supportEmail}?subject=${subject}`}
          className={buttonClass({ variant: "secondary", size: "lg", className: "gap-2 font-semibold" })}
        >
          <Mail aria-hidden="true" className="size-5" />
          Email {supportEmail}
        </a>
      </div>
    </section>
  );
}
