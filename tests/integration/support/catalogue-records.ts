import type { ProductRecord } from "@/domain/catalogue/catalogue-snapshot";
import { listProducts } from "@/server/catalogue/catalogue-repository";
import { getDatabase } from "@/server/db/client";

/** The product as stored now, read through the repository. */
export async function storedProduct(sku: string): Promise<ProductRecord> {
  const record = (await listProducts(getDatabase().db)).find((candidate) => candidate.sku === sku);
  if (!record) throw new Error(`no product ${sku}`);
  return record;
}

/** A fixed-price product's base price, from a record or a history row's before/after. */
export function baseCentsOf(record: { product: ProductRecord["product"] } | undefined): number | undefined {
  const pricing = record?.product.pricing;
  return pricing?.kind === "fixed" ? pricing.baseCents : undefined;
}

/** The price an option sets (the fire cape's "Main" account type is group 0, choice 0), from a record or a history row. */
export function optionCentsOf(
  record: { product: ProductRecord["product"] } | undefined,
  group = 0,
  choice = 0,
): number | undefined {
  return record?.product.optionGroups[group]?.choices[choice]?.baseCents;
}
