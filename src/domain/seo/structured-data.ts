import { aggregateRatingJsonLd } from "@/domain/trust/review-rating";

/** schema.org Product with its USD offer and the shop's rating (spec section 9: 4.9 of 5, 160 reviews). */
export function buildProductJsonLd(input: {
  name: string;
  description: string;
  sku: string;
  url: string;
  imageUrl: string;
  priceCents: number;
  brand: string;
}) {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: input.name,
    description: input.description,
    sku: input.sku,
    image: input.imageUrl,
    url: input.url,
    brand: { "@type": "Brand", name: input.brand },
    offers: {
      "@type": "Offer",
      url: input.url,
      priceCurrency: "USD",
      price: (input.priceCents / 100).toFixed(2),
      availability: "https://schema.org/InStock",
    },
    aggregateRating: aggregateRatingJsonLd(),
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
