/** The shop's review score (spec section 9), shown on the page and as structured data. */
export const REVIEW_RATING = { value: 4.9, best: 5, count: 160 } as const;

export function describeRating(rating: { value: number; best: number; count: number } = REVIEW_RATING): string {
  return `Rated ${rating.value.toFixed(1)} out of ${rating.best} from ${rating.count} reviews`;
}

/** The rating as schema.org AggregateRating, shared by the store and every product. */
export function aggregateRatingJsonLd() {
  return {
    "@type": "AggregateRating",
    ratingValue: REVIEW_RATING.value.toFixed(1),
    bestRating: String(REVIEW_RATING.best),
    ratingCount: String(REVIEW_RATING.count),
    reviewCount: String(REVIEW_RATING.count),
  };
}

/** schema.org Store with its aggregate rating, for search engines. */
export function buildStoreJsonLd(input: { name: string; url: string; email: string; logoUrl: string }) {
  return {
    "@context": "https://schema.org",
    "@type": "Store",
    name: input.name,
    url: input.url,
    email: input.email,
    logo: input.logoUrl,
    currenciesAccepted: "USD",
    aggregateRating: aggregateRatingJsonLd(),
  };
}

/** JSON for a <script type="application/ld+json">; "<" is escaped so no value can close the tag. */
export function serialiseJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
