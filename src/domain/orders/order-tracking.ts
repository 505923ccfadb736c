import type { FulfilmentStatus } from "@/domain/admin/fulfilment";
import type { OrderStatus } from "@/domain/checkout/purchase";
import { type GoldPromise, goldPromiseSentence } from "@/domain/gold/gold-promise";
import { GOLD_SKU } from "@/domain/gold/gold-sku";
import type { PayToLine } from "@/domain/settings/payment-details";
import type { Progress, ProgressUnit } from "./order-progress";
import { isProgressUnit } from "./order-progress";

/*
 * What an order's private page shows: the order as the customer bought it, what money
 * did, and the steps of the work as the operator set them. Built from the stored rows only; the
 * page, its JSON and its live stream all send this shape, so a live update is a whole new view
 * (no patching on the client), stamped with the order's tracking version.
 */

export type TrackingStep = {
  id: string;
  step: FulfilmentStatus;
  at: string;
  progress: Progress | null;
  /** Why the work was paused; null for other steps. */
  reason: string | null;
};

export type TrackingLine = { sku: string; name: string; subName: string; count: number; payableCents: number };

export type TradeDetails = { world: number; place: string; traderRsn: string };

/** A gold order's gold as the customer follows it: what was ordered, what is traded so far, each trade's amount and time. */
export type GoldDeliveryView = {
  orderedTenths: number;
  deliveredTenths: number;
  /** Oldest first; the shop's own account that traded stays in the back office. */
  deliveries: { id: string; tenths: number; at: string }[];
};

export type OrderTrackingView = {
  reference: string;
  createdAt: string;
  /** The RuneScape name the order is for (a gold order's gold is traded to it); "" when none was given. */
  rsn: string;
  payment: { status: OrderStatus; paidAt: string | null; refundedCents: number; method: string };
  lines: TrackingLine[];
  totals: {
    subtotalCents: number;
    discountCents: number;
    promo: { code: string; cents: number } | null;
    totalCents: number;
    currency: string;
  };
  fulfilment: FulfilmentStatus;
  /** The latest figure reported while the work is in progress or paused; null otherwise. */
  progress: Progress | null;
  /** The reason of the current pause; null unless paused. */
  pausedReason: string | null;
  /** Why the order was cancelled (the cancel's reason) or else refunded (the latest refund's); null when not said. */
  moneyReason: string | null;
  /** Oldest first. */
  steps: TrackingStep[];
  /** Whether the order buys gold: the page then has a place for the trade's details. */
  isGold: boolean;
  /** Set only once the operator has given all three. */
  trade: TradeDetails | null;
  /** A gold order's deliveries; null for an order without gold. */
  gold: GoldDeliveryView | null;
  /** Whether the customer gets an email at each step. */
  stepEmails: boolean;
  /** Bumped by every change this view shows; a live page keeps the highest it has seen. */
  version: number;
  /**
   * A manual method's order: what has come of its money so far, what is left to pay, and where to pay
   * it (the shop's details for the method; none set: the team sends them); null for a provider's.
   */
  manualPayment: {
    receivedCents: number;
    balanceCents: number;
    payTo: PayToLine[];
    instructions: string | null;
  } | null;
  /** A gold order's delivery promise as it was made when the order was placed; null without one. */
  goldPromise: string | null;
  /** Paid with OSRS gold: the gold asked, in tenths of a million (traded to our trader in game); null otherwise. */
  goldPayment: { askedTenths: number } | null;
};

export type TrackingOrderSource = {
  reference: string;
  createdAt: string;
  rsn?: string;
  status: OrderStatus;
  paidAt: string | null;
  refundedCents: number;
  method: string;
  lines: readonly TrackingLine[];
  subtotalCents: number;
  discountCents: number;
  promo: { code: string; cents: number } | null;
  totalCents: number;
  currency: string;
  fulfilment: FulfilmentStatus;
  stepEmails: boolean;
  trade: { world: number | null; place: string | null; traderRsn: string | null };
  version: number;
  /** The reason of the latest refund counted (order_refunds), if the operator gave one. */
  refundReason?: string | null;
  /** What the manual payments recorded add up to; null for a provider's order. */
  manualReceivedCents?: number | null;
  /** Where a manual method's customer pays (the shop's settings). */
  manualPayTo?: { lines: PayToLine[]; instructions: string | null };
  /** The promise stored with the order (orders.gold_promise, read back). */
  goldPromise?: GoldPromise;
  /** Paid with OSRS gold: the gold asked, in tenths of a million. */
  goldPaymentTenths?: number | null;
  /** A gold order's position and deliveries, from the stock ledger. */
  gold?: GoldDeliveryView | null;
};

export type TrackingStepSource = {
  id: string;
  step: FulfilmentStatus;
  createdAt: string;
  progressDone: number | null;
  progressTarget: number | null;
  progressUnit: string | null;
  reason: string | null;
};

function stepProgress(row: TrackingStepSource): Progress | null {
  if (row.progressDone === null || row.progressTarget === null || row.progressUnit === null) return null;
  if (!isProgressUnit(row.progressUnit)) return null;
  return { done: row.progressDone, target: row.progressTarget, unit: row.progressUnit as ProgressUnit };
}

/** Steps in the order they were set; rows at the same instant keep their stored order. */
export function buildTrackingView(
  order: TrackingOrderSource,
  stepRows: readonly TrackingStepSource[],
): OrderTrackingView {
  const steps = stepRows
    .map((row, index) => ({ row, index }))
    .sort((a, b) =>
      a.row.createdAt === b.row.createdAt ? a.index - b.index : a.row.createdAt < b.row.createdAt ? -1 : 1,
    )
    .map(({ row }) => ({
      id: row.id,
      step: row.step,
      at: row.createdAt,
      progress: stepProgress(row),
      reason: row.step === "paused" ? row.reason : null,
    }));
  const working = order.fulfilment === "in_progress" || order.fulfilment === "paused";
  const latestProgress = working
    ? ([...steps].reverse().find((step) => step.progress !== null)?.progress ?? null)
    : null;
  const latest = steps.at(-1);
  const cancelReason =
    order.fulfilment === "cancelled"
      ? ([...stepRows].reverse().find((row) => row.step === "cancelled")?.reason ?? null)
      : null;
  const { world, place, traderRsn } = order.trade;
  return {
    reference: order.reference,
    createdAt: order.createdAt,
    rsn: order.rsn ?? "",
    payment: {
      status: order.status,
      paidAt: order.paidAt,
      refundedCents: order.refundedCents,
      method: order.method,
    },
    lines: order.lines.map(({ sku, name, subName, count, payableCents }) => ({
      sku,
      name,
      subName,
      count,
      payableCents,
    })),
    totals: {
      subtotalCents: order.subtotalCents,
      discountCents: order.discountCents,
      promo: order.promo,
      totalCents: order.totalCents,
      currency: order.currency,
    },
    fulfilment: order.fulfilment,
    progress: latestProgress,
    pausedReason: order.fulfilment === "paused" && latest?.step === "paused" ? latest.reason : null,
    moneyReason: cancelReason ?? (order.refundedCents > 0 ? (order.refundReason ?? null) : null),
    steps,
    isGold: order.lines.some((line) => line.sku === GOLD_SKU),
    trade: world !== null && place && traderRsn ? { world, place, traderRsn } : null,
    gold: order.gold
      ? {
          orderedTenths: order.gold.orderedTenths,
          deliveredTenths: order.gold.deliveredTenths,
          deliveries: [...order.gold.deliveries].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0)),
        }
      : null,
    stepEmails: order.stepEmails,
    version: order.version,
    manualPayment:
      order.manualReceivedCents == null
        ? null
        : {
            receivedCents: order.manualReceivedCents,
            balanceCents: Math.max(0, order.totalCents - order.manualReceivedCents),
            payTo: order.manualPayTo?.lines ?? [],
            instructions: order.manualPayTo?.instructions ?? null,
          },
    goldPromise: order.goldPromise ? goldPromiseSentence(order.goldPromise) : null,
    goldPayment: order.goldPaymentTenths == null ? null : { askedTenths: order.goldPaymentTenths },
  };
}
