import "server-only";
import { CHAT_ADDRESS_LIMIT, CHAT_TYPING_LIMIT, CHAT_VISITOR_LIMIT } from "@/domain/chat/chat-message";
import { SELL_CLIENT_LIMIT } from "@/domain/gold/sell-orders";
import { LOOKUP_CLIENT_LIMIT, LOOKUP_REFERENCE_LIMIT } from "@/domain/orders/order-lookup";
import { type RetentionCutoffs, type RetentionPeriods, retentionCutoffs } from "@/domain/retention/retention-policy";
import { DEFAULT_CHAT_SETTINGS } from "@/domain/settings/shop-settings";
import { database } from "../db/database";
import { withJobLock } from "../db/job-lock";
import { deleteAbandonedCarts } from "../db/queries/carts";
import { deleteClosedChats } from "../db/queries/chat-conversations";
import { removeSentEmailBodies } from "../db/queries/outbox";
import { deletePaymentEvents } from "../db/queries/payment-events";
import { deleteSpentRateLimits } from "../db/queries/rate-limits";
import { readSettingValue } from "../db/queries/shop-settings";
import { env } from "../env";
import { log } from "../log";
import { expirePendingOrders } from "./expire-pending-orders";

/*
 * One pass of the retention job: expire stale pending orders, empty the bodies of old sent
 * emails, delete abandoned carts, old payment events and spent rate-limit counters. One process
 * at a time runs it (withJobLock); each step works in batches of `batchSize` rows, so a huge
 * table is never held for long. The policy (what goes when) is src/domain/retention.
 */

const BATCH_SIZE = 500;

export type RetentionCounts = {
  expiredOrders: number;
  emailBodies: number;
  carts: number;
  paymentEvents: number;
  rateLimits: number;
  chats: number;
};

export type RetentionRun = ({ skipped: false } & RetentionCounts) | { skipped: true };

export function retentionPeriodsFromEnv(): RetentionPeriods {
  return {
    cartDays: env.CART_RETENTION_DAYS,
    emailBodyDays: env.EMAIL_BODY_RETENTION_DAYS,
    pendingOrderHours: env.PENDING_ORDER_EXPIRY_HOURS,
    paymentEventDays: env.PAYMENT_EVENT_RETENTION_DAYS,
    // Every window a counter lives in: the order lookup's hour included, or its per-reference limit would reset early.
    rateLimitWindowSeconds: [
      env.API_RATE_LIMIT_WINDOW_SECONDS,
      env.CONTACT_RATE_WINDOW_SECONDS,
      LOOKUP_CLIENT_LIMIT.windowSeconds,
      LOOKUP_REFERENCE_LIMIT.windowSeconds,
      SELL_CLIENT_LIMIT.windowSeconds,
      CHAT_VISITOR_LIMIT.windowSeconds,
      CHAT_ADDRESS_LIMIT.windowSeconds,
      CHAT_TYPING_LIMIT.windowSeconds,
    ],
  };
}

async function chatRetentionDays(): Promise<number> {
  const { db } = await database();
  const stored = await readSettingValue(db, "chat_retention_days");
  return typeof stored === "number" && Number.isInteger(stored) && stored >= 1
    ? stored
    : DEFAULT_CHAT_SETTINGS.retentionDays;
}

/** Calls `step` until it changes fewer rows than a full batch; the total it changed. */
async function inBatches(batchSize: number, step: (limit: number) => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const changed = await step(batchSize);
    total += changed;
    if (changed < batchSize) return total;
  }
}

async function sweep(cutoffs: RetentionCutoffs, now: Date, batchSize: number): Promise<RetentionCounts> {
  const { db } = await database();
  return {
    expiredOrders: await inBatches(batchSize, (limit) =>
      expirePendingOrders(db, cutoffs.pendingOrdersCreatedBefore, now, limit),
    ),
    emailBodies: await inBatches(batchSize, (limit) => removeSentEmailBodies(db, cutoffs.emailsSentBefore, now, limit)),
    carts: await inBatches(batchSize, (limit) => deleteAbandonedCarts(db, cutoffs.cartsUpdatedBefore, limit)),
    paymentEvents: await inBatches(batchSize, (limit) =>
      deletePaymentEvents(db, cutoffs.paymentEventsReceivedBefore, limit),
    ),
    rateLimits: await inBatches(batchSize, (limit) => deleteSpentRateLimits(db, cutoffs.rateLimitWindowStartMs, limit)),
    chats:
      cutoffs.chatsClosedBefore === null
        ? 0
        : await inBatches(batchSize, (limit) =>
            db.transaction().execute((trx) => deleteClosedChats(trx, cutoffs.chatsClosedBefore ?? "", limit)),
          ),
  };
}

/**
 * Runs the job once, unless another process is running it (then `{ skipped: true }`). Tests and
 * `npm run retention` pass their own clock, periods or batch size; the server uses the env.
 */
export async function runRetention(
  options: { now?: Date; periods?: RetentionPeriods; batchSize?: number } = {},
): Promise<RetentionRun> {
  const now = options.now ?? new Date();
  // The chat's period is the operator's setting, read from its row (the catalogue's watch is not needed here).
  const periods = options.periods ?? { ...retentionPeriodsFromEnv(), chatDays: await chatRetentionDays() };
  const cutoffs = retentionCutoffs(now, periods);
  await database();
  const started = performance.now();
  const locked = await withJobLock("retention", () => sweep(cutoffs, now, options.batchSize ?? BATCH_SIZE));
  if (!locked.acquired) {
    log.info("retention run skipped: another process is running it");
    return { skipped: true };
  }
  log.info({ retention: locked.value, ms: Math.round(performance.now() - started) }, "retention run finished");
  return { skipped: false, ...locked.value };
}
