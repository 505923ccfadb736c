import type { PricedProduct } from "@/domain/catalogue/product-schema";

/*
 * A cart line's sku: the product sku, then the id of each variant choice (the tier of a tiered
 * product, then every option group marked `variant`, in catalogue order), e.g. "diary-ardougne:medium".
 * Product skus and choice ids are kebab-case, so ":" never occurs inside one. The browser builds it
 * when a line is added; the server parses it to find the product and rebuilds it from the config
 * to refuse a line priced under another variant's sku.
 */

export const LINE_SKU_SEPARATOR = ":";

type VariantSource = Pick<PricedProduct, "pricing" | "optionGroups">;

/** The config keys that make a line its own, with the choice a missing key defaults to. */
export function variantKeys(product: VariantSource): { key: string; defaultId: string }[] {
  const keys: { key: string; defaultId: string }[] = [];
  if (product.pricing.kind === "tiered") keys.push({ key: "tier", defaultId: product.pricing.tiers[0]?.id ?? "" });
  for (const group of product.optionGroups) {
    if (group.variant) keys.push({ key: group.id, defaultId: group.choices[0]?.id ?? "" });
  }
  return keys;
}

/** The line sku of `product` configured with `config` (a missing variant key counts as its default choice). */
export function buildLineSku(
  product: VariantSource & Pick<PricedProduct, "sku">,
  config: Record<string, unknown>,
): string {
  const ids = variantKeys(product).map(({ key, defaultId }) => {
    const value = config[key];
    return value === undefined ? defaultId : String(value);
  });
  return [product.sku, ...ids].join(LINE_SKU_SEPARATOR);
}

export function parseLineSku(lineSku: string): { productSku: string; variantIds: string[] } {
  const [productSku = "", ...variantIds] = lineSku.split(LINE_SKU_SEPARATOR);
  return { productSku, variantIds };
}

/** Why a line's sku does not belong to its config, or null when it does. */
export function lineSkuMismatch(
  product: VariantSource & Pick<PricedProduct, "sku">,
  lineSku: string,
  config: Record<string, unknown>,
): string | null {
  const expected = buildLineSku(product, config);
  if (expected === lineSku) return null;
  return `The line "${lineSku}" does not match its chosen options, which make "${expected}".`;
}
