import { goldTenthsOfLines } from "@/domain/gold/gold-units";
import "server-only";
import { type Selectable, sql, type Updateable } from "kysely";
import type { FulfilmentStatus } from "@/domain/admin/fulfilment";
import type { OrderStatus } from "@/domain/checkout/purchase";
import type { OrderLine, OrderTotals } from "@/domain/checkout/reprice";
import { type GoldPromise, parseGoldPromise, serializeGoldPromise } from "@/domain/gold/gold-promise";
import type { Executor } from "../database";
import type { OrdersTable } from "../schema";

/*
 * Every write on orders. Money moves are conditional UPDATEs naming the status (or version) they
 * move from, so of two racing callers one moves the row and the other sees 0 rows changed; the
 * services in src/server/orders and src/server/checkout compose these inside their transactions.
 */

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
  /** The gold delivery promise it was placed with; null without gold (or from before promises). */
  goldPromise: GoldPromise | null;
  /** Paid with OSRS gold: the gold asked, in tenths of a million; null for any other method. */
  goldPaymentTenths: number | null;
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
    goldPromise: parseGoldPromise(row.gold_promise) ?? null,
    goldPaymentTenths: row.gold_payment_tenths === null ? null : Number(row.gold_payment_tenths),
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
> &
  Partial<Pick<Order, "goldPromise" | "goldPaymentTenths">>;

/** The row of a new order: pending, nothing paid, refunded or recorded yet. */
export function newOrderRow(order: NewOrder, at: string) {
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
    gold_tenths: goldTenthsOfLines(order.lines),
    gold_promise: order.goldPromise ? serializeGoldPromise(order.goldPromise) : null,
    gold_payment_tenths: order.goldPaymentTenths ?? null,
  };
}

/** The Order a new row reads back as once stored (what createManualOrderOnce answers without a read). */
export function storedNewOrder(order: NewOrder, repeatKey: string, at: string): Order {
  return toOrder({
    ...newOrderRow(order, at),
    repeat_key: repeatKey,
    refunded_cents: 0,
    fulfilment: "queued",
    refund_pending_cents: 0,
    tracking_version: 0,
    step_emails: 1,
    trade_world: null,
    trade_place: null,
    trade_rsn: null,
    assigned_operator_id: null,
  });
}

export async function insertOrder(db: Executor, order: NewOrder, at: string): Promise<void> {
  await db.insertInto("orders").values(newOrderRow(order, at)).execute();
}

/** An older or settled order gives its repeat key up, so the unique index admits one order per key at a time. */
export async function releaseRepeatKey(db: Executor, repeatKey: string, windowStart: Date): Promise<void> {
  await db
    .updateTable("orders")
    .set({ repeat_key: null })
    .where("repeat_key", "=", repeatKey)
    .where((eb) => eb.or([eb("status", "!=", "pending"), eb("created_at", "<", windowStart.toISOString())]))
    .execute();
}

/** Inserts the order under its repeat key unless another holds it; true when this call inserted it. */
export async function insertOrderWithRepeatKey(
  db: Executor,
  order: NewOrder,
  repeatKey: string,
  at: string,
): Promise<boolean> {
  const inserted = await db
    .insertInto("orders")
    .values({ ...newOrderRow(order, at), repeat_key: repeatKey })
    .onConflict((conflict) => conflict.column("repeat_key").doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function getOrderRowByRepeatKey(db: Executor, repeatKey: string): Promise<OrderRow> {
  return db.selectFrom("orders").selectAll().where("repeat_key", "=", repeatKey).executeTakeFirstOrThrow();
}

export async function getOrderRowById(db: Executor, id: string): Promise<OrderRow | undefined> {
  return db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function getOrderRowByProviderRef(db: Executor, providerRef: string): Promise<OrderRow | undefined> {
  return db.selectFrom("orders").selectAll().where("provider_ref", "=", providerRef).executeTakeFirst();
}

export async function getOrderRowByPaymentRef(db: Executor, paymentRef: string): Promise<OrderRow | undefined> {
  return db.selectFrom("orders").selectAll().where("provider_payment_ref", "=", paymentRef).executeTakeFirst();
}

/** The row re-read inside a transaction that has just changed it. */
export async function rereadOrderRow(db: Executor, id: string): Promise<OrderRow> {
  return db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

/** Whether an order with this id exists (its id, or undefined). */
export async function getOrderIdById(db: Executor, id: string): Promise<{ id: string } | undefined> {
  return db.selectFrom("orders").select("id").where("id", "=", id).executeTakeFirst();
}

export async function setOrderProviderRefById(
  db: Executor,
  orderId: string,
  providerRef: string,
  at: string,
): Promise<void> {
  await db.updateTable("orders").set({ provider_ref: providerRef, updated_at: at }).where("id", "=", orderId).execute();
}

/** A manual order's own provider ref, set only the first time (it has none yet). */
export async function setProviderRefIfNone(db: Executor, orderId: string, providerRef: string): Promise<void> {
  await db
    .updateTable("orders")
    .set({ provider_ref: providerRef })
    .where("id", "=", orderId)
    .where("provider_ref", "is", null)
    .execute();
}

/** Moves the order to paid only from the status it was read with; false if it changed meanwhile. */
export async function moveOrderToPaid(
  db: Executor,
  orderId: string,
  from: OrderStatus,
  moved: { status: "paid"; paid_at: string; updated_at: string; provider_payment_ref: string | null },
): Promise<boolean> {
  const updated = await db
    .updateTable("orders")
    .set(moved)
    .where("id", "=", orderId)
    .where("status", "=", from)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

export async function setOrderPaymentIssue(db: Executor, orderId: string, issue: string | null): Promise<void> {
  await db.updateTable("orders").set({ payment_issue: issue }).where("id", "=", orderId).execute();
}

/** The payment issue with any other columns in `set`, and updated_at. */
export async function setOrderPaymentIssueWith(
  db: Executor,
  orderId: string,
  changes: Updateable<OrdersTable>,
): Promise<void> {
  await db.updateTable("orders").set(changes).where("id", "=", orderId).execute();
}

/** Cancels the order only while pending; its id when this call cancelled it. */
export async function cancelPendingOrder(
  db: Executor,
  providerRef: string,
  at: string,
): Promise<{ id: string } | undefined> {
  return db
    .updateTable("orders")
    .set({ status: "cancelled", updated_at: at })
    .where("provider_ref", "=", providerRef)
    .where("status", "=", "pending")
    .returning("id")
    .executeTakeFirst();
}

/** An unpaid order cancelled by an operator, only while pending; true when this call cancelled it. */
export async function cancelPendingOrderById(db: Executor, orderId: string, at: string): Promise<boolean> {
  const cancelled = await db
    .updateTable("orders")
    .set({ status: "cancelled", updated_at: at })
    .where("id", "=", orderId)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Number(cancelled.numUpdatedRows) === 1;
}

/** Records that the purchase event was sent; true only for the call that recorded it. */
export async function setPurchaseRecorded(db: Executor, providerRef: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable("orders")
    .set({ purchase_recorded: 1, updated_at: at })
    .where("provider_ref", "=", providerRef)
    .where("status", "=", "paid")
    .where("purchase_recorded", "=", 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Takes the order's row lock and checks it is still in one of `statuses` (a no-op write): true when
 * it is. PostgreSQL holds the lock to the end of the transaction; SQLite runs one writer at a time.
 */
export async function lockOrderInStatus(
  db: Executor,
  orderId: string,
  statuses: readonly OrderStatus[],
): Promise<boolean> {
  const locked = await db
    .updateTable("orders")
    .set((eb) => ({ status: eb.ref("status") }))
    .where("id", "=", orderId)
    .where("status", "in", statuses)
    .executeTakeFirst();
  return Number(locked.numUpdatedRows) === 1;
}

/**
 * A manual payment's write on its order: takes the row lock while the order still waits for its
 * money, and bumps tracking_version, as the customer's page shows what was received and what is
 * left. False when the order is no longer payable (another operator's payment covered it meanwhile).
 */
export async function lockPayableOrderForPayment(
  db: Executor,
  orderId: string,
  payable: readonly OrderStatus[],
  at: string,
): Promise<boolean> {
  const locked = await db
    .updateTable("orders")
    .set((eb) => ({ tracking_version: eb("tracking_version", "+", 1), updated_at: at }))
    .where("id", "=", orderId)
    .where("status", "in", payable)
    .executeTakeFirst();
  return Number(locked.numUpdatedRows) === 1;
}

/** Takes the order's row lock (PostgreSQL; SQLite runs one write transaction at a time). */
export async function lockOrderRow(db: Executor, orderId: string): Promise<void> {
  await db
    .updateTable("orders")
    .set((eb) => ({ refund_pending_cents: eb.ref("refund_pending_cents") }))
    .where("id", "=", orderId)
    .execute();
}

/**
 * Adds a refund to the running total in SQL, so two refunds arriving together both count; a
 * cumulative figure replaces it only when larger. True when a row changed.
 */
export async function addRefundedCents(
  db: Executor,
  orderId: string,
  refund: { amountCents: number; cumulative: boolean },
): Promise<boolean> {
  const counted = await db
    .updateTable("orders")
    .set((eb) => ({
      refunded_cents: refund.cumulative ? refund.amountCents : eb("refunded_cents", "+", refund.amountCents),
    }))
    .where("id", "=", orderId)
    .$if(refund.cumulative, (update) => update.where("refunded_cents", "<", refund.amountCents))
    .executeTakeFirst();
  return Number(counted.numUpdatedRows) !== 0;
}

/** Moves the order to refunded from any of `from`; true when this call moved it. */
export async function moveOrderToRefunded(
  db: Executor,
  orderId: string,
  from: readonly OrderStatus[],
  at: string,
): Promise<boolean> {
  const moved = await db
    .updateTable("orders")
    .set({ status: "refunded", refunded_at: at, updated_at: at })
    .where("id", "=", orderId)
    .where("status", "in", from)
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}

export async function setOrderDisputedAt(db: Executor, orderId: string, at: string): Promise<void> {
  await db.updateTable("orders").set({ disputed_at: at, updated_at: at }).where("id", "=", orderId).execute();
}

/** Moves the order to disputed from any of `from`; true when this call moved it. */
export async function moveOrderToDisputed(
  db: Executor,
  orderId: string,
  from: readonly OrderStatus[],
): Promise<boolean> {
  const moved = await db
    .updateTable("orders")
    .set({ status: "disputed" })
    .where("id", "=", orderId)
    .where("status", "in", from)
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}

/** Moves a disputed order to `next` (a closed dispute's outcome); true when this call moved it. */
export async function moveDisputedOrder(
  db: Executor,
  orderId: string,
  next: OrderStatus,
  at: string,
): Promise<boolean> {
  const moved = await db
    .updateTable("orders")
    .set({ status: next, updated_at: at })
    .where("id", "=", orderId)
    .where("status", "=", "disputed")
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}

/**
 * Reserves `amountCents` of a paid order for a refund: one UPDATE, only while refunded + pending +
 * amount stays within the total (the database re-checks the row each UPDATE waits for).
 */
export async function reserveRefundCents(
  db: Executor,
  orderId: string,
  amountCents: number,
  /**
   * A cancel's refund: reserved only while no other refund is on its way and the work is not
   * cancelled or delivered, so two operators cancelling at once refund once (the order is
   * cancelled in the transaction that releases this reservation).
   */
  forCancel = false,
): Promise<boolean> {
  const reserved = await db
    .updateTable("orders")
    .set((eb) => ({ refund_pending_cents: eb("refund_pending_cents", "+", amountCents) }))
    .where("id", "=", orderId)
    .where("status", "=", "paid")
    .where((eb) =>
      eb(eb(eb("refunded_cents", "+", eb.ref("refund_pending_cents")), "+", amountCents), "<=", eb.ref("total_cents")),
    )
    .$if(forCancel, (update) =>
      update.where("refund_pending_cents", "=", 0).where("fulfilment", "in", ["queued", "in_progress", "paused"]),
    )
    .executeTakeFirst();
  return Number(reserved.numUpdatedRows) === 1;
}

/** Gives a refund's reservation back. */
export async function releaseRefundCents(db: Executor, orderId: string, amountCents: number): Promise<void> {
  await db
    .updateTable("orders")
    .set((eb) => ({ refund_pending_cents: eb("refund_pending_cents", "-", amountCents) }))
    .where("id", "=", orderId)
    .execute();
}

export async function getOrderRefundState(
  db: Executor,
  orderId: string,
): Promise<{ status: OrderStatus; refunded_cents: number }> {
  return db
    .selectFrom("orders")
    .select(["status", "refunded_cents"])
    .where("id", "=", orderId)
    .executeTakeFirstOrThrow();
}

/** What a step or a trade change reads of the order. */
export async function getOrderForStep(db: Executor, orderId: string) {
  return db
    .selectFrom("orders")
    .select([
      "id",
      "reference",
      "email",
      "test_mode",
      "status",
      "method",
      "gold_payment_tenths",
      "fulfilment",
      "tracking_version",
      "step_emails",
      "lines_json",
      "trade_world",
      "trade_place",
      "trade_rsn",
      "paid_at",
      "gold_tenths",
      "rsn",
    ])
    .where("id", "=", orderId)
    .executeTakeFirst();
}

/**
 * Bumps the order's tracking version (the customer's live page shows the change) and takes its row
 * lock (PostgreSQL; SQLite runs one write transaction at a time): a gold delivery is written by one
 * operator at a time per order. False when there is no such order.
 */
export async function bumpTrackingVersion(db: Executor, orderId: string, at: string): Promise<boolean> {
  const updated = await db
    .updateTable("orders")
    .set((eb) => ({ tracking_version: eb("tracking_version", "+", 1), updated_at: at }))
    .where("id", "=", orderId)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** The new step, only over the tracking version read: of two operators one wins. */
export async function setOrderFulfilment(
  db: Executor,
  orderId: string,
  input: { step: FulfilmentStatus; readVersion: number; at: string },
): Promise<boolean> {
  const updated = await db
    .updateTable("orders")
    .set({ fulfilment: input.step, tracking_version: Number(input.readVersion) + 1, updated_at: input.at })
    .where("id", "=", orderId)
    .where("tracking_version", "=", input.readVersion)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** A gold order's trade details, only over the tracking version read: of two operators one wins. */
export async function setOrderTrade(
  db: Executor,
  orderId: string,
  input: { trade: { world: number; place: string; traderRsn: string }; readVersion: number; at: string },
): Promise<boolean> {
  const updated = await db
    .updateTable("orders")
    .set({
      trade_world: input.trade.world,
      trade_place: input.trade.place,
      trade_rsn: input.trade.traderRsn,
      tracking_version: Number(input.readVersion) + 1,
      updated_at: input.at,
    })
    .where("id", "=", orderId)
    .where("tracking_version", "=", input.readVersion)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** The customer's step-email choice; a real change bumps tracking_version, the same choice writes nothing. */
export async function setOrderStepEmails(db: Executor, orderId: string, enabled: boolean, at: string): Promise<void> {
  const value = enabled ? 1 : 0;
  await db
    .updateTable("orders")
    .set((eb) => ({
      step_emails: value,
      tracking_version: eb("tracking_version", "+", 1),
      updated_at: at,
    }))
    .where("id", "=", orderId)
    .where("step_emails", "!=", value)
    .execute();
}

/** The columns whose change shows on the customer's page, per order (the live poll's stamps). */
export async function getTrackingStampRows(db: Executor, orderIds: readonly string[]) {
  return db
    .selectFrom("orders")
    .select(["id", "tracking_version", "status", "paid_at", "refunded_cents", "fulfilment"])
    .where("id", "in", [...orderIds])
    .execute();
}

export async function getOrderContactByReference(db: Executor, reference: string) {
  return db
    .selectFrom("orders")
    .select(["id", "reference", "email", "test_mode"])
    .where("reference", "=", reference)
    .executeTakeFirst();
}

export async function getOrderContactById(db: Executor, orderId: string) {
  return db
    .selectFrom("orders")
    .select(["email", "reference", "test_mode"])
    .where("id", "=", orderId)
    .executeTakeFirst();
}

export async function getOrderReferenceById(db: Executor, orderId: string) {
  return db.selectFrom("orders").select("reference").where("id", "=", orderId).executeTakeFirst();
}

/**
 * Pending orders created before `createdBefore` become expired, at most `limit` of them; only
 * pending ones, so a paid order never is.
 */
export async function expirePendingOrderBatch(
  db: Executor,
  createdBefore: string,
  now: Date,
  limit: number,
): Promise<number> {
  const result = await db
    .updateTable("orders")
    .set({ status: "expired", updated_at: now.toISOString() })
    .where("id", "in", (eb) =>
      eb
        .selectFrom("orders")
        .select("id")
        .where("status", "=", "pending")
        .where("created_at", "<", createdBefore)
        // Part of its money has come (a manual part payment): the customer is paying, not gone.
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom("order_payments")
                .select("order_payments.id")
                .whereRef("order_payments.order_id", "=", "orders.id"),
            ),
          ),
        )
        .limit(limit),
    )
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Whether an order was placed from the cart since it last changed. */
/** An order placed by the address (normalised, as lower(email) is indexed) at or after `since`. */
export async function getOrderOfAddressSince(db: Executor, email: string, since: string) {
  return db
    .selectFrom("orders")
    .select("id")
    .where(sql<string>`lower(email)`, "=", email)
    .where("created_at", ">=", since)
    .limit(1)
    .executeTakeFirst();
}

export async function getOrderOfCartSince(db: Executor, cartUuid: string, since: string) {
  return db
    .selectFrom("orders")
    .select("id")
    .where("cart_uuid", "=", cartUuid)
    .where("created_at", ">=", since)
    .executeTakeFirst();
}

/** The order's reference and who it is assigned to, for an assignment. */
export async function getOrderAssignee(db: Executor, orderId: string) {
  return db
    .selectFrom("orders")
    .select(["id", "reference", "assigned_operator_id"])
    .where("id", "=", orderId)
    .executeTakeFirst();
}

/**
 * The order's assignee, only over the one read (null: nobody): of two operators assigning at once
 * one writes, the other finds the change and decides again.
 */
export async function setOrderAssignee(
  db: Executor,
  orderId: string,
  input: { operatorId: string | null; readOperatorId: string | null; at: string },
): Promise<boolean> {
  const updated = await db
    .updateTable("orders")
    .set({ assigned_operator_id: input.operatorId, updated_at: input.at })
    .where("id", "=", orderId)
    .where((eb) =>
      input.readOperatorId === null
        ? eb("assigned_operator_id", "is", null)
        : eb("assigned_operator_id", "=", input.readOperatorId),
    )
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** The references of the orders named (a bulk action's answer names each order by it). */
export async function getOrderReferencesByIds(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom("orders")
    .select(["id", "reference"])
    .where("id", "in", [...ids])
    .execute();
}
