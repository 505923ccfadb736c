import "server-only";
import { createHash } from "node:crypto";
import type { Transaction } from "kysely";
import { isPayable, type LatePayment, latePaymentFrom } from "@/domain/checkout/order-transitions";
import { checkPayment, type ReportedPayment } from "@/domain/checkout/payment-check";
import { type PaymentNotice, paymentIssueText } from "@/domain/checkout/payment-notices";
import { goldValueCentsOfLines } from "@/domain/gold/gold-units";
import { database } from "../db/database";
import {
  getOrderRowByProviderRef,
  moveOrderToPaid,
  type Order,
  type OrderRow,
  setOrderPaymentIssue,
  toOrder,
} from "../db/queries/orders";
import { enqueueEmail } from "../db/queries/outbox";
import { recordPaymentEvent } from "../db/queries/payment-events";
import type { Database, OrdersTable } from "../db/schema";
import { holdGoldForPaidOrderIn } from "../gold/gold-ledger";
import { paidOrderEvent, queueDiscordPost } from "../notifications/discord-notices";
import { type PaidPromoUse, retakeReleasedUse } from "../promotions/promo-redemptions";
import { recordPaymentIssue } from "./payment-issues";

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
  /**
   * The caller's transaction, to run in instead of one of its own: a manual payment that reaches the
   * order's total is recorded and moves the order together, so neither stands without the other.
   */
  trx?: Transaction<Database>;
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
  const { db } = await database();
  const at = input.now.toISOString();
  const inTransaction = <T>(work: (trx: Transaction<Database>) => Promise<T>) =>
    input.trx ? work(input.trx) : db.transaction().execute(work);
  return inTransaction(async (trx) => {
    const select = () => getOrderRowByProviderRef(trx, input.providerRef);
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
  if (!(await moveOrderToPaid(trx, row.id, row.status, moved))) return undefined;
  // Under the order's row lock, so only the call that moved it takes the promo use back…
  const promo = await retakeReleasedUse(trx, row.id, input.now);
  // …and holds its gold (reserved from the stock, or queued for it; once per order either way).
  await holdGoldForPaidOrderIn(
    trx,
    {
      id: row.id,
      goldTenths: Number(row.gold_tenths),
      valueCents: goldValueCentsOfLines(JSON.parse(row.lines_json)),
      paidAt: at,
    },
    input.now,
  );
  const notice = paidNotice(lateFrom, promo, input.reported.provider);
  const changes = {
    ...moved,
    payment_issue: notice ? paymentIssueText(notice, { totalCents: row.total_cents }) : row.payment_issue,
  };
  if (notice) await setOrderPaymentIssue(trx, row.id, changes.payment_issue);
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
