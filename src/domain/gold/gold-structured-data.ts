import { formatUsdRate } from "@/domain/money/money";
import type { ShopRating } from "@/domain/reviews/review-rules";
import { buildProductJsonLd } from "@/domain/seo/structured-data";
import { GOLD_IMAGE_SRC, GOLD_NAME, GOLD_SKU, type GoldRates } from "./gold-pricing";

/** What one unit of the gold offer is: buyers order whole millions, so the price is per million. */
export const GOLD_UNIT_TEXT = "1M gold";

/**
 * /osrs-gold as a schema.org Product, built like every catalogue page's: the same rating, an offer
 * at the sell rate per million in USD. `absolute` turns a site path into the public URL.
 */
export function buildGoldProductJsonLd(input: {
  rates: GoldRates;
  brand: string;
  path: string;
  absolute: (path: string) => string;
  /** The shop's rating as the page shows it (the imported history when left out). */
  rating?: ShopRating;
}) {
  return buildProductJsonLd({
    name: GOLD_NAME,
    description: `Old School RuneScape gold at ${formatUsdRate(input.rates.sellMillicentsPerMillion)} per million, traded to your character in game.`,
    sku: GOLD_SKU,
    url: input.absolute(input.path),
    imageUrl: input.absolute(GOLD_IMAGE_SRC),
    brand: input.brand,
    unitPrice: { millicents: input.rates.sellMillicentsPerMillion, unitText: GOLD_UNIT_TEXT },
    rating: input.rating,
  });
}
