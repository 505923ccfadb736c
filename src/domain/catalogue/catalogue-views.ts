import type { PricingContext } from "@/domain/pricing/price-line";
import { payableCents } from "@/domain/pricing/pricing-context";
import { fromPrice } from "@/domain/pricing/product-offer";
import type { PublicReview, ShopRating } from "@/domain/reviews/review-rules";
import { type CatalogueEntry, productPath } from "./catalogue";
import { PRODUCT_LINES, type ProductLineCard } from "./product-lines";
import type { Product, ProductLine } from "./product-schema";

/** What a listing knows about a product: plain data, so a client-side filter can use it too. */
export type ProductCardData = {
  sku: string;
  name: string;
  href: string;
  imageSrc: string;
  shortDescription: string;
  tags: string[];
  fromCents: number;
  fromPer?: string;
  /** The from-price after the site-wide discount. */
  fromPayableCents: number;
};

export type Crumb = { name: string; href: string };

/** What a product page shows; jsonLd holds its schema.org Product and BreadcrumbList. */
/** `rating` is the shop's (the JSON-LD carries the same); `reviews` the published ones about this product. */
export type ProductPageView = {
  product: Product;
  crumbs: Crumb[];
  pricing: PricingContext;
  jsonLd: unknown[];
  rating: ShopRating;
  reviews: PublicReview[];
};

/** One grid of a listing page, labelled by its heading or its line's name. */
export type ListingSectionView = { key: string; label: string; heading?: string; cards: ProductCardData[] };

/** /osrs-services: the service lines it links to, then the lines listed on it, each under its anchor. */
export type ServicesView = {
  lines: ProductLineCard[];
  sections: { id: string; heading: string; cards: ProductCardData[] }[];
};

export const SERVICES_PATH = "/osrs-services";

export function productCardData(entry: CatalogueEntry, discountBasisPoints: number): ProductCardData {
  const from = fromPrice(entry.product);
  return {
    sku: entry.product.sku,
    name: entry.product.name,
    href: entry.path,
    imageSrc: entry.product.imageSrc,
    shortDescription: entry.product.shortDescription,
    tags: entry.product.tags,
    fromCents: from.cents,
    ...(from.per ? { fromPer: from.per } : {}),
    fromPayableCents: payableCents({ sku: entry.product.sku, totalPrice: from.cents }, discountBasisPoints),
  };
}

/** One card per product of the line, in the line's order. */
export function lineCardData(line: ProductLine, discountBasisPoints: number): ProductCardData[] {
  return line.products.map((product) =>
    productCardData({ line, product, path: productPath(line, product) }, discountBasisPoints),
  );
}

/** Home › listing › product; a line listed as a section of /osrs-services has no crumb of its own. */
export function productCrumbs(entry: CatalogueEntry): Crumb[] {
  const crumbs: Crumb[] = [{ name: "Home", href: "/" }];
  const listing = entry.line.listingPath;
  if (listing.startsWith(SERVICES_PATH)) crumbs.push({ name: "OSRS Services", href: SERVICES_PATH });
  if (!listing.startsWith(`${SERVICES_PATH}#`)) crumbs.push({ name: entry.line.name, href: listing });
  crumbs.push({ name: entry.product.name, href: entry.path });
  return crumbs;
}

export type ServicesSection = { id: string; heading: string; line: ProductLine };

/** The lines whose listing is a section of /osrs-services (their listingPath names its anchor). */
export function servicesSections(lines: readonly ProductLine[]): ServicesSection[] {
  return lines.flatMap((line) => {
    const [path, anchor] = line.listingPath.split("#");
    return path === SERVICES_PATH && anchor ? [{ id: anchor, heading: line.name, line }] : [];
  });
}

/** The line cards /osrs-services links to: every service line not already a section of the page. */
export function servicesLineCards(lines: readonly ProductLine[]): ProductLineCard[] {
  const sectionLines = new Set(servicesSections(lines).map((section) => section.line.id));
  return PRODUCT_LINES.filter((card) => card.service && !sectionLines.has(card.id));
}
