// Reads what the shop's art is made from: the kept mapping, the catalogue and the icon sets in
// node_modules. Only scripts/build-art.ts and its test load this; pages use the generated files.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import * as simpleIcons from "simple-icons";
import type { ArtSources } from "@/domain/art/art-files";
import { PAYMENT_MARK_SOURCES } from "@/domain/art/payment-marks";
import { productArtMapSchema } from "@/domain/art/product-art";
import { CATALOGUE } from "@/domain/catalogue/catalogue";

const require = createRequire(import.meta.url);

export const ROOT = join(import.meta.dirname, "..", "..");

/** simple-icons exports each icon as si + its slug in PascalCase-ish (siZelle, siCashapp). */
function simpleIcon(slug: string) {
  const key = `si${slug.charAt(0).toUpperCase()}${slug.slice(1)}`;
  const icon = (simpleIcons as unknown as Record<string, { path: string; hex: string } | undefined>)[key];
  return icon && { path: icon.path, hex: icon.hex };
}

export function loadArtSources(): ArtSources {
  const map = productArtMapSchema.parse(
    JSON.parse(readFileSync(join(ROOT, "content", "art", "product-art.json"), "utf8")),
  );
  const slugs = Object.values(PAYMENT_MARK_SOURCES).flatMap((source) =>
    source.kind === "simple-icons" ? [source.slug] : [],
  );
  return {
    map,
    lines: CATALOGUE.map((line) => ({
      id: line.id,
      products: line.products.map((product) => ({ sku: product.sku, name: product.name })),
    })),
    gameIcons: require("@iconify-json/game-icons/icons.json"),
    logos: require("@iconify-json/logos/icons.json"),
    simpleIcons: Object.fromEntries(slugs.map((slug) => [slug, simpleIcon(slug)])),
  };
}
