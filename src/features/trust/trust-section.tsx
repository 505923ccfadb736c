import { BadgeCheck, Hand, Lock, Star } from "lucide-react";
import { cardClass } from "@/components/ui/card";
import { HISTORY_RATING, type ShopRating } from "@/domain/reviews/review-rules";
import { PAYMENT_METHODS } from "@/domain/shell/payment-methods";
import { ShopLink } from "@/features/navigation/shop-link";
import { PaymentMethodIcon } from "@/features/shell/payment-method-icon";

const REASONS = [
  {
    icon: Hand,
    title: "Played by hand",
    text: "Every service is done by an experienced player. We never use bots or macros.",
  },
  {
    icon: Lock,
    title: "Your account stays yours",
    text: "Play over Parsec or log in through a VPN near you; we never change your details.",
  },
  { icon: BadgeCheck, title: "Refund promise", text: "A full refund before work starts and a pro-rata refund after." },
] as const;

/** `rating`: the one the page read (its JSON-LD says the same); the imported history by default. */
export function TrustSection({ rating = HISTORY_RATING }: { rating?: ShopRating }) {
  return (
    <section
      aria-labelledby="trust-heading"
      data-testid="trust-section"
      className="lazy-render border-y border-stone-line bg-stone/50"
    >
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[1fr_2fr]">
        <div>
          <h2 id="trust-heading" className="font-display text-3xl font-bold text-parchment">
            Trusted by players
          </h2>
          <div
            className="mt-5 flex items-center gap-1"
            role="img"
            aria-label={`${rating.value} out of ${rating.best} stars`}
          >
            {Array.from({ length: rating.best }, (_, index) => index + 1).map((starNumber) => (
              <Star key={starNumber} aria-hidden="true" className="size-6 fill-gold text-gold" />
            ))}
          </div>
          <p data-testid="review-rating" className="mt-2 text-parchment">
            <span className="tabular text-3xl font-bold text-gold">{rating.value}</span>
            <span className="text-parchment-muted"> / {rating.best}</span> from{" "}
            <span className="font-semibold">{rating.count} reviews</span>
          </p>
          <p className="mt-2 text-sm">
            <ShopLink
              href="/reviews"
              data-testid="trust-reviews-link"
              className="text-gold underline underline-offset-2"
            >
              Read the reviews
            </ShopLink>
          </p>
          <p className="mt-6 text-sm text-parchment-muted">Pay the way that suits you:</p>
          <ul className="mt-3 flex flex-wrap gap-2" aria-label="Payment methods">
            {PAYMENT_METHODS.map((method) => (
              <li
                key={method.id}
                className="flex h-9 w-12 items-center justify-center rounded-md border border-stone-line bg-night text-parchment-muted"
              >
                <PaymentMethodIcon method={method.id} className="h-6 w-10" />
              </li>
            ))}
          </ul>
        </div>
        <ul className="grid gap-4 sm:grid-cols-3">
          {REASONS.map(({ icon: Icon, title, text }) => (
            <li key={title} className={cardClass({ tone: "night", className: "p-5" })}>
              <Icon aria-hidden="true" className="size-7 text-gold" />
              <h3 className="mt-3 font-display text-lg font-semibold text-parchment">{title}</h3>
              <p className="mt-1 text-sm text-parchment-muted">
                {text}
                {title === "Refund promise" && (
                  <>
                    {" "}
                    <ShopLink href="/terms-of-service" className="text-gold underline underline-offset-2">
                      Refund terms
                    </ShopLink>
                  </>
                )}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
