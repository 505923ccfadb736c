import "server-only";
import type { CatalogueSnapshot } from "@/domain/catalogue/catalogue-snapshot";
import type { OrderLine, OrderTotals } from "@/domain/checkout/reprice";
import { checkPromo, type PromoCheck } from "@/domain/promotions/promo-check";
import { normalisePromoCode, normalisePromoEmail, PROMO_CODE_PATTERN } from "@/domain/promotions/promo-code";
import { database, type Executor } from "../db/database";
import { getPromoByCode } from "../db/queries/promo-codes";
import { countEmailUses } from "../db/queries/promo-redemptions";

/** The product line a product sku belongs to, in this snapshot. */
export function lineIdIn(snapshot: CatalogueSnapshot): (productSku: string) => string | undefined {
  return (sku) => snapshot.recordBySku.get(sku)?.lineId;
}

/**
 * Checks a typed code against the server's priced cart, reading the code and its uses now. The
 * quote passes no email (the per-email limit is checked when the order is placed); placing the
 * order passes it, and then takes the use in its transaction (promo-redemptions.ts).
 */
export async function checkPromoForCart(input: {
  typed: string;
  lines: readonly OrderLine[];
  totals: OrderTotals;
  snapshot: CatalogueSnapshot;
  now: Date;
  email?: string;
  db?: Executor;
}): Promise<PromoCheck> {
  const db = input.db ?? (await database()).db;
  const code = normalisePromoCode(input.typed);
  const promo = PROMO_CODE_PATTERN.test(code) ? await getPromoByCode(db, code) : undefined;
  const email = input.email === undefined ? undefined : normalisePromoEmail(input.email);
  return checkPromo({
    code: promo,
    lines: input.lines,
    lineIdOf: lineIdIn(input.snapshot),
    totalCents: input.totals.totalCents,
    now: input.now,
    uses: promo?.uses ?? 0,
    emailUses: promo && email !== undefined ? await countEmailUses(db, code, email) : undefined,
  });
}
