import { NO_LONGER_SOLD } from "@/domain/cart/cart-review";
import type { CartItem } from "@/domain/cart/cart-schema";
import { lineSkuMismatch, parseLineSku } from "@/domain/cart/line-sku";
import type { CatalogueSnapshot } from "@/domain/catalogue/catalogue-snapshot";
import type { PricedProduct } from "@/domain/catalogue/product-schema";
import { buildGoldCartItem } from "@/domain/gold/gold-cart-item";
import { checkGoldAmount, GOLD_SKU, type GoldRates } from "@/domain/gold/gold-pricing";
import { goldContactMessage } from "@/domain/gold/gold-promise";
import { type PricingContext, priceLine } from "@/domain/pricing/price-line";
import { payableCents, pricingContextOf } from "@/domain/pricing/pricing-context";

/*
 * The server's prices for a cart. Only sku, config and count are taken from the browser; names,
 * unit prices and totals come from the catalogue and the pricing engine.
 */

export type OrderLine = {
  sku: string;
  name: string;
  subName: string;
  count: number;
  config: CartItem["config"];
  unitCents: number;
  totalCents: number;
  discountCents: number;
  payableCents: number;
};

export type OrderTotals = {
  subtotalCents: number;
  discountCents: number;
  /** What is charged: the lines' payable sum, less the promo code's reduction when there is one. */
  totalCents: number;
  /** The promo code the server accepted and what it took off; absent without one. */
  promo?: { code: string; cents: number };
};

export type RepriceResult =
  | { ok: true; lines: OrderLine[]; totals: OrderTotals }
  | { ok: false; problems: { sku: string; reason: string }[] };

export type RepriceDeps = {
  findProduct: (sku: string) => PricedProduct | undefined;
  context: PricingContext;
  goldRates: GoldRates;
  /** Above this many millions of gold the shop takes no order: the buyer contacts it (settings.gold). */
  goldContactAboveMillions?: number;
};

function priceGold(item: CartItem, deps: RepriceDeps): OrderLine | string {
  const millions = item.config.millions;
  const check = checkGoldAmount(typeof millions === "number" ? millions : Number.NaN);
  if (!check.ok) return check.message;
  if (item.count !== 1) return "OSRS Gold is one line per order; change the amount instead.";
  const contactAbove = deps.goldContactAboveMillions;
  if (contactAbove !== undefined && check.millions > contactAbove) return goldContactMessage(contactAbove);
  const line = buildGoldCartItem(check.millions, deps.goldRates);
  return {
    sku: line.sku,
    name: line.name,
    subName: line.subName ?? "",
    count: 1,
    config: line.config,
    unitCents: line.pricePer,
    totalCents: line.totalPrice,
    discountCents: 0,
    payableCents: line.totalPrice,
  };
}

/** The catalogue's product of a line sku ("dt2-vardorvis:awakened" is the product "dt2-vardorvis"). */
export function findLineProduct(lineSku: string, findProduct: RepriceDeps["findProduct"]): PricedProduct | undefined {
  return findProduct(parseLineSku(lineSku).productSku);
}

/**
 * The lines the checkout would refuse, with its reasons: for APIs that store lines without charging
 * them (saveCartData), so what is stored is only what the shop sells, configured as it can price it.
 */
export function refusedLines(items: readonly CartItem[], deps: RepriceDeps): { sku: string; reason: string }[] {
  const problems: { sku: string; reason: string }[] = [];
  for (const item of items) {
    const priced = priceCartItem(item, deps);
    if (typeof priced === "string") problems.push({ sku: item.sku, reason: priced });
  }
  return problems;
}

/** The pricing of one catalogue snapshot: its active products (a hidden one is "no longer sold") and settings. */
export function repriceDepsOf(snapshot: CatalogueSnapshot): RepriceDeps {
  return {
    findProduct: (sku) => snapshot.bySku.get(sku)?.product,
    context: pricingContextOf(snapshot.settings),
    goldRates: snapshot.settings.goldRates,
    goldContactAboveMillions: snapshot.settings.gold.contactAboveMillions,
  };
}

export function priceCartItem(item: CartItem, deps: RepriceDeps): OrderLine | string {
  if (item.sku === GOLD_SKU) return priceGold(item, deps);
  const product = findLineProduct(item.sku, deps.findProduct);
  if (!product) return NO_LONGER_SOLD;
  const result = priceLine(product, item.config, item.count, deps.context);
  if (!result.ok) return result.reason;
  // Checked on the config the engine settled (defaults filled in), so an attacker cannot price one variant under another's sku.
  const mismatch = lineSkuMismatch(product, item.sku, result.config);
  if (mismatch) return mismatch;
  return {
    // Orders keep the line sku: it names the variant the customer bought.
    sku: item.sku,
    name: product.name,
    subName: result.subName,
    count: result.count,
    config: result.config,
    unitCents: result.pricePerCents,
    totalCents: result.totalCents,
    discountCents: result.discountCents,
    payableCents: result.payableCents,
  };
}

export function repriceCart(items: readonly CartItem[], deps: RepriceDeps): RepriceResult {
  if (items.length === 0) return { ok: false, problems: [{ sku: "", reason: "The cart is empty." }] };
  const lines: OrderLine[] = [];
  const problems: { sku: string; reason: string }[] = [];
  for (const item of items) {
    const priced = priceCartItem(item, deps);
    if (typeof priced === "string") problems.push({ sku: item.sku, reason: priced });
    else lines.push(priced);
  }
  if (problems.length > 0) return { ok: false, problems };
  const totals = lines.reduce(
    (sum, line) => ({
      subtotalCents: sum.subtotalCents + line.totalCents,
      discountCents: sum.discountCents + line.discountCents,
      totalCents: sum.totalCents + line.payableCents,
    }),
    { subtotalCents: 0, discountCents: 0, totalCents: 0 },
  );
  return { ok: true, lines, totals };
}

/** The browser's view of the total, with the same discount rule, to tell the visitor when it differs. */
export function browserTotalCents(items: readonly CartItem[], discountBasisPoints: number): number {
  return items.reduce((sum, item) => sum + payableCents(item, discountBasisPoints), 0);
}
