import "server-only";
import type { Transaction, Updateable } from "kysely";
import { type PaymentNotice, paymentIssueText } from "@/domain/checkout/payment-notices";
import { type OrderRow, setOrderPaymentIssueWith } from "../db/queries/orders";
import { enqueueEmail } from "../db/queries/outbox";
import type { Database, OrdersTable } from "../db/schema";
import { notifiedOrderOfRow, queueDiscordPost, reversalEvent } from "../notifications/discord-notices";

type Email = { id: string; to: string; subject: string; text: string; replyTo: string };

/**
 * Keeps what happened in orders.payment_issue (with any other columns in `set`) and queues the
 * shop's notices, inside the caller's transaction: a step shared by every write about an order's money.
 */
export async function recordPaymentIssue(
  trx: Transaction<Database>,
  row: OrderRow,
  notice: PaymentNotice,
  options: {
    now: Date;
    emails: (row: OrderRow) => Email[];
    set?: Updateable<OrdersTable>;
  },
): Promise<{ row: OrderRow; queued: boolean }> {
  const issue = paymentIssueText(notice, { totalCents: row.total_cents });
  const at = options.now.toISOString();
  await setOrderPaymentIssueWith(trx, row.id, { ...options.set, payment_issue: issue, updated_at: at });
  const next = { ...row, ...options.set, payment_issue: issue, updated_at: at } as OrderRow;
  const emails = options.emails(next);
  for (const email of emails) await enqueueEmail(trx, { ...email, now: options.now, orderId: row.id });
  // Refunds and disputes go to the shop's Discord too; a mismatch or a late payment stays with the inbox.
  const event = reversalEvent(notifiedOrderOfRow(next), notice, options.now);
  const posted = event ? await queueDiscordPost(trx, event, options.now) : false;
  return { row: next, queued: emails.length > 0 || posted };
}
