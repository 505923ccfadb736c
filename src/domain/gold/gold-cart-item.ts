import type { CartItem } from "@/domain/cart/cart-schema";
import {
  DEFAULT_GOLD_RATES,
  formatMillions,
  GOLD_IMAGE_SRC,
  GOLD_NAME,
  GOLD_SKU,
  type GoldRates,
  goldPriceCents,
} from "./gold-pricing";

/** One OSRS Gold line: a single sku, so a new amount replaces the old one ("updated"). */
export function buildGoldCartItem(millions: number, rates: GoldRates = DEFAULT_GOLD_RATES): CartItem {
  const totalCents = goldPriceCents(millions, rates);
  return {
    sku: GOLD_SKU,
    name: GOLD_NAME,
    subName: formatMillions(millions),
    count: 1,
    pricePer: totalCents,
    totalPrice: totalCents,
    imageSrc: GOLD_IMAGE_SRC,
    config: { millions },
  };
}
