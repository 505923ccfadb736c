import { ShoppingCart } from "lucide-react";
import type { Metadata } from "next";
import { cardClass } from "@/components/ui/card";
import { buildGoldProductJsonLd } from "@/domain/gold/gold-structured-data";
import { formatUsdRate } from "@/domain/money/money";
import { describeRating } from "@/domain/trust/review-rating";
import { Price } from "@/features/currency/price";
import { GoldBuyForm } from "@/features/gold/gold-buy-form";
import { GoldDelivery } from "@/features/gold/gold-delivery";
import { GoldFaq } from "@/features/gold/gold-faq";
import { SellGoldPanel } from "@/features/gold/sell-gold-panel";
import { JsonLd } from "@/features/seo/json-ld";
import { FirstPaintMark } from "@/features/shell/first-paint-mark";
import { TrustSection } from "@/features/trust/trust-section";
import { absoluteUrl, goldRates as currentGoldRates } from "@/server/catalogue/catalogue-pages";
import { currentSellLimits } from "@/server/gold/sell-orders";
import { currentShopRating } from "@/server/reviews/review-pages";
import { siteConfig } from "@/server/site-config";

// The rates are settings, not code: a change drops every cached page, this one included.
export async function generateMetadata(): Promise<Metadata> {
  const rates = await currentGoldRates();
  return {
    title: "Buy OSRS Gold",
    description: `Buy Old School RuneScape gold from ${formatUsdRate(rates.sellMillicentsPerMillion)} per million, traded to you in game, with the delivery time for your amount shown before you pay. We buy gold too.`,
  };
}

export default async function OsrsGoldPage() {
  const [goldRates, sellLimits, rating] = await Promise.all([
    currentGoldRates(),
    currentSellLimits(),
    currentShopRating(),
  ]);
  return (
    <main id="main" className="flex-1">
      <JsonLd
        data={buildGoldProductJsonLd({
          rates: goldRates,
          brand: siteConfig.siteName,
          path: "/osrs-gold",
          absolute: absoluteUrl,
          rating,
        })}
      />
      {/* One form: after the intro on phones, a sticky column beside it on wide screens. Only the
          second row grows with the form, so the delivery steps never move when its height changes. */}
      <div className="mx-auto grid max-w-7xl gap-10 px-4 pb-16 pt-28 sm:px-6 lg:grid-cols-[1fr_26rem] lg:grid-rows-[auto_1fr] lg:pt-32">
        <header className="lg:col-start-1">
          <p className="text-sm font-medium text-gold">{describeRating(rating)}</p>
          <h1 className="mt-2 font-display text-4xl font-bold text-parchment sm:text-5xl">Buy OSRS Gold</h1>
          <p className="mt-4 max-w-2xl text-lg text-parchment-muted">
            Old School RuneScape gold at <Price rateMillicents={goldRates.sellMillicentsPerMillion} /> per million,
            traded to your character in game, day and night. The form shows whether your amount is in stock and when it
            will be delivered, before you pay.
            <FirstPaintMark />
          </p>
        </header>
        <aside aria-label="Order gold" className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          {/* The card's frame is drawn here, on the server: one module less in the page's first load. */}
          <div className={cardClass({ raised: true, className: "p-5 sm:p-6 lg:sticky lg:top-24" })}>
            <GoldBuyForm rates={goldRates} addIcon={<ShoppingCart aria-hidden="true" className="size-5" />} />
          </div>
        </aside>
        <div className="lg:col-start-1">
          <GoldDelivery />
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 pb-6 sm:px-6">
        <SellGoldPanel rates={goldRates} limits={sellLimits} />
      </div>
      <GoldFaq />
      <TrustSection rating={rating} />
    </main>
  );
}
