// Reads what the shop's art is made from: the kept mapping, the catalogue and the icon sets in
// node_modules. Only scripts/build-art.ts and its test load this; pages use the generated files.
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import * as simpleIcons from "simple-icons";
import type { ArtSources, RasterJob } from "@/domain/art/art-files";
import { PAYMENT_MARK_SOURCES } from "@/domain/art/payment-marks";
import { productArtMapSchema } from "@/domain/art/product-art";
import { CATALOGUE } from "@/domain/catalogue/catalogue";
import { GOLD_IMAGE_SRC, GOLD_SKU } from "@/domain/gold/gold-pricing";

const require = createRequire(import.meta.url);

export const ROOT = join(import.meta.dirname, "..", "..");

/** The generated folders under public/; nothing else lives in them. */
export const ART_FOLDERS = ["art/products", "art/pay", "art/og", "art/mail"] as const;

/** Each PNG's source digest, so the test can tell a PNG made from an older picture without re-rendering it. */
export const RASTER_MANIFEST = join(ROOT, "content", "art", "raster-manifest.json");

export function rasterDigest(job: RasterJob): string {
  return createHash("sha256").update(`${job.width}x${job.height}\n${job.svg}`).digest("hex").slice(0, 16);
}

export function readRasterManifest(): Record<string, string> {
  return existsSync(RASTER_MANIFEST) ? JSON.parse(readFileSync(RASTER_MANIFEST, "utf8")) : {};
}

/** simple-icons exports each icon as si + its slug in PascalCase-ish (siZelle, siCashapp). */
function simpleIcon(slug: string) {
  const key = `si${slug.charAt(0).toUpperCase()}${slug.slice(1)}`;
  const icon = (simpleIcons as unknown as Record<string, { path: string; hex: string } | undefined>)[key];
  return icon && { path: icon.path, hex: icon.hex };
}

export function loadArtSources(): ArtSources & { catalogueLines: readonly { id: string; name: string }[] } {
  const map = productArtMapSchema.parse(
    JSON.parse(readFileSync(join(ROOT, "content", "art", "product-art.json"), "utf8")),
  );
  const slugs = Object.values(PAYMENT_MARK_SOURCES).flatMap((source) =>
    source.kind === "simple-icons" ? [source.slug] : [],
  );
  return {
    map,
    catalogueLines: CATALOGUE.map((line) => ({ id: line.id, name: line.name })),
    lines: CATALOGUE.map((line) => ({
      id: line.id,
      products: line.products.map((product) => ({ sku: product.sku, name: product.name })),
    })),
    gameIcons: require("@iconify-json/game-icons/icons.json"),
    logos: require("@iconify-json/logos/icons.json"),
    simpleIcons: Object.fromEntries(slugs.map((slug) => [slug, simpleIcon(slug)])),
    // Gold is no catalogue product; its emails show its line illustration.
    extraMailArt: { [GOLD_SKU]: readFileSync(join(ROOT, "public", GOLD_IMAGE_SRC), "utf8") },
  };
}
