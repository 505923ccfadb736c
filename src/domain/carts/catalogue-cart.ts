import type { CartItem } from "@/domain/cart/cart-schema";
import { findLineProduct, priceCartItem, type RepriceDeps } from "@/domain/checkout/reprice";
import { GOLD_IMAGE_SRC, GOLD_SKU } from "@/domain/gold/gold-pricing";

/*
 * A stored cart as the shop shows it to anyone but the browser that saved it:
 * the reminder email, the restore page and the back office's list. Of each stored line only the
 * sku, config and count are read; the name, option labels, image and prices come from the live
 * catalogue through the checkout's own pricing (priceCartItem), so a visitor's typed text is never
 * mailed or shown to someone else. It runs when a cart is read, not when it is saved: carts stored
 * before saves were checked, or under a catalogue that has changed since, are covered too.
 */

export type CatalogueCart = {
  /** The lines the shop sells today, each built from the catalogue, in the stored order. */
  items: CartItem[];
  /** Stored lines the checkout would refuse today (no longer sold, or no longer priced); left out. */
  unavailable: number;
  /** What the checkout would charge for `items` now, after the site-wide discount. */
  valueCents: number;
};

function imageOf(sku: string, deps: RepriceDeps): string | undefined {
  return sku === GOLD_SKU ? GOLD_IMAGE_SRC : findLineProduct(sku, deps.findProduct)?.imageSrc;
}

export function cartFromCatalogue(stored: readonly CartItem[], deps: RepriceDeps): CatalogueCart {
  const items: CartItem[] = [];
  let unavailable = 0;
  let valueCents = 0;
  for (const item of stored) {
    const line = priceCartItem(item, deps);
    const imageSrc = typeof line === "string" ? undefined : imageOf(line.sku, deps);
    if (typeof line === "string" || imageSrc === undefined) {
      unavailable += 1;
      continue;
    }
    items.push({
      sku: line.sku,
      name: line.name,
      ...(line.subName ? { subName: line.subName } : {}),
      count: line.count,
      pricePer: line.unitCents,
      totalPrice: line.totalCents,
      imageSrc,
      config: line.config,
    });
    valueCents += line.payableCents;
  }
  return { items, unavailable, valueCents };
}
