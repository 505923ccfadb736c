import { Coins, MessagesSquare } from "lucide-react";
import { buttonClass } from "@/components/ui/button";
import { cardClass } from "@/components/ui/card";
import type { GoldRates } from "@/domain/gold/gold-pricing";
import type { SellLimits } from "@/domain/gold/sell-orders";
import { Price } from "@/features/currency/price";
import { SellGoldForm } from "./sell-gold-form";

/**
 * The shop also buys gold: a sale placed here at the buy rate, followed on a private page.
 * Drawn on the server; only the form is client code.
 */
export function SellGoldPanel({ rates, limits }: { rates: GoldRates; limits: SellLimits }) {
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
        , paid in crypto, Zelle, Interac, Venmo, Chime or Revolut as soon as the trade is done in game.
      </p>
      <SellGoldForm
        rates={rates}
        limits={limits}
        discordLink={
          <a
            href="/discord"
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass({ variant: "secondary", size: "lg", className: "gap-2" })}
          >
            <MessagesSquare aria-hidden="true" className="size-5" />
            Questions? Ask on Discord
          </a>
        }
      />
    </section>
  );
}
