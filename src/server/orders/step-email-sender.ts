import "server-only";
import type { Transaction } from "kysely";
import { orderPagePath } from "@/domain/api/order-tracking";
import { enqueueEmail, getLastEmailAtBySubject } from "../db/queries/outbox";
import type { Database } from "../db/schema";
import type { EmailParts } from "../email/email-parts";
import { env } from "../env";
import { issueAccessToken } from "./access-tokens";

/*
 * Queues a customer's step or trade email inside the transaction that made the change, with a
 * fresh link of its own to the order's private page. The caller kicks the outbox once
 * the transaction has committed.
 */

export type EmailedOrder = { id: string; reference: string; email: string; test_mode: number | boolean };

export function emailOrder(row: EmailedOrder) {
  return { reference: row.reference, testMode: Number(row.test_mode) === 1, siteName: env.SITE_NAME };
}

/** A new token for the order's page and its absolute address. */
export async function freshPageUrl(trx: Transaction<Database>, orderId: string, reference: string, now: Date) {
  const token = await issueAccessToken(trx, { orderId, purpose: "step", now });
  return new URL(orderPagePath(reference, token), env.SITE_URL).toString();
}

export async function queueCustomerEmail(
  trx: Transaction<Database>,
  row: EmailedOrder,
  email: EmailParts,
  now: Date,
): Promise<void> {
  await enqueueEmail(trx, {
    id: crypto.randomUUID(),
    to: row.email,
    replyTo: env.SUPPORT_EMAIL,
    subject: email.subject,
    text: email.text,
    html: email.html,
    now,
    orderId: row.id,
  });
}

/** When the order's last in-progress email was queued (its subject names the step), for the progress throttle. */
export async function lastStepEmailAt(
  trx: Transaction<Database>,
  orderId: string,
  subject: string,
): Promise<Date | null> {
  return getLastEmailAtBySubject(trx, orderId, subject);
}
