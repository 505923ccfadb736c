import { Card } from "@/components/ui/card";
import { formatBasisPoints } from "@/domain/gold/gold-book";
import type { GoldToday } from "@/domain/gold/gold-book-view";
import { formatTenths } from "@/domain/gold/gold-units";
import { formatUsd, formatUsdRate } from "@/domain/money/money";

/** One side of the day: its gold, and for owners what it stood for and the price of a million. */
function TradeSide({
  id,
  label,
  tenths,
  money,
}: {
  id: "sold" | "bought";
  label: string;
  tenths: number;
  money: { cents: number; rate: number | null } | null;
}) {
  return (
    <div className="grid gap-1">
      <dt className="text-sm text-parchment-muted">{label}</dt>
      <dd className="tabular text-xl text-parchment" data-testid={`admin-gold-${id}-today`}>
        {formatTenths(tenths)}
      </dd>
      {money && (
        <dd className="tabular text-sm text-parchment-muted" data-testid={`admin-gold-${id}-value`}>
          {formatUsd(money.cents)}
          {money.rate !== null && ` · ${formatUsdRate(money.rate)}/M`}
        </dd>
      )}
    </div>
  );
}

/**
 * Today's trade (UTC): the gold bought from players and the gold sold (reserved by paid orders),
 * and for owners what each stood for in money and the margin between the two prices.
 */
export function TradeToday({ today }: { today: GoldToday }) {
  const margin = today.margin;
  return (
    <Card className="grid gap-4 p-5" data-testid="admin-gold-today">
      <h2 className="font-display text-xl text-parchment">
        Today <span className="ml-1 font-sans text-sm text-parchment-muted">{today.day} UTC</span>
      </h2>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <TradeSide
          id="sold"
          label="Sold"
          tenths={today.soldTenths}
          money={margin && { cents: margin.sold.cents, rate: margin.sellRateMillicents }}
        />
        <TradeSide
          id="bought"
          label="Bought"
          tenths={today.boughtTenths}
          money={margin && { cents: margin.bought.cents, rate: margin.buyRateMillicents }}
        />
        {margin && (
          <div className="col-span-2 grid gap-1 sm:col-span-1">
            <dt className="text-sm text-parchment-muted">Margin</dt>
            {margin.marginMillicents === null ? (
              <dd className="text-sm text-parchment" data-testid="admin-gold-margin">
                None yet: {margin.sellRateMillicents === null ? "nothing sold" : "nothing bought"} today.
              </dd>
            ) : (
              <>
                <dd className="tabular text-xl text-gold" data-testid="admin-gold-margin">
                  {formatUsdRate(margin.marginMillicents)}/M
                  {margin.marginBasisPoints !== null && ` (${formatBasisPoints(margin.marginBasisPoints)})`}
                </dd>
                <dd className="tabular text-sm text-parchment-muted">
                  {formatUsd(margin.matchedMarginCents ?? 0)} on the {formatTenths(margin.matchedTenths)} both bought
                  and sold
                </dd>
              </>
            )}
          </div>
        )}
      </dl>
      <p className="text-xs text-parchment-muted">
        Sold: gold reserved by orders paid today, at what their buyers paid. Bought: gold received from players and as
        payment, at what the shop pays for it.
      </p>
    </Card>
  );
}
