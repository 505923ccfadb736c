import "server-only";
import type { Kysely, Transaction } from "kysely";
import type { CatalogueSnapshot } from "@/domain/catalogue/catalogue-snapshot";
import type { OrderLine, OrderTotals } from "@/domain/checkout/reprice";
import { type PromoLimit, promoRefusalMessage } from "@/domain/promotions/promo-check";
import { normalisePromoEmail } from "@/domain/promotions/promo-code";
import { latePromoUse } from "@/domain/promotions/promo-late-use";
import type { Executor } from "../db/database";
import { lockOrderInStatus } from "../db/queries/orders";
import { addPromoUse, getPromoByCode, lockPromoCode, returnPromoUse, takePromoUse } from "../db/queries/promo-codes";
import {
  countEmailUses,
  getOrdersHoldingUses,
  getReleasedRedemptionOfOrder,
  insertPromoRedemption,
  releaseRedemptionOfOrder,
  setRedemptionUsed,
} from "../db/queries/promo-redemptions";
import type { Database } from "../db/schema";
import { AppError } from "../http/errors";
import { checkPromoForCart } from "./promo-for-cart";

/*
 * Taking and giving back a use. The use is taken in the order's own transaction: the counter is
 * raised only `WHERE uses < max_uses`, which on PostgreSQL takes the code's row lock (a racing
 * order waits, then re-reads the raised counter and matches nothing) and on SQLite runs under the
 * one write lock; while that lock is held the email's uses are counted. So under any concurrency a
 * code with one use left is redeemed once, and the order that lost is not stored at all.
 */

/** A promo code refused at the order: the checkout shows the message by the code's field. */
export class PromoRefusedError extends AppError {
  constructor(message: string) {
    super("bad_request:promo", message);
  }
}

export const PROMO_CHANGED_MESSAGE =
  "This promo code was changed a moment ago. Apply it again to see what it takes off now.";

export type Redemption = {
  code: string;
  cents: number;
  orderId: string;
  email: string;
  /** The order's priced lines and its totals before the code, for the re-check under the lock. */
  lines: readonly OrderLine[];
  totals: OrderTotals;
  snapshot: CatalogueSnapshot;
};

/** Takes one use of `code` for an order inside `trx`; throws PromoRefusedError (rolling back) when none is left. */
export async function redeemPromo(trx: Transaction<Database>, input: Redemption, now: Date): Promise<void> {
  const at = now.toISOString();
  if (!(await takePromoUse(trx, input.code, at))) throw await refusalNow(trx, input, now);
  const email = normalisePromoEmail(input.email);
  // Under the code's lock: the same email racing itself is counted once its rival has committed.
  const again = await checkPromoForCart({ typed: input.code, ...input, email, now, db: trx });
  // The counter was raised above, so "uses" here already counts this order.
  if (!again.ok && again.reason !== "used-up") throw new PromoRefusedError(again.message);
  // An owner edited the code between the price shown and this order: charge neither the old nor a
  // new reduction unseen; the buyer applies it again and sees what it gives now.
  if (again.ok && again.cents !== input.cents) throw new PromoRefusedError(PROMO_CHANGED_MESSAGE);
  await insertPromoRedemption(trx, { code: input.code, orderId: input.orderId, email, cents: input.cents, at });
}

async function refusalNow(trx: Executor, input: Redemption, now: Date): Promise<PromoRefusedError> {
  const check = await checkPromoForCart({ typed: input.code, ...input, now, db: trx });
  return new PromoRefusedError(check.ok ? promoRefusalMessage("used-up", undefined) : check.message);
}

/**
 * Gives an order's use back (refunded in full, expired, cancelled): once, whoever calls first.
 * Call it in the transaction that moves the order.
 */
export async function releasePromoUse(db: Transaction<Database>, orderId: string, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const released = await releaseRedemptionOfOrder(db, orderId, at);
  if (!released) return false;
  await returnPromoUse(db, released.code, at);
  return true;
}

export type PaidPromoUse =
  | { kind: "none" }
  | { kind: "retaken"; code: string }
  | { kind: "spent"; code: string; reason: PromoLimit };

/**
 * Called by markOrderPaid in the transaction that moved the order to paid (holding its row), so
 * every payment path does it: an order whose use was given back (it expired or was cancelled) takes
 * it again if the code's limits leave one (latePromoUse); if not, its redemption stays released, the
 * count is untouched, and the caller flags the order. The code's row is locked before its count is
 * read (PostgreSQL; SQLite runs one write transaction at a time), so of late payments racing for the
 * last use, one takes it and the others read the count it left. Thus `uses` always equals the
 * redemptions in status used, each a paid or pending order, and never passes max_uses.
 */
export async function retakeReleasedUse(trx: Transaction<Database>, orderId: string, now: Date): Promise<PaidPromoUse> {
  const released = await getReleasedRedemptionOfOrder(trx, orderId);
  if (!released) return { kind: "none" };
  await lockPromoCode(trx, released.code);
  const promo = await getPromoByCode(trx, released.code);
  if (!promo) return { kind: "none" };
  const decision = latePromoUse(promo, {
    uses: promo.uses,
    emailUses: await countEmailUses(trx, released.code, released.email),
  });
  if (decision.kind === "spent") return { kind: "spent", code: released.code, reason: decision.reason };
  const at = now.toISOString();
  await setRedemptionUsed(trx, released.id);
  await addPromoUse(trx, released.code, at);
  return { kind: "retaken", code: released.code };
}

const ENDED_STATUSES = ["expired", "cancelled", "refunded"] as const;

/** The orders that hold a use but ended without money kept (expired, cancelled, refunded): the expiry job's sweep. */
export async function releaseSpentPromoUses(db: Kysely<Database>, now: Date, limit = 500): Promise<number> {
  const spent = await getOrdersHoldingUses(db, ENDED_STATUSES, limit);
  let count = 0;
  for (const { order_id } of spent)
    if (
      await db
        .transaction()
        .execute(async (trx) => (await lockEnded(trx, order_id)) && releasePromoUse(trx, order_id, now))
    )
      count++;
  return count;
}

/**
 * Takes the order's row lock and checks it is still ended: a late payment may have made it paid
 * since the sweep read it, and then its use is the paid order's (markOrderPaid holds the same lock).
 */
async function lockEnded(trx: Transaction<Database>, orderId: string): Promise<boolean> {
  return lockOrderInStatus(trx, orderId, ENDED_STATUSES);
}
