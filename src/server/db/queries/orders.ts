import "server-only";
import { createHash } from "node:crypto";
import type { Selectable, Transaction } from "kysely";
import { isPayable, type LatePayment, latePaymentFrom } from "@/domain/checkout/order-transitions";
import { checkPayment, type ReportedPayment } from "@/domain/checkout/payment-check";
import { type PaymentNotice, paymentIssueText } from "@/domain/checkout/payment-notices";
import type { OrderStatus } from "@/domain/checkout/purchase";
import type { OrderLine, OrderTotals } from "@/domain/checkout/reprice";
import { paidOrderEvent, queueDiscordPost } from "../../notifications/discord-notices";
import { type PaidPromoUse, releasePromoUse, retakeReleasedUse } from "../../promotions/promo-redemptions";
import { getDatabase } from "../client";
import { ensureDatabaseReady } from "../migrate";
import type { Database, OrdersTable } from "../schema";
import { enqueueEmail } from "./outbox";
import { recordPaymentEvent, recordPaymentIssue } from "./payment-issues";

export type Order = {
  id: string;
  reference: string;
  status: OrderStatus;
  email: string;
  name: string;
  phone: string;
  rsn: string;
  method: string;
  provider: OrdersTable["provider"];
  providerRef: string | null;
  providerPaymentRef: string | null;
  cartUuid: string;
  lines: OrderLine[];
  totals: OrderTotals;
  purchaseRecorded: boolean;
  createdAt: string;
  paidAt: string | null;
  /** Placed while the shop ran in demo or test mode: no real money moved. */
  testMode: boolean;
  paymentIssue: string | null;
  refundedAt: string | null;
  disputedAt: string | null;
  /** Cents refunded so far, all refunds added up. */
  refundedCents: number;
  /** The catalogue version its lines were priced at; null for orders placed before. */
  catalogueVersion: number | null;
};

export type OrderRow = Selectable<OrdersTable>;

export function toOrder(row: OrderRow): Order {
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    email: row.email,
    name: row.name,
    phone: row.phone,
    rsn: row.rsn,
    method: row.method,
    provider: row.provider,
    providerRef: row.provider_ref,
    providerPaymentRef: row.provider_payment_ref,
    cartUuid: row.cart_uuid,
    lines: JSON.parse(row.lines_json) as OrderLine[],
    totals: {
      subtotalCents: row.subtotal_cents,
      discountCents: row.discount_cents,
      totalCents: row.total_cents,
      ...(row.promo_code ? { promo: { code: row.promo_code, cents: Number(row.promo_cents) } } : {}),
    },
    purchaseRecorded: Number(row.purchase_recorded) === 1,
    createdAt: row.created_at,
    paidAt: row.paid_at,
    testMode: Number(row.test_mode) === 1,
    paymentIssue: row.payment_issue,
    refundedAt: row.refunded_at,
    disputedAt: row.disputed_at,
    refundedCents: Number(row.refunded_cents),
    catalogueVersion: row.catalogue_version === null ? null : Number(row.catalogue_version),
  };
}

export type NewOrder = Pick<
  Order,
  | "id"
  | "reference"
  | "email"
  | "name"
  | "phone"
  | "rsn"
  | "method"
  | "provider"
  | "cartUuid"
  | "lines"
  | "totals"
  | "testMode"
  | "catalogueVersion"
>;

/** The row of a new order: pending, nothing paid, refunded or recorded yet. */
function newOrderRow(order: NewOrder, at: string) {
  return {
    id: order.id,
    reference: order.reference,
    status: "pending" as const,
    email: order.email,
    name: order.name,
    phone: order.phone,
    rsn: order.rsn,
    method: order.method,
    provider: order.provider,
    provider_ref: null,
    provider_payment_ref: null,
    cart_uuid: order.cartUuid,
    lines_json: JSON.stringify(order.lines),
    subtotal_cents: order.totals.subtotalCents,
    discount_cents: order.totals.discountCents,
    total_cents: order.totals.totalCents,
    currency: "USD",
    purchase_recorded: 0,
    created_at: at,
    updated_at: at,
    paid_at: null,
    test_mode: order.testMode ? 1 : 0,
    payment_issue: null,
    refunded_at: null,
    disputed_at: null,
    catalogue_version: order.catalogueVersion,
    promo_code: order.totals.promo?.code ?? null,
    promo_cents: order.totals.promo?.cents ?? 0,
  };
}

/** Runs in the transaction that stores a new order (taking its promo code's use), so both commit or neither. */
export type WithNewOrder = (trx: Transaction<Database>) => Promise<void>;

/** A new pending order paid through a provider (a manual one goes through createManualOrderOnce). */
export async function createOrder(order: NewOrder, now: Date, withOrder?: WithNewOrder): Promise<void> {
  await ensureDatabaseReady();
  const { db } = getDatabase();
  await db.transaction().execute(async (trx) => {
    await trx.insertInto("orders").values(newOrderRow(order, now.toISOString())).execute();
    await withOrder?.(trx);
  });
}

/**
 * A manual order, unless the same cart (`repeatKey`) made one that is still pending and was placed
 * at or after `windowStart`: then that order, and nothing is written. An older or settled order
 * gives its key up first, so the unique index on repeat_key admits one order per key at a time;
 * of two placements racing, the second waits on the first's insert and then returns its order.
 */
export async function createManualOrderOnce(
  order: NewOrder,
  input: {
    repeatKey: string;
    windowStart: Date;
    now: Date;
    emails: Omit<QueuedEmail, "id">[];
    withOrder?: WithNewOrder;
  },
): Promise<{ order: Order; created: boolean }> {
  await ensureDatabaseReady();
  const { db } = getDatabase();
  const at = input.now.toISOString();
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable("orders")
      .set({ repeat_key: null })
      .where("repeat_key", "=", input.repeatKey)
      .where((eb) => eb.or([eb("status", "!=", "pending"), eb("created_at", "<", input.windowStart.toISOString())]))
      .execute();
    const inserted = await trx
      .insertInto("orders")
      .values({ ...newOrderRow(order, at), repeat_key: input.repeatKey })
      .onConflict((conflict) => conflict.column("repeat_key").doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) {
      await input.withOrder?.(trx);
      for (const email of input.emails)
        await enqueueEmail(trx, { ...email, id: crypto.randomUUID(), now: input.now, orderId: order.id });
      return {
        order: toOrder({
          ...newOrderRow(order, at),
          repeat_key: input.repeatKey,
          refunded_cents: 0,
          fulfilment: "queued",
          refund_pending_cents: 0,
          tracking_version: 0,
          step_emails: 1,
          trade_world: null,
          trade_place: null,
          trade_rsn: null,
        }),
        created: true,
      };
    }
    const existing = await trx
      .selectFrom("orders")
      .selectAll()
      .where("repeat_key", "=", input.repeatKey)
      .executeTakeFirstOrThrow();
    return { order: toOrder(existing), created: false };
  });
}

export async function setOrderProviderRef(orderId: string, providerRef: string, now: Date): Promise<void> {
  const { db } = getDatabase();
  await db
    .updateTable("orders")
    .set({ provider_ref: providerRef, updated_at: now.toISOString() })
    .where("id", "=", orderId)
    .execute();
}

export async function getOrderByProviderRef(providerRef: string): Promise<Order | undefined> {
  await ensureDatabaseReady();
  const { db } = getDatabase();
  const row = await db.selectFrom("orders").selectAll().where("provider_ref", "=", providerRef).executeTakeFirst();
  return row ? toOrder(row) : undefined;
}

export async function getOrderById(id: string): Promise<Order | undefined> {
  await ensureDatabaseReady();
  const { db } = getDatabase();
  const row = await db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toOrder(row) : undefined;
}

export type QueuedEmail = { id: string; to: string; subject: string; text: string; html?: string; replyTo: string };
/** Runs in the transaction that made the order paid, so a link the receipt hands out is stored with it. */
export type PaidEmails = (trx: Transaction<Database>, order: Order) => Promise<QueuedEmail[]>;
/** The shop's notice of anything money did besides a plain payment. */
export type NoticeEmails = (order: Order, notice: PaymentNotice) => QueuedEmail[];

export type MarkPaidResult = {
  transitioned: boolean;
  duplicateEvent: boolean;
  order: Order | undefined;
  /** Why the reported money was not accepted; the order was left as it was. */
  mismatch?: string;
  /** The status a late payment moved the order from (the shop was told). */
  lateFrom?: LatePayment;
  /** The order's promo code had no use left to take back: paid, not counted, flagged (the shop was told). */
  promoSpent?: boolean;
  /** Whether this call queued any email, so the caller can wake the outbox. */
  queued: boolean;
};

type MarkPaidInput = {
  provider: OrdersTable["provider"];
  providerRef: string;
  paymentRef?: string;
  reported: ReportedPayment;
  event?: { id: string; type: string };
  now: Date;
  emails: PaidEmails;
  notices: NoticeEmails;
  /** Runs in the transaction that made the order paid, only if this call made it (the back office's audit row). */
  onPaid?: (trx: Transaction<Database>, order: Order) => Promise<void>;
};

/**
 * The one place an order becomes paid. In one transaction: the event is recorded (a repeat of it
 * changes nothing), the reported money is checked against the stored total (a mismatch leaves the
 * order unpaid, notes why and tells the shop once), and the order moves to paid from pending, or,
 * late, from expired or cancelled (money received is never ignored; the shop is told). A late
 * payment takes back the promo code use its order gave up, or, if the code has none left by then,
 * is flagged in payment_issue instead of counted (retakeReleasedUse). Each move
 * names its from-status in the UPDATE's WHERE, so a racing webhook and return lookup move it once,
 * and only the call that moves it queues the receipt and the shop's notice.
 */
export async function markOrderPaid(input: MarkPaidInput): Promise<MarkPaidResult> {
  await ensureDatabaseReady();
  const { db } = getDatabase();
  const at = input.now.toISOString();
  return db.transaction().execute(async (trx) => {
    const select = () =>
      trx.selectFrom("orders").selectAll().where("provider_ref", "=", input.providerRef).executeTakeFirst();
    let row = await select();
    const event = input.event && { ...input.event, provider: input.provider };
    if (event && !(await recordPaymentEvent(trx, event, row?.id ?? null, at))) {
      return { transitioned: false, duplicateEvent: true, order: row ? toOrder(row) : undefined, queued: false };
    }
    if (!row) return { transitioned: false, duplicateEvent: false, order: undefined, queued: false };

    const check = checkPayment({ totalCents: row.total_cents, currency: row.currency }, input.reported);
    if (check.kind === "mismatch") {
      const unchanged = { transitioned: false, duplicateEvent: false, mismatch: check.reason, queued: false };
      // The same mismatch (from a webhook, a retry, or a return page polling) is noted and told once.
      const first = await recordPaymentEvent(
        trx,
        { id: mismatchKey(row.id, check.reason), provider: input.provider, type: "payment.mismatch" },
        row.id,
        at,
      );
      if (!first) return { ...unchanged, order: toOrder(row) };
      const notice: PaymentNotice = { kind: "mismatch", reason: check.reason };
      const recorded = await recordPaymentIssue(trx, row, notice, {
        now: input.now,
        emails: (next) => input.notices(toOrder(next), notice),
        // Kept so that a refund of this payment can still find its order.
        set: row.provider_payment_ref ? {} : { provider_payment_ref: input.paymentRef ?? null },
      });
      return { ...unchanged, order: toOrder(recorded.row), queued: recorded.queued };
    }

    // pending → expired → cancelled may change under us: re-read and retry from the status it has now.
    for (let attempt = 0; row && attempt < 3 && isPayable(row.status); attempt++) {
      const paid = await movePaid(trx, row, input, at);
      if (paid) return { transitioned: true, duplicateEvent: false, ...paid };
      row = await select();
    }
    return { transitioned: false, duplicateEvent: false, order: row ? toOrder(row) : undefined, queued: false };
  });
}

/** A payment_events id for "this order was told about this mismatch", short enough for the column. */
function mismatchKey(orderId: string, reason: string): string {
  return `mismatch:${orderId}:${createHash("sha256").update(reason).digest("hex").slice(0, 16)}`;
}

/** One move to paid from the status the row was read with; undefined if it changed meanwhile. */
async function movePaid(
  trx: Transaction<Database>,
  row: OrderRow,
  input: MarkPaidInput,
  at: string,
): Promise<{ order: Order; lateFrom?: LatePayment; promoSpent: boolean; queued: boolean } | undefined> {
  const lateFrom = latePaymentFrom(row.status) ?? undefined;
  const moved = {
    status: "paid" as const,
    paid_at: at,
    updated_at: at,
    provider_payment_ref: input.paymentRef ?? row.provider_payment_ref,
  };
  const updated = await trx
    .updateTable("orders")
    .set(moved)
    .where("id", "=", row.id)
    .where("status", "=", row.status)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return undefined;
  // Under the order's row lock, so only the call that moved it takes the promo use back.
  const promo = await retakeReleasedUse(trx, row.id, input.now);
  const notice = paidNotice(lateFrom, promo, input.reported.provider);
  const changes = {
    ...moved,
    payment_issue: notice ? paymentIssueText(notice, { totalCents: row.total_cents }) : row.payment_issue,
  };
  if (notice)
    await trx.updateTable("orders").set({ payment_issue: changes.payment_issue }).where("id", "=", row.id).execute();
  const order = toOrder({ ...row, ...changes });
  const emails = [...(await input.emails(trx, order)), ...(notice ? input.notices(order, notice) : [])];
  for (const email of emails) await enqueueEmail(trx, { ...email, now: input.now, orderId: row.id });
  const posted = await queueDiscordPost(trx, paidOrderEvent(order, notice !== undefined, input.now), input.now);
  await input.onPaid?.(trx, order);
  return { order, lateFrom, promoSpent: promo.kind === "spent", queued: emails.length > 0 || posted };
}

/** What the shop is told about a payment besides the receipt: a late one, or one whose promo code was spent by then. */
function paidNotice(from: LatePayment | undefined, promo: PaidPromoUse, provider: string): PaymentNotice | undefined {
  if (promo.kind === "spent")
    return { kind: "promo-spent", from: from ?? null, provider, code: promo.code, reason: promo.reason };
  return from && { kind: "late-payment", from, provider };
}

export async function markOrderCancelled(providerRef: string, now: Date): Promise<boolean> {
  const { db } = getDatabase();
  return db.transaction().execute(async (trx) => {
    const cancelled = await trx
      .updateTable("orders")
      .set({ status: "cancelled", updated_at: now.toISOString() })
      .where("provider_ref", "=", providerRef)
      .where("status", "=", "pending")
      .returning("id")
      .executeTakeFirst();
    // A cancelled order gives its promo code's use back.
    if (cancelled) await releasePromoUse(trx, cancelled.id, now);
    return cancelled !== undefined;
  });
}

/** Records that the purchase event was sent; true only for the call that recorded it. */
export async function markPurchaseRecorded(providerRef: string, now: Date): Promise<boolean> {
  await ensureDatabaseReady();
  const { db } = getDatabase();
  const result = await db
    .updateTable("orders")
    .set({ purchase_recorded: 1, updated_at: now.toISOString() })
    .where("provider_ref", "=", providerRef)
    .where("status", "=", "paid")
    .where("purchase_recorded", "=", 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
