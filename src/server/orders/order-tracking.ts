import "server-only";
import { isGoldPayment } from "@/domain/checkout/gold-payment";
import { MANUAL_METHODS } from "@/domain/checkout/methods";
import type { OrderLine } from "@/domain/checkout/reprice";
import { parseGoldPromise } from "@/domain/gold/gold-promise";
import { buildTrackingView, type OrderTrackingView } from "@/domain/orders/order-tracking";
import { payToFor } from "@/domain/settings/payment-details";
import { database, type Executor } from "../db/database";
import { getReceivedCentsOfOrder } from "../db/queries/order-payments";
import { getLatestRefundReason } from "../db/queries/order-refunds";
import { getStepsOfOrder } from "../db/queries/order-steps";
import { getOrderRowById, getTrackingStampRows, setOrderStepEmails } from "../db/queries/orders";
import { orderGold } from "../gold/gold-ledger";
import { paymentDetails } from "../settings/payment-details";
import { checkOrderAccess, type OrderAccess, orderLinkRule } from "./access-tokens";

/** The customer's view of one order, from its row and its steps; undefined when there is no such order. */
export async function trackingViewById(db: Executor, orderId: string): Promise<OrderTrackingView | undefined> {
  const row = await getOrderRowById(db, orderId);
  if (!row) return undefined;
  // A gold payment is counted in millions and traded in game: no dollar balance, no account to pay to.
  const manual = MANUAL_METHODS.some((method) => method === row.method) && !isGoldPayment(row.method);
  const goldTenths = Number(row.gold_tenths);
  const [steps, manualReceivedCents, details, refundReason, gold] = await Promise.all([
    getStepsOfOrder(db, orderId),
    manual ? getReceivedCentsOfOrder(db, orderId) : null,
    manual ? paymentDetails(db) : null,
    Number(row.refunded_cents) > 0 ? getLatestRefundReason(db, orderId) : null,
    goldTenths > 0 ? orderGold(db, orderId, goldTenths) : null,
  ]);
  const lines = JSON.parse(row.lines_json) as OrderLine[];
  return buildTrackingView(
    {
      reference: row.reference,
      createdAt: row.created_at,
      rsn: row.rsn,
      status: row.status,
      paidAt: row.paid_at,
      refundedCents: Number(row.refunded_cents),
      method: row.method,
      lines,
      subtotalCents: row.subtotal_cents,
      discountCents: row.discount_cents,
      promo: row.promo_code ? { code: row.promo_code, cents: Number(row.promo_cents) } : null,
      totalCents: row.total_cents,
      currency: row.currency,
      fulfilment: row.fulfilment,
      stepEmails: Number(row.step_emails) === 1,
      trade: {
        world: row.trade_world === null ? null : Number(row.trade_world),
        place: row.trade_place,
        traderRsn: row.trade_rsn,
      },
      version: Number(row.tracking_version),
      refundReason,
      manualReceivedCents,
      manualPayTo: details ? payToFor(row.method, details) : undefined,
      goldPromise: parseGoldPromise(row.gold_promise),
      goldPaymentTenths: row.gold_payment_tenths === null ? null : Number(row.gold_payment_tenths),
      gold: gold && {
        orderedTenths: gold.orderedTenths,
        deliveredTenths: gold.deliveredTenths,
        deliveries: gold.deliveries.map(({ id, tenths, happenedAt }) => ({ id, tenths, at: happenedAt })),
      },
    },
    steps.map((step) => ({
      id: step.id,
      step: step.step,
      createdAt: step.created_at,
      progressDone: step.progress_done === null ? null : Number(step.progress_done),
      progressTarget: step.progress_target === null ? null : Number(step.progress_target),
      progressUnit: step.progress_unit,
      reason: step.reason,
    })),
  );
}

/**
 * The order a link opens, as its page shows it; null when the reference and token do not open
 * one now (unknown reference, wrong, missing or expired token).
 */
export async function readOrderTracking(reference: unknown, token: unknown): Promise<OrderTrackingView | null> {
  const opened = await openOrderTracking(reference, token);
  return opened.kind === "open" ? opened.view : null;
}

export type OpenedOrder =
  | { kind: "open"; orderId: string; view: OrderTrackingView }
  | { kind: "expired" }
  | { kind: "none" };

/** What a link opens: the order's view with its id (the live stream watches it by id), an expired link, or nothing. */
export async function openOrderTracking(reference: unknown, token: unknown, now = new Date()): Promise<OpenedOrder> {
  const access = await orderAccessForLink(reference, token, now);
  if (access.kind !== "open") return access;
  const view = await trackingViewById((await database()).db, access.orderId);
  return view ? { kind: "open", orderId: access.orderId, view } : { kind: "none" };
}

/** What a link opens (one read by the token's hash), before any view is read: a stream checks its cap in between. */
export async function orderAccessForLink(reference: unknown, token: unknown, now = new Date()): Promise<OrderAccess> {
  const { db } = await database();
  return checkOrderAccess(db, reference, token, await orderLinkRule(now));
}

/**
 * A stamp per order that changes whenever its page would (absent ids are left out): the live poll.
 * Steps, the trade and the email choice bump tracking_version; payment changes are read from their
 * own columns, so no payment path has to remember the customer's page.
 */
export async function trackingStamps(orderIds: readonly string[]): Promise<Map<string, string>> {
  if (orderIds.length === 0) return new Map();
  const { db } = await database();
  const rows = await getTrackingStampRows(db, orderIds);
  return new Map(
    rows.map((row) => [
      row.id,
      [row.tracking_version, row.status, row.paid_at ?? "", row.refunded_cents, row.fulfilment].join("|"),
    ]),
  );
}

/**
 * The customer's choice of an email at each step (the step emails read orders.step_emails). A real
 * change bumps tracking_version, so every open page of the order shows it; the same choice twice
 * writes nothing. Answers the order's view after the change.
 */
export async function setStepEmails(
  orderId: string,
  enabled: boolean,
  now = new Date(),
): Promise<OrderTrackingView | undefined> {
  const { db } = await database();
  await setOrderStepEmails(db, orderId, enabled, now.toISOString());
  return trackingViewById(db, orderId);
}
