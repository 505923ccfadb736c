import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { lineDiscountCents } from "@/domain/cart/cart-totals";
import {
  type CatalogueEntry,
  findProduct,
  findProductBySku,
  getLine,
  type LineId,
  productPath,
} from "@/domain/catalogue/catalogue";
import type { PricingContext } from "@/domain/pricing/price-line";
import { fromPrice } from "@/domain/pricing/product-offer";
import { buildBreadcrumbJsonLd, buildProductJsonLd } from "@/domain/seo/structured-data";
import type { ProductCardData } from "@/features/catalogue/product-card";
import { type Crumb, ProductDetail } from "@/features/catalogue/product-detail";
import { ProductGrid } from "@/features/catalogue/product-grid";
import { JsonLd } from "@/features/seo/json-ld";
import { siteConfig } from "@/server/site-config";

/*
 * Route factories for the catalogue (private folder: not a route). Each page file under src/app
 * stays a few lines long and names only its line and parameter.
 */

export function pricingContext(): PricingContext {
  return {
    discountBasisPoints: siteConfig.pricing.discountBasisPoints,
    goldBuyMillicentsPerMillion: siteConfig.pricing.goldRates.buyMillicentsPerMillion,
  };
}

export function productCardData(entry: CatalogueEntry): ProductCardData {
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
    fromPayableCents:
      from.cents -
      lineDiscountCents({ sku: entry.product.sku, totalPrice: from.cents }, siteConfig.pricing.discountBasisPoints),
  };
}

export function absoluteUrl(path: string): string {
  return new URL(path, siteConfig.siteUrl).toString();
}

/** Home › listing › product, as links and as schema.org data. */
function crumbsFor(entry: CatalogueEntry): Crumb[] {
  const crumbs: Crumb[] = [{ name: "Home", href: "/" }];
  const listing = entry.line.listingPath;
  if (listing.startsWith("/osrs-services")) crumbs.push({ name: "OSRS Services", href: "/osrs-services" });
  if (!listing.startsWith("/osrs-services#")) crumbs.push({ name: entry.line.name, href: listing });
  crumbs.push({ name: entry.product.name, href: entry.path });
  return crumbs;
}

export function productMetadata(entry: CatalogueEntry): Metadata {
  const title = entry.line.products.length > 1 ? `${entry.product.name} (${entry.line.name})` : entry.product.name;
  return {
    title,
    description: entry.product.shortDescription,
    alternates: { canonical: entry.path },
    openGraph: {
      type: "website",
      title,
      description: entry.product.shortDescription,
      url: entry.path,
      images: [{ url: entry.product.imageSrc }],
    },
  };
}

export function ProductPage({ entry }: { entry: CatalogueEntry }) {
  const crumbs = crumbsFor(entry);
  const card = productCardData(entry);
  const productLd = buildProductJsonLd({
    name: entry.product.name,
    description: entry.product.shortDescription,
    sku: entry.product.sku,
    url: absoluteUrl(entry.path),
    imageUrl: absoluteUrl(entry.product.imageSrc),
    priceCents: card.fromPayableCents,
    brand: siteConfig.siteName,
  });
  const breadcrumbLd = buildBreadcrumbJsonLd(
    crumbs.map((crumb) => ({ name: crumb.name, url: absoluteUrl(crumb.href) })),
  );
  return (
    <main id="main" className="flex-1" data-testid="product-page" data-sku={entry.product.sku}>
      <JsonLd data={[productLd, breadcrumbLd]} />
      <ProductDetail product={entry.product} crumbs={crumbs} pricing={pricingContext()} />
    </main>
  );
}

/** A dynamic product route: every known slug of the line is a page, any other slug is the 404 page. */
export function productRouteConfig(lineId: LineId, param: string) {
  return {
    generateStaticParams: () => getLine(lineId).products.map((product) => ({ [param]: product.slug })),
    generateMetadata: async ({ params }: { params: Promise<Record<string, string>> }): Promise<Metadata> => {
      const entry = findProduct(lineId, (await params)[param] ?? "");
      return entry ? productMetadata(entry) : {};
    },
  };
}

export function CatalogueProduct({ lineId, slug }: { lineId: LineId; slug: string }) {
  const entry = findProduct(lineId, slug);
  if (!entry) notFound();
  return <ProductPage entry={entry} />;
}

/** A product with a page of its own (/fire-cape, /megascales). */
export function standaloneProduct(sku: string): CatalogueEntry {
  const entry = findProductBySku(sku);
  if (!entry) throw new Error(`No product with sku "${sku}"`);
  return entry;
}

export function lineCards(lineId: LineId): ProductCardData[] {
  const line = getLine(lineId);
  return line.products.map((product) => productCardData({ line, product, path: productPath(line, product) }));
}

export type ListingSection = { lineId: LineId; heading?: string };

/** A listing page: a heading, an intro and one searchable grid per line. */
export function LineListing({
  title,
  intro,
  sections,
  searchable,
}: {
  title: string;
  intro: string;
  sections: ListingSection[];
  searchable: boolean;
}) {
  return (
    <main
      id="main"
      className="mx-auto w-full max-w-7xl flex-1 px-4 pb-16 pt-28 sm:px-6 lg:pt-32"
      data-testid="listing-page"
    >
      <h1 className="font-display text-4xl font-bold text-parchment sm:text-5xl">{title}</h1>
      <p className="mt-4 max-w-3xl text-lg text-parchment-muted">{intro}</p>
      {sections.map((section) => (
        <section key={section.lineId} aria-label={section.heading ?? getLine(section.lineId).name} className="mt-10">
          {section.heading && (
            <h2 className="mb-4 font-display text-2xl font-bold text-parchment">{section.heading}</h2>
          )}
          <ProductGrid
            products={lineCards(section.lineId)}
            searchable={searchable}
            headingLevel={section.heading ? 3 : 2}
          />
        </section>
      ))}
    </main>
  );
}

export function listingMetadata(title: string, description: string, path: string): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: { type: "website", title, description, url: path },
  };
}
