"use client";

import { type ReactNode, useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { controlClass, Field } from "@/components/ui/field";
import { checkGoldAmount, formatMillions, type GoldRates, goldPayoutCents } from "@/domain/gold/gold-pricing";
import { Price } from "@/features/currency/price";

/** The sell panel's live part: the amount, what the shop pays for it, and an email that names it. */
export function SellGoldQuote({
  rates,
  supportEmail,
  discordLink,
  emailLabel,
}: {
  rates: GoldRates;
  supportEmail: string;
  /** Drawn on the server: it does not change with the amount. */
  discordLink: ReactNode;
  /** The email link's icon and words, drawn on the server. */
  emailLabel: ReactNode;
}) {
  const [millionsText, setMillionsText] = useState("1000");
  const millions = /^\s*\d{1,7}\s*$/.test(millionsText) ? Number(millionsText) : Number.NaN;
  const check = checkGoldAmount(millions);
  const subject = encodeURIComponent(`Selling ${check.ok ? formatMillions(check.millions) : "gold"} OSRS gold`);

  return (
    <>
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
        {discordLink}
        <a
          href={`mailto:${supportEmail}?subject=${subject}`}
          className={buttonClass({ variant: "secondary", size: "lg", className: "gap-2 font-semibold" })}
        >
          {emailLabel}
        </a>
      </div>
    </>
  );
}
