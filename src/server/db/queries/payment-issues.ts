import "server-only";
import type { Selectable, Transaction, Updateable } from "kysely";
import { type PaymentNotice, paymentIssueText } from "@/domain/checkout/payment-notices";
import { notifiedOrderOfRow, queueDiscordPost, reversalEvent } from "../../notifications/discord-notices";
import type { Database, OrdersTable } from "../schema";
import { enqueueEmail } from "./outbox";

/* Steps shared by every write about an order's money, each run inside the caller's transaction. */

type OrderRow = Selectable<OrdersTable>;
type Email = { id: string; to: string; subject: string; text: string; replyTo: string };

/**
 * Records a provider event (its id is the primary key); false when it was already recorded, so a
 * repeat, even one delivered at the same moment, changes nothing. The row stays for the retention
 * period, so a provider retrying for days still finds it.
 */
export async function recordPaymentEvent(
  trx: Transaction<Database>,
  event: { id: string; provider: string; type: string },
  orderId: string | null,
  at: string,
): Promise<boolean> {
  const inserted = await trx
    .insertInto("payment_events")
    .values({
      id: `${event.provider}:${event.id}`,
      provider: event.provider,
      event_type: event.type,
      order_id: orderId,
      received_at: at,
    })
    .onConflict((conflict) => conflict.column("id").doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Keeps what happened in orders.payment_issue (with any other columns in `set`) and queues the shop's notices. */
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
  await trx
    .updateTable("orders")
    .set({ ...options.set, payment_issue: issue, updated_at: at })
    .where("id", "=", row.id)
    .execute();
  const next = { ...row, ...options.set, payment_issue: issue, updated_at: at } as OrderRow;
  const emails = options.emails(next);
  for (const email of emails) await enqueueEmail(trx, { ...email, now: options.now, orderId: row.id });
  // Refunds and disputes go to the shop's Discord too; a mismatch or a late payment stays with the inbox.
  const event = reversalEvent(notifiedOrderOfRow(next), notice, options.now);
  const posted = event ? await queueDiscordPost(trx, event, options.now) : false;
  return { row: next, queued: emails.length > 0 || posted };
}
