import "server-only";
import type { PromoTargets } from "@/domain/promotions/promo-form";
import { checkoutCatalogue } from "../checkout/checkout-service";

/** What a code may be limited to: the catalogue's product lines and product skus, as the checkout sells them now. */
export async function promoTargets(): Promise<PromoTargets> {
  const snapshot = await checkoutCatalogue();
  return {
    lines: snapshot.lines.map((line) => line.id),
    skus: snapshot.records.map((record) => record.sku),
  };
}
