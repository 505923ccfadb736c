import "server-only";
import { randomBytes } from "node:crypto";
import type { Transaction } from "kysely";
import { type SellOrderView, sellOrderPagePath, sellReferenceSchema } from "@/domain/api/sell-orders";
import { checkGoldAccount } from "@/domain/gold/gold-ledger";
import type { GoldRates } from "@/domain/gold/gold-pricing";
import { millionsToTenths } from "@/domain/gold/gold-units";
import {
  checkReceivedMillions,
  checkSellAmount,
  checkSellDay,
  cleanSellText,
  DECLINE_REASON_MAX_LENGTH,
  decideSellAction,
  emailKey,
  isSellStatus,
  maskPayoutDetails,
  PAYOUT_DETAILS_MAX_LENGTH,
  PAYOUT_REFERENCE_MAX_LENGTH,
  proRataPayoutCents,
  rsnKey,
  SELL_MESSAGES,
  type SellAction,
  type SellEmailKind,
  type SellLimits,
  type SellPayoutMethod,
  type SellState,
  type SellStatus,
  sellLimitsFrom,
  sellOrderReference,
  sellOrderState,
  sellQuote,
  utcDayBounds,
} from "@/domain/gold/sell-orders";
import { isOrderLinkExpired } from "@/domain/orders/order-link-lifetime";
import { checkTradeDetails } from "@/domain/orders/trade-details";
import { normaliseRsn } from "@/domain/players/runescape-name";
import { hashSecret, newSecretToken } from "../admin/secret-tokens";
import { catalogue } from "../catalogue/catalogue-store";
import { database, type Executor } from "../db/database";
import { recordAudit } from "../db/queries/audit-log";
import { enqueueEmail } from "../db/queries/outbox";
import {
  getSellAccessByTokenHash,
  getSellOrderById,
  insertSellOrder,
  insertSellOrderToken,
  lockSellOrderCreation,
  type SellOrderRow,
  setSellOrderArranged,
  setSellOrderDeclined,
  setSellOrderPaid,
  setSellOrderReceived,
  soldMillionsInDay,
} from "../db/queries/sell-orders";
import type { Database } from "../db/schema";
import { sellOrderParts } from "../email/email-parts";
import { kickOutbox } from "../email/outbox-worker";
import { env } from "../env";
import { AppError } from "../http/errors";
import { addGoldStockIn } from "./gold-ledger";
import { SellFieldError } from "./sell-order-errors";

/*
 * Players selling gold to the shop (docs/adr/0030-sell-orders.md): the sale created from the
 * gold page, the player's private view, and the operator's four actions. Every step is one
 * transaction: the row moved conditionally on the version read, the audit entry (payout details
 * masked), the player's email queued; the gold received also adds stock through the ledger.
 */

/** The operator's sell settings: quote minutes, per-order and per-day limits. */
export async function currentSellLimits(): Promise<SellLimits> {
  return sellLimitsFrom((await catalogue()).settings.gold);
}

async function currentRates(): Promise<GoldRates> {
  return (await catalogue()).settings.goldRates;
}

export type CreateSellOrderInput = {
  millions: number;
  rsn: string;
  email: string;
  payoutMethod: SellPayoutMethod;
  payoutDetails: string;
  now?: Date;
};

export async function createSellOrder(input: CreateSellOrderInput): Promise<{ reference: string; pagePath: string }> {
  const now = input.now ?? new Date();
  const limits = await currentSellLimits();
  const amount = checkSellAmount(input.millions, limits);
  if (!amount.ok) throw new SellFieldError("millions", amount.message);
  const rsn = normaliseRsn(input.rsn);
  if (!rsn) throw new SellFieldError("rsn", SELL_MESSAGES.rsn);
  const details = cleanSellText(input.payoutDetails, PAYOUT_DETAILS_MAX_LENGTH);
  if (!details) throw new SellFieldError("payoutDetails", SELL_MESSAGES.details);
  const email = input.email.trim();
  const rates = await currentRates();
  const quote = sellQuote(amount.millions, rates, limits, now);
  const { db, dialect } = await database();
  const result = await db.transaction().execute(async (trx) => {
    await lockSellOrderCreation(trx, dialect);
    const day = utcDayBounds(now);
    const sold = await soldMillionsInDay(trx, {
      emailKey: emailKey(email),
      rsnKey: rsnKey(rsn),
      ...day,
      now: now.toISOString(),
    });
    const dayCheck = checkSellDay(amount.millions, sold, limits);
    if (!dayCheck.ok) throw new SellFieldError("millions", dayCheck.message);
    const id = crypto.randomUUID();
    const reference = sellOrderReference(randomBytes(8));
    const at = now.toISOString();
    await insertSellOrder(trx, {
      id,
      reference,
      millions: amount.millions,
      rsn,
      rsn_key: rsnKey(rsn),
      email,
      email_key: emailKey(email),
      payout_method: input.payoutMethod,
      payout_details: details,
      quote_millicents_per_million: quote.rateMillicentsPerMillion,
      quote_cents: quote.cents,
      quote_expires_at: quote.expiresAt,
      status: "accepted",
      created_at: at,
    });
    const pagePath = await issueSellPagePath(trx, { id, reference }, now);
    const row = await getSellOrderById(trx, id);
    if (!row) throw new Error("sell order vanished in its own transaction");
    await queueSellEmail(trx, row, "created", pagePath, now);
    return { reference, pagePath };
  });
  kickOutbox();
  return result;
}

async function issueSellPagePath(db: Executor, order: { id: string; reference: string }, now: Date): Promise<string> {
  const token = newSecretToken();
  await insertSellOrderToken(db, { tokenHash: hashSecret(token), sellOrderId: order.id, at: now.toISOString() });
  return sellOrderPagePath(order.reference, token);
}

async function queueSellEmail(
  trx: Executor,
  row: SellOrderRow,
  kind: SellEmailKind,
  pagePath: string,
  now: Date,
): Promise<void> {
  await enqueueEmail(trx, {
    id: crypto.randomUUID(),
    to: row.email,
    replyTo: env.SUPPORT_EMAIL,
    ...sellOrderParts({
      kind,
      siteName: env.SITE_NAME,
      reference: row.reference,
      pageUrl: new URL(pagePath, env.SITE_URL).toString(),
      millions: row.millions,
      quoteCents: row.quote_cents,
      quoteExpiresAt: row.quote_expires_at,
      trade: tradeOf(row),
      receivedMillions: row.received_millions,
      payoutCents: row.payout_cents,
      payoutReference: row.payout_reference,
      declineReason: row.decline_reason,
    }),
    now,
  });
}

function tradeOf(row: SellOrderRow): SellOrderView["trade"] {
  return row.trade_world === null
    ? null
    : { world: Number(row.trade_world), place: row.trade_place ?? "", traderRsn: row.trade_rsn ?? "" };
}

function statusOf(row: Pick<SellOrderRow, "status">): SellStatus {
  if (!isSellStatus(row.status)) throw new Error("unknown sell order status");
  return row.status;
}

export function sellStateOf(row: Pick<SellOrderRow, "status" | "quote_expires_at">, now: Date): SellState {
  return sellOrderState({ status: statusOf(row), quoteExpiresAt: row.quote_expires_at }, now);
}

/** What the player's page shows: the payout details masked even there (the page is a link in an email). */
export function sellOrderView(row: SellOrderRow, now: Date): SellOrderView {
  const num = (value: number | null) => (value === null ? null : Number(value));
  return {
    reference: row.reference,
    state: sellStateOf(row, now),
    version: Number(row.tracking_version),
    millions: Number(row.millions),
    rsn: row.rsn,
    quoteCents: Number(row.quote_cents),
    quoteRateMillicents: Number(row.quote_millicents_per_million),
    quoteExpiresAt: row.quote_expires_at,
    payoutMethod: row.payout_method,
    payoutDetailsMasked: maskPayoutDetails(row.payout_details),
    createdAt: row.created_at,
    trade: tradeOf(row),
    arrangedAt: row.arranged_at,
    receivedMillions: num(row.received_millions),
    receivedAt: row.received_at,
    payoutCents: num(row.payout_cents),
    payoutReference: row.payout_reference,
    paidAt: row.paid_at,
    declineReason: row.decline_reason,
    declinedAt: row.declined_at,
  };
}

export type SellAccess = { kind: "open"; view: SellOrderView } | { kind: "expired" } | { kind: "none" };

/**
 * What a link opens. As for a buy order's page (src/server/orders/access-tokens.ts): a malformed
 * token is hashed and looked up anyway, an unknown reference or wrong token is "none" after the
 * same read, and "expired" is said only for a real link of this very reference.
 */
export async function openSellOrder(reference: unknown, token: unknown, now = new Date()): Promise<SellAccess> {
  const access = await sellAccessForLink(reference, token, now);
  if (access.kind !== "open") return access;
  const row = await getSellOrderById((await database()).db, access.id);
  return row ? { kind: "open", view: sellOrderView(row, now) } : { kind: "none" };
}

/** What a link opens (one read by the token's hash), before the sale is read. */
export async function sellAccessForLink(
  reference: unknown,
  token: unknown,
  now = new Date(),
): Promise<{ kind: "open"; id: string } | { kind: "expired" } | { kind: "none" }> {
  const { db } = await database();
  const tokenText = typeof token === "string" && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
  const access = await getSellAccessByTokenHash(db, hashSecret(tokenText ?? "-"));
  if (!access || !tokenText || !sellReferenceSchema.safeParse(reference).success || access.reference !== reference) {
    return { kind: "none" };
  }
  const lifetimeDays = (await catalogue()).settings.orderLinkDays;
  if (isOrderLinkExpired({ createdAt: access.created_at, now, lifetimeDays })) return { kind: "expired" };
  return { kind: "open", id: access.id };
}

// ── The operator's actions ─────────────────────────────────────────────────────────────────────

function sellNotFound(): AppError {
  return new AppError("not_found:admin-sell-order", "There is no sell order with this id.");
}

function sellRaceLost(): AppError {
  return new AppError("conflict:admin-sell-order", "The sell order changed meanwhile. Reload it and try again.");
}

/** The audit's picture of a sale: never the payout details in clear. */
function auditState(row: SellOrderRow): Record<string, unknown> {
  return {
    reference: row.reference,
    status: row.status,
    millions: Number(row.millions),
    payoutMethod: row.payout_method,
    payoutDetails: maskPayoutDetails(row.payout_details),
    version: Number(row.tracking_version),
  };
}

type ActionBase = { sellOrderId: string; operatorId: string; version: number; now?: Date };

/**
 * One action's frame: the row read in the transaction, the state allowing the action, the version
 * the operator saw still current (else 409), then the action's own write and facts, the audit
 * entry, and the player's email with a fresh link.
 */
async function act(
  base: ActionBase,
  action: SellAction,
  write: (
    trx: Transaction<Database>,
    row: SellOrderRow,
    at: string,
    now: Date,
  ) => Promise<{ moved: boolean; facts: Record<string, unknown> }>,
  audit: "SELL_ORDER_ARRANGED" | "SELL_ORDER_RECEIVED" | "SELL_ORDER_PAID" | "SELL_ORDER_DECLINED",
  email: SellEmailKind,
): Promise<{ version: number }> {
  const now = base.now ?? new Date();
  const { db } = await database();
  const result = await db.transaction().execute(async (trx) => {
    const row = await getSellOrderById(trx, base.sellOrderId);
    if (!row) throw sellNotFound();
    if (Number(row.tracking_version) !== base.version) throw sellRaceLost();
    const decision = decideSellAction(sellStateOf(row, now), action);
    if (!decision.ok) throw new SellFieldError(null, decision.reason, "admin-sell-order");
    const { moved, facts } = await write(trx, row, now.toISOString(), now);
    if (!moved) throw sellRaceLost();
    const after = await getSellOrderById(trx, row.id);
    if (!after) throw sellNotFound();
    await recordAudit(
      trx,
      {
        operatorId: base.operatorId,
        action: audit,
        targetType: "sell_order",
        targetId: row.id,
        before: auditState(row),
        after: { ...auditState(after), ...facts },
      },
      now,
    );
    const pagePath = await issueSellPagePath(trx, row, now);
    await queueSellEmail(trx, after, email, pagePath, now);
    return { version: Number(after.tracking_version) };
  });
  kickOutbox();
  return result;
}

export function arrangeSellOrder(
  input: ActionBase & { world: number; place: string; traderRsn: string },
): Promise<{ version: number }> {
  return act(
    input,
    "arrange",
    async (trx, row, at) => {
      const decision = checkTradeDetails(input);
      if (!decision.ok) throw new SellFieldError(decision.field, decision.reason, "admin-sell-order");
      const moved = await setSellOrderArranged(trx, row.id, {
        readVersion: Number(row.tracking_version),
        at,
        trade: decision.trade,
      });
      return { moved, facts: { trade: decision.trade } };
    },
    "SELL_ORDER_ARRANGED",
    "arranged",
  );
}

/**
 * The gold received: at most the millions ordered, with the account that holds it now. Stock is
 * added by the ledger in this very transaction, keyed `sell:<id>`: of two operators confirming at
 * once, one moves the row and the ledger records once (the other's 409 rolls back everything).
 */
export function receiveSellOrder(
  input: ActionBase & { millions: number; account: string },
): Promise<{ version: number }> {
  return act(
    input,
    "receive",
    async (trx, row, at, now) => {
      const check = checkReceivedMillions(input.millions, Number(row.millions));
      if (!check.ok) throw new SellFieldError("millions", check.reason, "admin-sell-order");
      const checked = checkGoldAccount(input.account);
      if (!checked.ok) throw new SellFieldError("account", checked.reason, "admin-sell-order");
      const account = checked.value;
      const moved = await setSellOrderReceived(trx, row.id, {
        readVersion: Number(row.tracking_version),
        at,
        millions: input.millions,
        account,
      });
      if (!moved) return { moved, facts: {} };
      // Stock comes in with the row's move, once per sale whatever races (the key), valued at what the shop owes.
      await addGoldStockIn(trx, {
        kind: "bought",
        tenths: millionsToTenths(input.millions),
        account,
        operatorId: input.operatorId,
        sellOrderId: row.id,
        valueCents: proRataPayoutCents(Number(row.quote_cents), Number(row.millions), input.millions),
        key: `sell:${row.id}`,
        now,
      });
      return { moved, facts: { receivedMillions: input.millions, account } };
    },
    "SELL_ORDER_RECEIVED",
    "received",
  );
}

/** The payout owed by default: the quote, pro rata when less gold came. */
export function defaultPayoutCents(row: SellOrderRow): number {
  return proRataPayoutCents(
    Number(row.quote_cents),
    Number(row.millions),
    Number(row.received_millions ?? row.millions),
  );
}

export function paySellOrder(input: ActionBase & { cents?: number; reference: string }): Promise<{ version: number }> {
  return act(
    input,
    "pay",
    async (trx, row, at) => {
      const cents = input.cents ?? defaultPayoutCents(row);
      if (!Number.isSafeInteger(cents) || cents < 1 || cents > Number(row.quote_cents)) {
        throw new SellFieldError(
          "cents",
          "Enter the amount paid: more than zero and at most the quote.",
          "admin-sell-order",
        );
      }
      const reference = cleanSellText(input.reference, PAYOUT_REFERENCE_MAX_LENGTH);
      if (!reference) {
        throw new SellFieldError(
          "reference",
          `Enter the payment's reference in 1 to ${PAYOUT_REFERENCE_MAX_LENGTH} characters.`,
          "admin-sell-order",
        );
      }
      const moved = await setSellOrderPaid(trx, row.id, {
        readVersion: Number(row.tracking_version),
        at,
        cents,
        reference,
      });
      return { moved, facts: { payoutCents: cents, payoutReference: reference } };
    },
    "SELL_ORDER_PAID",
    "paid",
  );
}

export function declineSellOrder(input: ActionBase & { reason: string }): Promise<{ version: number }> {
  return act(
    input,
    "decline",
    async (trx, row, at) => {
      const reason = cleanSellText(input.reason, DECLINE_REASON_MAX_LENGTH, true);
      if (!reason) {
        throw new SellFieldError(
          "reason",
          `Tell the player why in 1 to ${DECLINE_REASON_MAX_LENGTH} characters.`,
          "admin-sell-order",
        );
      }
      const moved = await setSellOrderDeclined(trx, row.id, {
        readVersion: Number(row.tracking_version),
        at,
        reason,
      });
      return { moved, facts: { reason } };
    },
    "SELL_ORDER_DECLINED",
    "declined",
  );
}
