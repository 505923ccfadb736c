import type { ShopRating } from "@/domain/reviews/review-rules";
import { aggregateRatingJsonLd } from "@/domain/trust/review-rating";

type ProductJsonLdInput = {
  name: string;
  description: string;
  sku: string;
  url: string;
  imageUrl: string;
  brand: string;
  /** The shop's rating as the page shows it (the imported history when left out). */
  rating?: ShopRating;
} & (
  | { priceCents: number }
  /** Sold by the unit at a rate finer than a cent (gold: USD per "1M gold", in millicents). */
  | { unitPrice: { millicents: number; unitText: string } }
);

/** Millicents as a decimal USD amount with at least two places: 19_000 -> "0.19", 18_550 -> "0.1855". */
function millicentsToPriceText(millicents: number): string {
  const fraction = String(millicents % 100_000)
    .padStart(5, "0")
    .replace(/0{1,3}$/, "");
  return `${Math.floor(millicents / 100_000)}.${fraction}`;
}

function offerJsonLd(input: ProductJsonLdInput) {
  const offer = { "@type": "Offer", url: input.url, priceCurrency: "USD" };
  const availability = "https://schema.org/InStock";
  if ("priceCents" in input) return { ...offer, price: (input.priceCents / 100).toFixed(2), availability };
  const price = millicentsToPriceText(input.unitPrice.millicents);
  return {
    ...offer,
    price,
    availability,
    priceSpecification: {
      "@type": "UnitPriceSpecification",
      price,
      priceCurrency: "USD",
      unitText: input.unitPrice.unitText,
      referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitText: input.unitPrice.unitText },
    },
  };
}

/** schema.org Product with its USD offer and the shop's rating, the one the page shows. */
export function buildProductJsonLd(input: ProductJsonLdInput) {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: input.name,
    description: input.description,
    sku: input.sku,
    image: input.imageUrl,
    url: input.url,
    brand: { "@type": "Brand", name: input.brand },
    offers: offerJsonLd(input),
    aggregateRating: aggregateRatingJsonLd(input.rating),
  };
}

export function buildBreadcrumbJsonLd(crumbs: readonly { name: string; url: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

export function buildArticleJsonLd(input: {
  title: string;
  description: string;
  url: string;
  imageUrl: string;
  datePublished: string;
  author: string;
  publisher: string;
  logoUrl: string;
}) {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: input.title,
    description: input.description,
    url: input.url,
    mainEntityOfPage: input.url,
    image: input.imageUrl,
    datePublished: input.datePublished,
    author: { "@type": "Person", name: input.author },
    publisher: { "@type": "Organization", name: input.publisher, logo: { "@type": "ImageObject", url: input.logoUrl } },
  };
}
