import "server-only";
import type { PromoTargets } from "@/domain/promotions/promo-form";
import { checkoutCatalogue } from "../checkout/checkout-service";

/**
 * What a code may be limited to: the catalogue's product lines and products as the checkout sells
 * them now, with their names (the picker offers names, a code stores ids). Hidden products stay in,
 * as before: a code limited to one must still be editable while it is hidden.
 */
export async function promoTargets(): Promise<PromoTargets> {
  const snapshot = await checkoutCatalogue();
  return {
    lines: snapshot.lines.map((line) => ({ id: line.id, name: line.name })),
    products: snapshot.records.map((record) => ({ sku: record.sku, name: record.product.name, lineId: record.lineId })),
  };
}
