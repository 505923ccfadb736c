import "server-only";
import type { Transaction } from "kysely";
import { decideRefund, type RefundByHand, type RefundInput } from "@/domain/admin/refund-rules";
import { mayRefund, type OperatorRole } from "@/domain/admin/roles";
import type { OrderDetail } from "@/domain/api/admin-orders";
import { formatUsd } from "@/domain/money/money";
import { recordAudit } from "@/server/db/queries/audit-log";
import { catalogue } from "../../catalogue/catalogue-store";
import { paymentNoticeEmails } from "../../checkout/order-emails";
import { providerOfOrder } from "../../checkout/payment-providers";
import { database } from "../../db/database";
import { insertOrderRefund, setOrderRefundOutcome } from "../../db/queries/order-refunds";
import {
  getOrderRefundState,
  getOrderRowById,
  releaseRefundCents,
  reserveRefundCents,
  setProviderRefIfNone,
} from "../../db/queries/orders";
import type { Database } from "../../db/schema";
import { kickOutbox } from "../../email/outbox-worker";
import { AppError } from "../../http/errors";
import { errorMessage } from "../../logger";
import { providerRefundReported, recordRefund, recordRefundIn } from "../../orders/order-reversals";
import type { ProviderRefund } from "../../payments/payment-provider";
import { withProviderTimeout } from "../../payments/provider-timeout";
import { orderDetail, orderNotFound } from "./order-detail";

/*
 * A refund through the order's provider, in three steps:
 * 1. Reserve: one UPDATE adds the amount to refund_pending_cents only while refunded + pending +
 *    amount stays within the total, so two operators refunding at once can never ask the provider
 *    for more than was paid (the database re-checks the row each UPDATE waits for).
 * 2. Ask the provider, with the refund row's id as idempotency key.
 * 3. Record it through recordRefund, the path the provider's webhook takes, under the id that
 *    webhook counts the same refund by (Square's refund id; Stripe's running total), so whichever
 *    arrives first, the money is counted once; the reservation is released and the audit row
 *    written in that same transaction. A refund the provider only took (Square's PENDING) is not
 *    counted yet: it keeps its reservation until the provider's webhook completes or fails it
 *    (holdPending; docs/adr/0011).
 * A provider that refuses releases the reservation and leaves a failed refund row and audit row.
 * One that does not answer (a timeout, a 5xx, a broken connection) may still have made the refund:
 * the reservation is released too (the provider's webhook counts the refund if it was made), the
 * row stays "requested", and the operator is told to check before refunding again.
 */

const REFUND_TIMEOUT_MS = 30_000;

type Reserved = {
  refundId: string;
  amountCents: number;
  reason: string;
  byHand: RefundByHand | null;
  order: {
    id: string;
    provider: "stripe" | "square" | "demo" | "manual";
    providerRef: string | null;
    paymentRef: string;
    currency: string;
    status: string;
    refundedCents: number;
  };
};

function refused(reason: string): AppError {
  return new AppError("bad_request:admin-refund", reason);
}

/** Who asks for the refund: their role and, for staff, the owner's limit (src/domain/admin/roles.ts mayRefund). */
type Refunder = { operatorId: string; role: OperatorRole; staffLimitCents: number };

/** The refund limit an operator of this role is held to, in cents; null for an owner (none). */
export async function staffRefundLimitFor(role: OperatorRole): Promise<number | null> {
  return role === "staff" ? (await catalogue()).settings.staffRefundLimitCents : null;
}

async function refunderOf(input: { operatorId: string; role: OperatorRole }): Promise<Refunder> {
  return { ...input, staffLimitCents: (await catalogue()).settings.staffRefundLimitCents };
}

/** 403 for staff past the owner's limit on this order: the order's refunds so far, pending ones and this one together. */
function checkRefundLimit(refunder: Refunder, alreadyCents: number, amountCents: number): void {
  const after = alreadyCents + amountCents;
  if (mayRefund(refunder.role, after, refunder.staffLimitCents)) return;
  const limit = formatUsd(refunder.staffLimitCents);
  throw new AppError(
    "forbidden:admin-refund",
    alreadyCents > 0
      ? `Staff may refund up to ${limit} on one order; this order has had ${formatUsd(alreadyCents)} refunded, so this refund would make ${formatUsd(after)}. Ask an owner.`
      : `Staff may refund up to ${limit} on one order; this refund is ${formatUsd(amountCents)}. Ask an owner.`,
  );
}

async function reserve(orderId: string, request: RefundInput, refunder: Refunder, now: Date, forCancel: boolean) {
  const { db } = await database();
  return db.transaction().execute((trx) => reserveIn(trx, orderId, request, refunder, now, forCancel));
}

async function reserveIn(
  trx: Transaction<Database>,
  orderId: string,
  request: RefundInput,
  refunder: Refunder,
  now: Date,
  forCancel: boolean,
): Promise<Reserved> {
  const { operatorId } = refunder;
  const row = await getOrderRowById(trx, orderId);
  if (!row) throw orderNotFound();
  const decision = decideRefund(
    {
      status: row.status,
      provider: row.provider,
      totalCents: Number(row.total_cents),
      refundedCents: Number(row.refunded_cents),
      pendingRefundCents: Number(row.refund_pending_cents),
    },
    request,
  );
  if (!decision.ok) throw refused(decision.reason);
  if (row.provider !== "manual" && !row.provider_payment_ref) {
    throw refused("The provider's payment id of this order is unknown, so it cannot be refunded here.");
  }
  const amount = decision.amountCents;
  checkRefundLimit(refunder, Number(row.refunded_cents) + Number(row.refund_pending_cents), amount);
  if (!(await reserveRefundCents(trx, row.id, amount, forCancel))) {
    throw new AppError(
      "conflict:admin-refund",
      forCancel
        ? "Another refund or cancel of this order is on its way, or it was cancelled meanwhile. Reload it and try again."
        : "Another refund of this order is on its way. Reload it and try again.",
    );
  }
  const refundId = crypto.randomUUID();
  await insertOrderRefund(trx, {
    id: refundId,
    orderId: row.id,
    operatorId,
    provider: row.provider,
    amountCents: amount,
    currency: row.currency,
    at: now.toISOString(),
    reason: decision.reason,
    byHand: decision.byHand,
  });
  return {
    refundId,
    amountCents: amount,
    reason: decision.reason,
    byHand: decision.byHand,
    order: {
      id: row.id,
      provider: row.provider,
      providerRef: row.provider_ref,
      paymentRef: row.provider_payment_ref ?? "",
      currency: row.currency,
      status: row.status,
      refundedCents: Number(row.refunded_cents),
    },
  };
}

/**
 * How an operator's refund ended for now: done; pending at the provider (the reservation is kept
 * until its webhook ends it); refused; or unanswered.
 */
type Outcome =
  | { kind: "succeeded"; refund: ProviderRefund }
  /** Made by hand (a manual order): recorded as done, no provider. */
  | { kind: "by-hand" }
  | { kind: "pending"; refund: ProviderRefund }
  | { kind: "failed"; error: string; refund?: ProviderRefund }
  | { kind: "unconfirmed"; error: string };

const ROW_STATUS = {
  succeeded: "succeeded",
  "by-hand": "succeeded",
  pending: "pending",
  failed: "failed",
  unconfirmed: "requested",
} as const;

/** Gives the reservation back (kept while pending) and writes the refund's end, in the caller's transaction. */
async function settle(
  trx: Transaction<Database>,
  reserved: Reserved,
  outcome: Outcome,
  operatorId: string,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  const providerRefundId = "refund" in outcome && outcome.refund ? outcome.refund.refundId : null;
  if (outcome.kind !== "pending") await releaseRefundCents(trx, reserved.order.id, reserved.amountCents);
  await setOrderRefundOutcome(trx, reserved.refundId, {
    status: ROW_STATUS[outcome.kind],
    providerRefundId,
    error: "error" in outcome ? outcome.error.slice(0, 1_000) : null,
    completedAt: outcome.kind === "pending" ? null : at,
  });
  const after = await getOrderRefundState(trx, reserved.order.id);
  await recordAudit(
    trx,
    {
      operatorId,
      action: "ORDER_REFUNDED",
      targetType: "order",
      targetId: reserved.order.id,
      before: { status: reserved.order.status, refundedCents: reserved.order.refundedCents },
      after: {
        status: after.status,
        refundedCents: Number(after.refunded_cents),
        refund: {
          id: reserved.refundId,
          amountCents: reserved.amountCents,
          provider: reserved.order.provider,
          outcome: outcome.kind,
          providerRefundId,
          reason: reserved.reason,
          ...(reserved.byHand ? { sentBy: reserved.byHand.sentBy, reference: reserved.byHand.reference } : {}),
        },
      },
    },
    now,
  );
}

/**
 * A refund the provider took but has not done (Square's PENDING) is not counted: its reservation
 * is kept and its row is "pending" until the provider's webhook ends it. That webhook may already
 * have come while the shop waited for this answer; then it is ended here, as the webhook said.
 */
async function holdPending(
  reserved: Reserved,
  refund: ProviderRefund,
  operatorId: string,
  now: Date,
  then: AfterRefund | null,
): Promise<void> {
  const { db } = await database();
  const failed = await db.transaction().execute(async (trx) => {
    const reported = await providerRefundReported(trx, {
      orderId: reserved.order.id,
      provider: reserved.order.provider,
      providerRefundId: refund.refundId,
    });
    const outcome: Outcome =
      reported === "completed"
        ? { kind: "succeeded", refund }
        : reported === "failed"
          ? { kind: "failed", refund, error: "The provider reported the refund failed." }
          : { kind: "pending", refund };
    await settle(trx, reserved, outcome, operatorId, now);
    if (outcome.kind !== "failed")
      await then?.(trx, { amountCents: reserved.amountCents, pending: outcome.kind === "pending" });
    return outcome.kind === "failed";
  });
  if (failed) {
    throw new AppError("conflict:admin-refund", "The refund did not go through: the provider reported it failed.");
  }
}

function refusedByProvider(error: unknown): boolean {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === "number" && status >= 400 && status < 500;
}

export type RefundOrderInput = RefundInput & { orderId: string; operatorId: string; role: OperatorRole; now?: Date };

/** An operator's refund, through the provider or recorded as made by hand; the order as it now is. */
export async function refundOrder(input: RefundOrderInput): Promise<OrderDetail> {
  await runRefund(input, null);
  return orderDetail(input.orderId);
}

/**
 * Runs in the transaction that counts the refund (or holds it pending at the provider): a cancel
 * cancels the order there. It must not throw for a refused step (the money is counted regardless).
 */
export type AfterRefund = (
  trx: Transaction<Database>,
  refund: { amountCents: number; pending: boolean },
) => Promise<void>;

/** The refund of refundOrder; with `then` (a cancel), reserved as a cancel's and followed by `then` in the counting transaction. */
export async function runRefund(input: RefundOrderInput, then: AfterRefund | null): Promise<void> {
  const now = input.now ?? new Date();
  const forCancel = then !== null;
  const { db } = await database();
  const head = await getOrderRowById(db, input.orderId);
  if (!head) throw orderNotFound();
  if (head.provider === "manual") {
    await refundByHand(input, then, now);
    return;
  }
  const reserved = await reserve(input.orderId, input, await refunderOf(input), now, forCancel);
  const { order } = reserved;

  let refund: ProviderRefund;
  let asked = false;
  try {
    const provider = order.provider === "manual" ? undefined : providerOfOrder(order.provider);
    if (!provider) throw new Error(`${order.provider} is not configured in this shop any more`);
    asked = true;
    refund = await withProviderTimeout(
      provider.refund({
        paymentRef: order.paymentRef,
        amountCents: reserved.amountCents,
        currency: order.currency,
        idempotencyKey: reserved.refundId,
      }),
      REFUND_TIMEOUT_MS,
      "The payment provider did not answer in time.",
    );
  } catch (error) {
    const reason = errorMessage(error);
    // The provider said no (4xx: already refunded, too much), or was asked and gave no answer.
    const refusedOutright = refusedByProvider(error);
    const unconfirmed = asked && !refusedOutright;
    await db
      .transaction()
      .execute((trx) =>
        settle(
          trx,
          reserved,
          unconfirmed ? { kind: "unconfirmed", error: reason } : { kind: "failed", error: reason },
          input.operatorId,
          now,
        ),
      );
    if (unconfirmed) {
      throw new AppError(
        "unavailable:admin-refund",
        `The refund is not confirmed (${reason.replace(/\.$/, "")}). It may still go through: check the payment at the provider before refunding again.`,
        { cause: error },
      );
    }
    const code = refusedOutright ? "conflict:admin-refund" : "unavailable:admin-refund";
    throw new AppError(code, `The refund did not go through: ${reason}`, { cause: error });
  }

  if (refund.pending) {
    await holdPending(reserved, refund, input.operatorId, now, then);
    kickOutbox();
    return;
  }
  const counted = { amountCents: reserved.amountCents, pending: false };

  const recorded = await recordRefund({
    provider: order.provider,
    event: { id: refund.dedupId, type: "refund.requested" },
    match: { paymentRef: order.paymentRef, providerRef: order.providerRef },
    refund: {
      amountCents: refund.cumulativeCents ?? reserved.amountCents,
      cumulative: refund.cumulativeCents !== undefined,
      currency: order.currency,
    },
    now,
    notices: paymentNoticeEmails,
    customer: forCancel ? false : { reason: reserved.reason, byHand: null },
    within: async (trx) => {
      await settle(trx, reserved, { kind: "succeeded", refund }, input.operatorId, now);
      await then?.(trx, counted);
    },
  });
  // The provider's webhook recorded it first: the money is counted; release and audit here.
  if (recorded.duplicateEvent) {
    await db.transaction().execute(async (trx) => {
      await settle(trx, reserved, { kind: "succeeded", refund }, input.operatorId, now);
      await then?.(trx, counted);
    });
  }
  kickOutbox();
}

/**
 * A manual order's refund, made by hand and recorded: reserved, written, counted and audited in
 * one transaction, under an event id of its own, so two operators recording at once count at most
 * what was paid (the second's reservation sees the first's).
 */
async function refundByHand(input: RefundOrderInput, then: AfterRefund | null, now: Date): Promise<void> {
  const { db } = await database();
  await db.transaction().execute(async (trx) => {
    const reserved = await reserveIn(trx, input.orderId, input, await refunderOf(input), now, then !== null);
    // The refund finds its order by its checkout id; a manual order gets one of its own when paid.
    const providerRef = reserved.order.providerRef ?? `manual:${reserved.order.id}`;
    await setProviderRefIfNone(trx, reserved.order.id, providerRef);
    await recordRefundIn(trx, {
      provider: "manual",
      event: { id: `manual-refund:${reserved.refundId}`, type: "manual.refund" },
      match: { paymentRef: null, providerRef },
      refund: { amountCents: reserved.amountCents, cumulative: false, currency: reserved.order.currency },
      now,
      notices: paymentNoticeEmails,
      customer: then ? false : { reason: reserved.reason, byHand: reserved.byHand },
      within: async (inner) => {
        await settle(inner, reserved, { kind: "by-hand" }, input.operatorId, now);
        await then?.(inner, { amountCents: reserved.amountCents, pending: false });
      },
    });
  });
  kickOutbox();
}
