import "server-only";
import type { Transaction } from "kysely";
import type { RefundEmailInput } from "@/domain/orders/refund-emails";
import type { OrderRow } from "../db/queries/orders";
import type { Database } from "../db/schema";
import { refundParts } from "../email/email-parts";
import { emailOrder, freshPageUrl, queueCustomerEmail } from "./step-email-sender";

/** What a refund or cancel email says beyond the order's own figures. */
export type RefundEmailFacts = Pick<RefundEmailInput, "kind" | "amountCents" | "reason" | "byHand" | "pending">;

/**
 * Queues the customer's refund or cancel email in the caller's transaction, from the order's row
 * as that transaction left it (its refunded total and status), with a fresh link to its page.
 * The caller kicks the outbox once the transaction has committed.
 */
export async function queueRefundEmail(
  trx: Transaction<Database>,
  row: OrderRow,
  facts: RefundEmailFacts,
  now: Date,
): Promise<void> {
  const email = refundParts({
    ...emailOrder(row),
    ...facts,
    refundedCents: Number(row.refunded_cents),
    totalCents: Number(row.total_cents),
    paid: row.paid_at !== null,
    pageUrl: await freshPageUrl(trx, row.id, row.reference, now),
  });
  await queueCustomerEmail(trx, row, email, now);
}
