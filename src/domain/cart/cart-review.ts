import type { PricedProduct } from "@/domain/catalogue/product-schema";
import { GOLD_SKU } from "@/domain/gold/gold-sku";
import { priceLine } from "@/domain/pricing/price-line";
import type { CartItem } from "./cart-schema";
import { buildLineSku, parseLineSku } from "./line-sku";

/*
 * A cart read back from the browser's storage, checked on the server (POST /api/cart/review)
 * against the catalogue it sells from today. Lines saved before variants had their own skus
 * ("diary-ardougne") are re-keyed to their line sku with the same config; a line the shop no
 * longer sells or can no longer price is taken out and named, so the visitor is told instead of
 * losing it silently. Prices are left as stored: the checkout re-prices every line on the server
 * and says when a total changed.
 */

export type RemovedLine = { sku: string; name: string; subName?: string; reason: string };

export const NO_LONGER_SOLD = "This product is no longer sold.";

export type CartReview = { items: CartItem[]; removed: RemovedLine[]; changed: boolean };

function removal(item: CartItem, reason: string): RemovedLine {
  return { sku: item.sku, name: item.name, ...(item.subName ? { subName: item.subName } : {}), reason };
}

export function reviewCartLines(
  items: readonly CartItem[],
  findProduct: (productSku: string) => PricedProduct | undefined,
): CartReview {
  const kept: CartItem[] = [];
  const removed: RemovedLine[] = [];
  let changed = false;
  for (const item of items) {
    // Gold is priced from live rates, not the catalogue; the checkout checks its amount.
    if (item.sku === GOLD_SKU) {
      kept.push(item);
      continue;
    }
    const product = findProduct(parseLineSku(item.sku).productSku);
    if (!product) {
      removed.push(removal(item, NO_LONGER_SOLD));
      continue;
    }
    const priced = priceLine(product, item.config, item.count, { discountBasisPoints: 0 });
    if (!priced.ok) {
      removed.push(removal(item, priced.reason));
      continue;
    }
    const lineSku = buildLineSku(product, priced.config);
    const rekey = item.sku !== lineSku && item.sku === product.sku;
    if (item.sku !== lineSku && !rekey) {
      removed.push(removal(item, "Its options no longer match this item."));
      continue;
    }
    if (kept.some((other) => other.sku === lineSku)) {
      removed.push(removal(item, "The same item is already in your cart."));
      continue;
    }
    kept.push(rekey ? { ...item, sku: lineSku } : item);
    if (rekey) changed = true;
  }
  return { items: kept, removed, changed: changed || removed.length > 0 };
}
