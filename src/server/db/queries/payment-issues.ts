import "server-only";
import type { Selectable, Transaction, Updateable } from "kysely";
import { type PaymentNotice, paymentIssueText } from "@/domain/checkout/payment-notices";
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

/**
 * Keeps what happened in orders.payment_issue (with any other columns in `set`) and queues the
 * shop's notice. With onlyIfChanged, the same note again changes nothing and sends nothing: a
 * return page polling a payment that was not accepted tells the shop once, not every two seconds.
 */
export async function recordPaymentIssue(
  trx: Transaction<Database>,
  row: OrderRow,
  notice: PaymentNotice,
  options: {
    now: Date;
    emails: (row: OrderRow) => Email[];
    onlyIfChanged?: boolean;
    set?: Updateable<OrdersTable>;
  },
): Promise<{ row: OrderRow; queued: boolean }> {
  const issue = paymentIssueText(notice, { totalCents: row.total_cents });
  const at = options.now.toISOString();
  let update = trx
    .updateTable("orders")
    .set({ ...options.set, payment_issue: issue, updated_at: at })
    .where("id", "=", row.id);
  if (options.onlyIfChanged) {
    update = update.where((eb) => eb.or([eb("payment_issue", "is", null), eb("payment_issue", "!=", issue)]));
  }
  const updated = await update.executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return { row, queued: false };
  const next = { ...row, ...options.set, payment_issue: issue, updated_at: at } as OrderRow;
  const emails = options.emails(next);
  for (const email of emails) await enqueueEmail(trx, { ...email, now: options.now });
  return { row: next, queued: emails.length > 0 };
}
