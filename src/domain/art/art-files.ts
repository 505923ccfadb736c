import { PAYMENT_METHODS } from "@/domain/shell/payment-methods";
import { MAIL_ART_SIZE, productMailArtSrc } from "./mail-art";
import { composePaymentMark, PAYMENT_MARK_SOURCES, paymentMarkSrc, type SimpleIcon } from "./payment-marks";
import {
  artChoice,
  composeOgCard,
  composeProductArt,
  type IconBody,
  OG_SIZE,
  type ProductArtMap,
  productArtSrc,
  productOgSrc,
} from "./product-art";

/** What the art is made from, read from the kept icon sets by scripts/build-art.ts (and its test). */
export type ArtSources = {
  map: ProductArtMap;
  lines: readonly { id: string; products: readonly { sku: string; name: string }[] }[];
  gameIcons: { icons: Record<string, IconBody>; width?: number; height?: number };
  logos: { icons: Record<string, IconBody>; width?: number; height?: number };
  simpleIcons: Record<string, SimpleIcon | undefined>;
  /** Pictures for the emails of skus that are not catalogue products (gold: its line illustration), sku → SVG. */
  extraMailArt?: Readonly<Record<string, string>>;
};

/**
 * Every generated art file, keyed by its path under public/ (the path a page uses as src).
 * Throws on a product without a picture, a line without a frame or an icon the set lacks, so a new
 * product cannot ship with a borrowed image.
 */
export function buildArtFiles(sources: ArtSources): Map<string, string> {
  const files = new Map<string, string>();
  const { map, gameIcons, logos } = sources;
  for (const line of sources.lines) {
    const style = map.lines[line.id];
    if (!style) throw new Error(`content/art/product-art.json has no frame for the line "${line.id}"`);
    for (const product of line.products) {
      const entry = map.products[product.sku];
      if (!entry) throw new Error(`content/art/product-art.json has no picture for "${product.sku}"`);
      const { icon, tint } = artChoice(entry);
      const body = gameIcons.icons[icon];
      if (!body) throw new Error(`game-icons has no icon "${icon}" (for "${product.sku}")`);
      files.set(
        productArtSrc(product.sku),
        composeProductArt({
          frame: style.frame,
          accent: style.accent,
          tint,
          icon: { width: gameIcons.width, height: gameIcons.height, ...body },
          title: product.name,
        }),
      );
    }
  }
  for (const method of PAYMENT_METHODS) {
    const source = PAYMENT_MARK_SOURCES[method.id];
    const logo = source.kind === "logos" ? logos.icons[source.icon] : undefined;
    files.set(
      paymentMarkSrc(method.id),
      composePaymentMark({
        source,
        label: method.label,
        logo: logo && { width: logos.width, height: logos.height, ...logo },
        simpleIcon: source.kind === "simple-icons" ? sources.simpleIcons[source.slug] : undefined,
      }),
    );
  }
  return files;
}

/** A PNG the script renders from an SVG: the product's Open Graph card, or its picture for emails. */
export type RasterJob = { src: string; svg: string; width: number; height: number };

/** The PNGs made from the product pictures (`files`, as buildArtFiles returns them). */
export function rasterJobs(
  sources: Pick<ArtSources, "lines" | "extraMailArt">,
  files: ReadonlyMap<string, string>,
  lineNames: Readonly<Record<string, string>>,
): RasterJob[] {
  const jobs: RasterJob[] = [];
  for (const line of sources.lines) {
    for (const product of line.products) {
      const art = files.get(productArtSrc(product.sku));
      if (!art) throw new Error(`no picture for "${product.sku}"`);
      jobs.push({
        src: productOgSrc(product.sku),
        svg: composeOgCard({ art, title: product.name, subtitle: lineNames[line.id] ?? line.id }),
        ...OG_SIZE,
      });
      // Mail clients draw no SVG: the same picture, small, as the PNG an email attaches inline.
      jobs.push({ src: productMailArtSrc(product.sku), svg: art, ...MAIL_ART_SIZE });
    }
  }
  for (const [sku, svg] of Object.entries(sources.extraMailArt ?? {})) {
    jobs.push({ src: productMailArtSrc(sku), svg, ...MAIL_ART_SIZE });
  }
  return jobs;
}
