import { Clock, ShieldCheck, Star } from "lucide-react";
import { buttonClass } from "@/components/ui/button";
import { HISTORY_RATING, type ShopRating } from "@/domain/reviews/review-rules";
import { describeRating } from "@/domain/trust/review-rating";
import { ShopLink } from "@/features/navigation/shop-link";
import { FirstPaintMark } from "@/features/shell/first-paint-mark";
import { HeroArt } from "./hero-art";

export function Hero({ rating = HISTORY_RATING }: { rating?: ShopRating }) {
  return (
    <section data-testid="home-hero" className="relative isolate overflow-hidden pb-12 pt-28 sm:pb-24 sm:pt-36">
      {/* Decorative artwork; the gradient keeps the text above it readable. */}
      <HeroArt className="absolute inset-0 -z-20 h-full w-full opacity-70" />
      <div className="absolute inset-0 -z-10 bg-gradient-to-b from-night/40 via-night/70 to-night" />
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <p className="inline-flex items-center gap-2 rounded-full border border-gold/30 bg-stone/70 px-3 py-1 text-xs font-medium text-gold">
          <Star aria-hidden="true" className="size-3.5 fill-gold" />
          {describeRating(rating)}
        </p>
        <h1 className="mt-5 max-w-3xl font-display text-4xl font-bold leading-tight text-parchment sm:text-6xl">
          OSRS gold and services, <span className="text-gold">done right</span>
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-parchment-muted">
          Gold traded in game, with the stock and the delivery time shown before you pay, and capes, bosses, raids,
          quests and skills completed by hand by experienced players. No bots, no shortcuts, live support around the
          clock.
          <FirstPaintMark />
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <ShopLink
            href="/osrs-gold"
            data-testid="hero-buy-gold"
            className={buttonClass({ size: "lg", pad: 6, glow: true })}
          >
            Buy OSRS Gold
          </ShopLink>
          <ShopLink
            href="/osrs-services"
            className={buttonClass({ variant: "accent", size: "lg", pad: 6, className: "bg-stone/60" })}
          >
            Browse services
          </ShopLink>
        </div>
        <ul className="mt-10 grid max-w-3xl gap-3 text-sm text-parchment sm:grid-cols-3">
          <li className="flex items-center gap-2">
            <Star aria-hidden="true" className="size-4 shrink-0 text-gold" />
            {rating.value} / {rating.best} from {rating.count} reviews
          </li>
          <li className="flex items-center gap-2">
            <Clock aria-hidden="true" className="size-4 shrink-0 text-gold" />
            24/7 live chat and Discord
          </li>
          <li className="flex items-center gap-2">
            <ShieldCheck aria-hidden="true" className="size-4 shrink-0 text-gold" />
            Secure card and wallet payments
          </li>
        </ul>
      </div>
    </section>
  );
}
