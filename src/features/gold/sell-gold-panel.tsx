import { Coins, Mail, MessagesSquare } from "lucide-react";
import { buttonClass } from "@/components/ui/button";
import { cardClass } from "@/components/ui/card";
import type { GoldRates } from "@/domain/gold/gold-pricing";
import { Price } from "@/features/currency/price";
import { SellGoldQuote } from "./sell-gold-quote";

/**
 * The shop also buys gold: a quote at its buy rate, and the ways to start a sale. Drawn on the
 * server; only the quote is client code.
 */
export function SellGoldPanel({ rates, supportEmail }: { rates: GoldRates; supportEmail: string }) {
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
      <SellGoldQuote
        rates={rates}
        supportEmail={supportEmail}
        emailLabel={
          <>
            <Mail aria-hidden="true" className="size-5" />
            Email {supportEmail}
          </>
        }
        discordLink={
          <a
            href="/discord"
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass({ variant: "discord", size: "lg", className: "gap-2" })}
          >
            <MessagesSquare aria-hidden="true" className="size-5" />
            Sell on Discord
          </a>
        }
      />
    </section>
  );
}
