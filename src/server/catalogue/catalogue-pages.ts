import { OG_SIZE, productOgSrc } from "@/domain/art/product-art";
import "server-only";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { CatalogueEntry, LineId } from "@/domain/catalogue/catalogue";
import { type CatalogueSnapshot, snapshotLine, snapshotProduct } from "@/domain/catalogue/catalogue-snapshot";
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
import type { ShopSettings } from "@/domain/settings/shop-settings";
import { siteConfig } from "@/server/site-config";
import { productReviews } from "../reviews/review-pages";
import { catalogue } from "./catalogue-store";

/*
 * What the catalogue's routes show, from the catalogue the shop sells from (the
 * database's, the seed while `next build` prerenders). Pages stay prerendered: the cached copy of
 * a page is dropped when what it shows changes (page-invalidation.ts), and the next visit renders
 * it again from the snapshot in memory, so no request reads the database. Each page file under
 * src/app stays a few lines long: it names its line and parameter and hands the view to a
 * component of src/features/catalogue.
 */

export function pricingContext(settings: ShopSettings): PricingContext {
  return pricingContextOf(settings);
}

export function productCard(entry: CatalogueEntry, settings: ShopSettings): ProductCardData {
  return productCardData(entry, settings.discountBasisPoints);
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
      // Social networks draw no SVG: the picture's PNG card, made with it by `npm run art`.
      images: [{ url: productOgSrc(entry.product.sku), ...OG_SIZE, alt: entry.product.name }],
    },
  };
}

/** A product page's view; its rating and reviews are read when it renders (a published review drops the pages). */
export async function productPageView(entry: CatalogueEntry, settings: ShopSettings): Promise<ProductPageView> {
  const crumbs = productCrumbs(entry);
  const { rating, reviews } = await productReviews(entry.product.sku);
  const productLd = buildProductJsonLd({
    name: entry.product.name,
    description: entry.product.shortDescription,
    sku: entry.product.sku,
    url: absoluteUrl(entry.path),
    imageUrl: absoluteUrl(entry.product.imageSrc),
    priceCents: productCard(entry, settings).fromPayableCents,
    brand: siteConfig.siteName,
    rating,
  });
  const breadcrumbLd = buildBreadcrumbJsonLd(
    crumbs.map((crumb) => ({ name: crumb.name, url: absoluteUrl(crumb.href) })),
  );
  return {
    product: entry.product,
    crumbs,
    pricing: pricingContext(settings),
    jsonLd: [productLd, breadcrumbLd],
    rating,
    reviews,
  };
}

/*
 * A hidden or unknown product never reaches these: the request stamp answers its path with the global
 * 404 page before any render. notFound() below is the fallback for a render that races a change.
 */

/**
 * A dynamic product route: the line's products when the build runs are prerendered; a product
 * added by data later is rendered on its first visit (dynamicParams) and cached like the others.
 */
export function productRouteConfig(lineId: LineId, param: string) {
  return {
    generateStaticParams: async () =>
      snapshotLine(await catalogue(), lineId).products.map((product) => ({ [param]: product.slug })),
    generateMetadata: async ({ params }: { params: Promise<Record<string, string>> }): Promise<Metadata> => {
      const entry = snapshotProduct(await catalogue(), lineId, (await params)[param] ?? "");
      return entry ? productMetadata(entry) : {};
    },
  };
}

/** The view of a product of the line. */
export async function catalogueProductView(lineId: LineId, slug: string): Promise<ProductPageView> {
  const snapshot = await catalogue();
  const entry = snapshotProduct(snapshot, lineId, slug);
  if (!entry) notFound();
  return productPageView(entry, snapshot.settings);
}

async function standaloneEntry(sku: string): Promise<{ entry: CatalogueEntry; snapshot: CatalogueSnapshot }> {
  const snapshot = await catalogue();
  const entry = snapshot.bySku.get(sku);
  if (!entry) notFound();
  return { entry, snapshot };
}

/** A product with a page of its own (/fire-cape, /megascales): its metadata and its view. */
export function standaloneProductRoute(sku: string) {
  return {
    generateMetadata: async (): Promise<Metadata> => {
      const entry = (await catalogue()).bySku.get(sku);
      return entry ? productMetadata(entry) : {};
    },
    view: async (): Promise<ProductPageView> => {
      const { entry, snapshot } = await standaloneEntry(sku);
      return productPageView(entry, snapshot.settings);
    },
  };
}

function lineCards(snapshot: CatalogueSnapshot, lineId: LineId): ProductCardData[] {
  return lineCardData(snapshotLine(snapshot, lineId), snapshot.settings.discountBasisPoints);
}

export type ListingSection = { lineId: LineId; heading?: string };

/** A listing page's sections: one grid per line, labelled by its heading or the line's name. */
export async function listingSections(sections: readonly ListingSection[]): Promise<ListingSectionView[]> {
  const snapshot = await catalogue();
  return sections.map((section) => ({
    key: section.lineId,
    label: section.heading ?? snapshotLine(snapshot, section.lineId).name,
    ...(section.heading ? { heading: section.heading } : {}),
    cards: lineCards(snapshot, section.lineId),
  }));
}

/** /osrs-services: the service lines it links to, then the lines the catalogue lists on it. */
export async function servicesView(): Promise<ServicesView> {
  const snapshot = await catalogue();
  return {
    lines: servicesLineCards(snapshot.lines),
    sections: servicesSections(snapshot.lines).map((section) => ({
      id: section.id,
      heading: section.heading,
      cards: lineCardData(section.line, snapshot.settings.discountBasisPoints),
    })),
  };
}

/** The gold rates every price on /osrs-gold is worked out from. */
export async function goldRates(): Promise<ShopSettings["goldRates"]> {
  return (await catalogue()).settings.goldRates;
}

export function listingMetadata(title: string, description: string, path: string): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: { type: "website", title, description, url: path },
  };
}
