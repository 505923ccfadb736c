import { CATALOGUE } from "@/domain/catalogue/catalogue";
import { GOLD_SKU } from "@/domain/gold/gold-sku";

/*
 * The product pictures inside emails. Mail clients draw no SVG, and the shop's emails show no
 * remote image (Outlook blocks them until the reader allows, and a fetched image tells the sender
 * who opened it), so each line's picture travels as an inline (CID) PNG part, as the logo does:
 * the templates name `cid:art-<sku>@runeforge`, and the SMTP transport attaches each named picture
 * once, read from the committed public/art/mail/<sku>.png. Pure: no I/O here.
 */

/** The PNG's pixels: the product picture's 160 × 120 canvas at 96 × 72, drawn at 64 × 48 (sharp on 1.5x screens). */
export const MAIL_ART_SIZE = { width: 96, height: 72 } as const;
export const MAIL_ART_SHOWN = { width: 64, height: 48 } as const;

/** A sku as it may appear in a file name and a Content-ID: lower-case words joined by single hyphens. */
const SKU_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Where a product's email picture is committed, under public/ (never served to pages, never linked from mail). */
export function productMailArtSrc(sku: string): string {
  return `/art/mail/${sku}.png`;
}

export function mailArtCid(sku: string): string {
  return `art-${sku}@runeforge`;
}

/**
 * Every sku with a committed email picture: each product of the seed catalogue (the committed-art
 * test holds one file per product) and gold, drawn from its line illustration.
 */
const SKUS_WITH_MAIL_ART: ReadonlySet<string> = new Set([
  ...CATALOGUE.flatMap((line) => line.products.map((product) => product.sku)),
  GOLD_SKU,
]);

/** The `cid:` a line's picture is shown from, or null when the line has no picture (a product added since, a removed one). */
export function mailArtSrcFor(sku: string): string | null {
  return SKU_PATTERN.test(sku) && SKUS_WITH_MAIL_ART.has(sku) ? `cid:${mailArtCid(sku)}` : null;
}

/**
 * The `<img>` of a line picture as the templates write it (React quotes attributes with `"` and
 * escapes any `"` in text, so the pattern can only match an attribute the shop wrote).
 */
const MAIL_ART_IMG = /<img\b[^>]*?\ssrc="cid:art-([a-z0-9]+(?:-[a-z0-9]+)*)@runeforge"[^>]*>/g;

/** The skus whose pictures an email's HTML shows, each once, in the order they first appear. */
export function mailArtSkusIn(html: string): string[] {
  return [...new Set([...html.matchAll(MAIL_ART_IMG)].map((match) => match[1] ?? ""))];
}

/** The HTML without the pictures of these skus: a picture that cannot be attached leaves its row bare, not a broken image. */
export function withoutMailArt(html: string, skus: ReadonlySet<string>): string {
  if (skus.size === 0) return html;
  return html.replace(MAIL_ART_IMG, (img, sku: string) => (skus.has(sku) ? "" : img));
}

/** The HTML with each line picture's `cid:` swapped for another source: the template previews and browser tests, which have no MIME parts. */
export function withMailArtFrom(html: string, srcOf: (sku: string) => string): string {
  return html.replace(MAIL_ART_IMG, (img, sku: string) =>
    img.replace(`src="cid:${mailArtCid(sku)}"`, `src="${srcOf(sku)}"`),
  );
}
