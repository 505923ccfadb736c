import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { type CatalogueEntry, findProduct, findProductBySku, getLine, type LineId } from "@/domain/catalogue/catalogue";
import {
  type ListingSectionView,
  lineCardData,
  type ProductCardData,
  type ProductPageView,
  productCardData,
  productCrumbs,
  type ServicesView,
  servicesLineCards,
  servicesSections,
} from "@/domain/catalogue/catalogue-views";
import type { PricingContext } from "@/domain/pricing/price-line";
import { pricingContextOf } from "@/domain/pricing/pricing-context";
import { buildBreadcrumbJsonLd, buildProductJsonLd } from "@/domain/seo/structured-data";
import { siteConfig } from "@/server/site-config";

/*
 * What the catalogue's routes show, built from the catalogue and the operator's prices (baked in
 * at build time, ADR 0003). Each page file under src/app stays a few lines long: it names its line
 * and parameter and hands the view to a component of src/features/catalogue.
 */

export function pricingContext(): PricingContext {
  return pricingContextOf(siteConfig.pricing);
}

export function productCard(entry: CatalogueEntry): ProductCardData {
  return productCardData(entry, siteConfig.pricing.discountBasisPoints);
}

export function absoluteUrl(path: string): string {
  return new URL(path, siteConfig.siteUrl).toString();
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

export function productPageView(entry: CatalogueEntry): ProductPageView {
  const crumbs = productCrumbs(entry);
  const productLd = buildProductJsonLd({
    name: entry.product.name,
    description: entry.product.shortDescription,
    sku: entry.product.sku,
    url: absoluteUrl(entry.path),
    imageUrl: absoluteUrl(entry.product.imageSrc),
    priceCents: productCard(entry).fromPayableCents,
    brand: siteConfig.siteName,
  });
  const breadcrumbLd = buildBreadcrumbJsonLd(
    crumbs.map((crumb) => ({ name: crumb.name, url: absoluteUrl(crumb.href) })),
  );
  return { product: entry.product, crumbs, pricing: pricingContext(), jsonLd: [productLd, breadcrumbLd] };
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

/** The view of a product of the line, or the 404 page for an unknown slug. */
export function catalogueProductView(lineId: LineId, slug: string): ProductPageView {
  const entry = findProduct(lineId, slug);
  if (!entry) notFound();
  return productPageView(entry);
}

/** A product with a page of its own (/fire-cape, /megascales). */
export function standaloneProduct(sku: string): CatalogueEntry {
  const entry = findProductBySku(sku);
  if (!entry) throw new Error(`No product with sku "${sku}"`);
  return entry;
}

export function lineCards(lineId: LineId): ProductCardData[] {
  return lineCardData(getLine(lineId), siteConfig.pricing.discountBasisPoints);
}

export type ListingSection = { lineId: LineId; heading?: string };

/** A listing page's sections: one grid per line, labelled by its heading or the line's name. */
export function listingSections(sections: readonly ListingSection[]): ListingSectionView[] {
  return sections.map((section) => ({
    key: section.lineId,
    label: section.heading ?? getLine(section.lineId).name,
    ...(section.heading ? { heading: section.heading } : {}),
    cards: lineCards(section.lineId),
  }));
}

/** /osrs-services: the service lines it links to, then the lines the catalogue lists on it. */
export function servicesView(): ServicesView {
  return {
    lines: servicesLineCards(),
    sections: servicesSections().map((section) => ({
      id: section.id,
      heading: section.heading,
      cards: lineCardData(section.line, siteConfig.pricing.discountBasisPoints),
    })),
  };
}

export function listingMetadata(title: string, description: string, path: string): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: { type: "website", title, description, url: path },
  };
}
