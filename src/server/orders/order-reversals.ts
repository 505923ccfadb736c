import "server-only";
import type { Transaction } from "kysely";
import {
  DISPUTABLE_STATUSES,
  isFullRefund,
  isRefundable,
  REFUNDABLE_STATUSES,
  statusAfterDispute,
} from "@/domain/checkout/order-transitions";
import type { PaymentNotice } from "@/domain/checkout/payment-notices";
import type { OrderStatus } from "@/domain/checkout/purchase";
import { recordAudit } from "@/server/db/queries/audit-log";
import { database } from "../db/database";
import { endPendingRefund, getPendingRefund, getRefundReasonByProviderRefundId } from "../db/queries/order-refunds";
import {
  addRefundedCents,
  getOrderRowByPaymentRef,
  getOrderRowByProviderRef,
  lockOrderRow,
  moveDisputedOrder,
  moveOrderToDisputed,
  moveOrderToRefunded,
  type Order,
  type OrderRow,
  releaseRefundCents,
  rereadOrderRow,
  setOrderDisputedAt,
  toOrder,
} from "../db/queries/orders";
import { getRecordedEventIds, recordPaymentEvent } from "../db/queries/payment-events";
import type { Database } from "../db/schema";
import { releaseGoldOfOrderIn } from "../gold/gold-ledger";
import type { DisputeReport, PaymentMatch, RefundReport } from "../payments/payment-provider";
import { releasePromoUse } from "../promotions/promo-redemptions";
import type { NoticeEmails } from "./mark-order-paid";
import { recordPaymentIssue } from "./payment-issues";
import { queueRefundEmail } from "./refund-email-sender";

/*
 * Money going back: refunds and disputes. Each event is recorded once (payment_events), each
 * status move names its from-statuses in the UPDATE's WHERE, and the shop is told in the same
 * transaction. None of this touches purchase_recorded, and a refunded or disputed order is not
 * "paid", so the purchase event can never fire for it again.
 */

export type ReversalResult = {
  duplicateEvent: boolean;
  order: Order | undefined;
  /** The status the order moved to, if it moved. */
  movedTo?: OrderStatus;
  queued: boolean;
};

type ReversalInput = {
  provider: string;
  /** The id that makes it count once: the event's, or for Square refunds the refund's. */
  event: { id: string; type: string };
  match: PaymentMatch;
  now: Date;
  notices: NoticeEmails;
  /** Runs in the same transaction once the event is recorded (not for a repeat): the back office's own rows. */
  within?: (trx: Transaction<Database>, result: ReversalResult) => Promise<void>;
};

/** A refund or dispute names the payment (orders.provider_payment_ref), and sometimes the checkout. */
async function findOrder(trx: Transaction<Database>, match: PaymentMatch): Promise<OrderRow | undefined> {
  if (match.paymentRef) {
    const byPayment = await getOrderRowByPaymentRef(trx, match.paymentRef);
    if (byPayment) return byPayment;
  }
  if (!match.providerRef) return undefined;
  return getOrderRowByProviderRef(trx, match.providerRef);
}

/**
 * The frame both reversals share: one transaction, the event recorded once (a repeat changes
 * nothing), and an event about no order of ours acknowledged without acting.
 */
async function onceForOrder(
  input: ReversalInput,
  act: (trx: Transaction<Database>, found: OrderRow, at: string) => Promise<ReversalResult>,
): Promise<ReversalResult> {
  const { db } = await database();
  return db.transaction().execute((trx) => onceForOrderIn(trx, input, act));
}

async function onceForOrderIn(
  trx: Transaction<Database>,
  input: ReversalInput,
  act: (trx: Transaction<Database>, found: OrderRow, at: string) => Promise<ReversalResult>,
): Promise<ReversalResult> {
  const at = input.now.toISOString();
  const found = await findOrder(trx, input.match);
  if (!(await recordPaymentEvent(trx, { ...input.event, provider: input.provider }, found?.id ?? null, at))) {
    return { duplicateEvent: true, order: found && toOrder(found), queued: false };
  }
  if (!found) return { duplicateEvent: false, order: undefined, queued: false };
  const result = await act(trx, found, at);
  await input.within?.(trx, result);
  return result;
}

/** What the shop is told about a refund; nothing more for an order that was already refunded in full. */
function refundNotice(
  row: OrderRow,
  refund: RefundReport,
  refunded: boolean,
  sameCurrency: boolean,
): PaymentNotice | null {
  const refundedCents = sameCurrency ? Number(row.refunded_cents) : refund.amountCents;
  if (refunded) return { kind: "refunded", refundedCents, currency: refund.currency };
  if (row.status === "refunded") return null;
  if (row.status === "paid" || row.status === "disputed")
    return { kind: "partial-refund", refundedCents, currency: refund.currency };
  return { kind: "refund-unpaid", refundedCents: refund.amountCents, currency: refund.currency };
}

/**
 * Adds the refund to the order's running total; once that covers the total, a paid or disputed
 * order becomes refunded. A partial refund keeps it paid and is noted. A refund of an order that
 * was never accepted as paid (its payment did not match, say) is noted and changes nothing else.
 */
export async function recordRefund(input: RefundInput): Promise<ReversalResult> {
  return onceForOrder(input, (trx, found, at) => countAndSettle(trx, input, found, at));
}

/** recordRefund inside the caller's transaction: a refund made by hand is reserved, counted and audited in one. */
export async function recordRefundIn(trx: Transaction<Database>, input: RefundInput): Promise<ReversalResult> {
  return onceForOrderIn(trx, input, (inner, found, at) => countAndSettle(inner, input, found, at));
}

/**
 * What the customer's email says about a refund beyond its figures; false when the caller sends
 * its own (a cancel tells of its refund in the cancel's email). Without it (a provider's webhook
 * for a refund made in its dashboard) the email goes with the reason the back office gave, if any.
 */
export type RefundCustomerNote =
  | { reason: string | null; byHand: { sentBy: string; reference: string } | null }
  | false;

type RefundInput = ReversalInput & { refund: RefundReport; customer?: RefundCustomerNote };

async function countAndSettle(
  trx: Transaction<Database>,
  input: RefundInput,
  found: OrderRow,
  at: string,
): Promise<ReversalResult> {
  const result = await countRefund(trx, input, found, at);
  const { providerRefundId } = input.refund;
  if (providerRefundId) {
    await settlePendingRefund(trx, {
      orderId: found.id,
      provider: input.provider,
      providerRefundId,
      outcome: "succeeded",
      error: null,
      now: input.now,
    });
  }
  return result;
}

async function countRefund(
  trx: Transaction<Database>,
  input: RefundInput,
  found: OrderRow,
  at: string,
): Promise<ReversalResult> {
  const { refund } = input;
  const sameCurrency = refund.currency.toUpperCase() === found.currency.toUpperCase();
  let alreadyCounted = false;
  if (sameCurrency) {
    // In SQL, so two refunds of one order arriving together both count.
    const counted = await addRefundedCents(trx, found.id, refund);
    // A running total the shop already had (a refund the back office made and recorded first): nothing new to tell.
    alreadyCounted = refund.cumulative && !counted;
  }
  let row = await rereadOrderRow(trx, found.id);
  let movedTo: OrderStatus | undefined;
  if (
    sameCurrency &&
    isRefundable(row.status) &&
    isFullRefund({ totalCents: row.total_cents }, Number(row.refunded_cents))
  ) {
    if (await moveOrderToRefunded(trx, row.id, REFUNDABLE_STATUSES, at)) {
      movedTo = "refunded";
      // A refund in full gives the order's promo code use back, and the gold it still holds to the stock.
      await releasePromoUse(trx, row.id, input.now);
      await releaseGoldOfOrderIn(trx, { orderId: row.id, operatorId: null, why: "refunded", now: input.now });
    }
    row = await rereadOrderRow(trx, row.id);
  }
  const notice = alreadyCounted && !movedTo ? null : refundNotice(row, refund, movedTo === "refunded", sameCurrency);
  if (!notice) return { duplicateEvent: false, order: toOrder(row), queued: false };
  const recorded = await recordPaymentIssue(trx, row, notice, {
    now: input.now,
    emails: (next) => input.notices(toOrder(next), notice),
  });
  const told = await tellCustomer(trx, input, recorded.row, notice, {
    amountCents: refund.cumulative ? Number(row.refunded_cents) - Number(found.refunded_cents) : refund.amountCents,
  });
  return { duplicateEvent: false, order: toOrder(recorded.row), movedTo, queued: recorded.queued || told };
}

/** The customer's email for a refund counted on a paid order (not for one reported on an unpaid order). */
async function tellCustomer(
  trx: Transaction<Database>,
  input: RefundInput,
  row: OrderRow,
  notice: PaymentNotice,
  counted: { amountCents: number },
): Promise<boolean> {
  if (input.customer === false) return false;
  if (notice.kind !== "refunded" && notice.kind !== "partial-refund") return false;
  if (counted.amountCents <= 0) return false;
  const note =
    input.customer ??
    ({
      reason: input.refund.providerRefundId
        ? await getRefundReasonByProviderRefundId(trx, row.id, input.refund.providerRefundId)
        : null,
      byHand: null,
    } as const);
  await queueRefundEmail(
    trx,
    row,
    { kind: "refund", amountCents: counted.amountCents, reason: note.reason, byHand: note.byHand, pending: false },
    input.now,
  );
  return true;
}

/*
 * A refund the provider took but has not done (Square's PENDING) is held, not counted: its
 * order_refunds row is "pending" under the provider's refund id and its cents stay in
 * orders.refund_pending_cents, so what may still be refunded is paid - refunded - pending. The
 * provider's webhook ends it once: completed (recordRefund counts the money, then releases the
 * hold) or failed (recordRefundFailure releases it; nothing was counted, so nothing is undone).
 * The operator's answer and the webhook can cross; both take the order's row lock before they
 * look at the other's rows, so the later one always sees the earlier one's commit.
 */

const completedRefundEvent = (refundId: string) => `refund:${refundId}`;
const failedRefundEvent = (refundId: string) => `refund-failed:${refundId}`;

/**
 * What the provider's webhook has already said about one of its refunds, for the operator's
 * answer arriving after it: completed (counted), failed, or nothing yet. Takes the order's lock.
 */
export async function providerRefundReported(
  trx: Transaction<Database>,
  input: { orderId: string; provider: string; providerRefundId: string },
): Promise<"completed" | "failed" | null> {
  await lockOrderRow(trx, input.orderId);
  const ids = [completedRefundEvent(input.providerRefundId), failedRefundEvent(input.providerRefundId)].map(
    (id) => `${input.provider}:${id}`,
  );
  const seen = await getRecordedEventIds(trx, ids);
  if (seen.some((event) => event.id === ids[0])) return "completed";
  if (seen.some((event) => event.id === ids[1])) return "failed";
  return null;
}

/**
 * Ends a back-office refund pending at its provider, once: the row gets its outcome, the hold is
 * released, and the audit log names the provider, not an operator. False when none is pending
 * under that id (a refund made in the provider's dashboard, or one already ended).
 */
export async function settlePendingRefund(
  trx: Transaction<Database>,
  input: {
    orderId: string;
    provider: string;
    providerRefundId: string;
    outcome: "succeeded" | "failed";
    error: string | null;
    now: Date;
  },
): Promise<boolean> {
  await lockOrderRow(trx, input.orderId);
  const pending = await getPendingRefund(trx, input.orderId, input.providerRefundId);
  if (!pending) return false;
  const at = input.now.toISOString();
  if (!(await endPendingRefund(trx, pending.id, { status: input.outcome, error: input.error, at }))) return false;
  const amountCents = Number(pending.amount_cents);
  await releaseRefundCents(trx, input.orderId, amountCents);
  const after = await rereadOrderRow(trx, input.orderId);
  await recordAudit(
    trx,
    {
      operatorId: null,
      action: "ORDER_REFUND_SETTLED",
      targetType: "order",
      targetId: input.orderId,
      before: { refund: { id: pending.id, status: "pending" } },
      after: {
        status: after.status,
        refundedCents: Number(after.refunded_cents),
        refund: {
          id: pending.id,
          amountCents,
          provider: input.provider,
          outcome: input.outcome,
          providerRefundId: input.providerRefundId,
        },
        by: input.provider,
      },
    },
    input.now,
  );
  return true;
}

export type RefundFailureResult = {
  duplicateEvent: boolean;
  order: Order | undefined;
  /** A back-office refund pending under this id was released. */
  released: boolean;
  /** The provider had already reported this refund completed (and it was counted): the failure is ignored. */
  afterCompleted: boolean;
};

/**
 * The provider says a refund failed (Square's FAILED or REJECTED): recorded once, and a refund the
 * back office holds as pending under its id is released. Nothing was counted for it, so no total,
 * status or notice changes. One it had already reported completed stays counted.
 */
export async function recordRefundFailure(input: {
  provider: string;
  event: { type: string };
  providerRefundId: string;
  status: string;
  match: PaymentMatch;
  now: Date;
}): Promise<RefundFailureResult> {
  const { db } = await database();
  const at = input.now.toISOString();
  return db.transaction().execute(async (trx) => {
    const found = await findOrder(trx, input.match);
    const event = { id: failedRefundEvent(input.providerRefundId), type: input.event.type, provider: input.provider };
    const result = { duplicateEvent: false, order: found && toOrder(found), released: false, afterCompleted: false };
    if (!(await recordPaymentEvent(trx, event, found?.id ?? null, at))) return { ...result, duplicateEvent: true };
    if (!found) return result;
    const reported = await providerRefundReported(trx, {
      orderId: found.id,
      provider: input.provider,
      providerRefundId: input.providerRefundId,
    });
    if (reported === "completed") return { ...result, afterCompleted: true };
    const released = await settlePendingRefund(trx, {
      orderId: found.id,
      provider: input.provider,
      providerRefundId: input.providerRefundId,
      outcome: "failed",
      error: `The provider reported the refund ${input.status.toLowerCase()}.`,
      now: input.now,
    });
    return { ...result, released };
  });
}

/**
 * A dispute opened on a paid order makes it disputed (on any other order it is noted, with its
 * time); a closed one is noted, and a won one makes the disputed order paid again.
 */
export async function recordDispute(input: ReversalInput & { dispute: DisputeReport }): Promise<ReversalResult> {
  return onceForOrder(input, async (trx, found, at) => {
    const { dispute } = input;
    let movedTo: OrderStatus | undefined;
    let notice: PaymentNotice;
    if (dispute.phase === "opened") {
      await setOrderDisputedAt(trx, found.id, at);
      if (await moveOrderToDisputed(trx, found.id, DISPUTABLE_STATUSES)) movedTo = "disputed";
      notice = {
        kind: "dispute-opened",
        amountCents: dispute.amountCents,
        currency: dispute.currency,
        reason: dispute.reason,
      };
    } else {
      const next = statusAfterDispute(dispute.outcome);
      if (next) {
        if (await moveDisputedOrder(trx, found.id, next, at)) movedTo = next;
      }
      notice = { kind: "dispute-closed", outcome: dispute.status };
    }
    const row = await rereadOrderRow(trx, found.id);
    const recorded = await recordPaymentIssue(trx, row, notice, {
      now: input.now,
      emails: (next) => input.notices(toOrder(next), notice),
    });
    return { duplicateEvent: false, order: toOrder(recorded.row), movedTo, queued: recorded.queued };
  });
}
