import { HISTORY_RATING, type ShopRating } from "@/domain/reviews/review-rules";

/*
 * The shop's review score as pages and structured data show it. It is worked out from the
 * published reviews on top of the imported history (shopRating in src/domain/reviews); a page
 * passes the one it read, so its words and its JSON-LD say the same. The default is the history
 * alone (spec section 9: 4.9 of 5 from 160), what a page shows before any review is published.
 */

export function describeRating(rating: ShopRating = HISTORY_RATING): string {
  return `Rated ${rating.value.toFixed(1)} out of ${rating.best} from ${rating.count} reviews`;
}

/** The rating as schema.org AggregateRating, shared by the store and every product. */
export function aggregateRatingJsonLd(rating: ShopRating = HISTORY_RATING) {
  return {
    "@type": "AggregateRating",
    ratingValue: rating.value.toFixed(1),
    bestRating: String(rating.best),
    ratingCount: String(rating.count),
    reviewCount: String(rating.count),
  };
}

/** schema.org Store with its aggregate rating, for search engines. */
export function buildStoreJsonLd(input: {
  name: string;
  url: string;
  email: string;
  logoUrl: string;
  rating?: ShopRating;
}) {
  return {
    "@context": "https://schema.org",
    "@type": "Store",
    name: input.name,
    url: input.url,
    email: input.email,
    logo: input.logoUrl,
    currenciesAccepted: "USD",
    aggregateRating: aggregateRatingJsonLd(input.rating),
  };
}

/** JSON for a <script type="application/ld+json">; "<" is escaped so no value can close the tag. */
export function serialiseJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
