import "server-only";
import { LOOKUP_RATE_MESSAGE, LOOKUP_REFERENCE_LIMIT, sameOrderEmail } from "@/domain/orders/order-lookup";
import { orderLookupParts } from "@/server/email/email-parts";
import { issueOrderPageUrl } from "../checkout/order-emails";
import { database } from "../db/database";
import { getOrderContactByReference } from "../db/queries/orders";
import { enqueueEmail } from "../db/queries/outbox";
import { env } from "../env";
import { AppError } from "../http/errors";
import { hitRateLimit } from "../http/rate-limit-store";

/**
 * A visitor who lost an order's link asks for it again with the reference and an email. The
 * reference's own budget is counted first (whoever asks), then the order is read the same way
 * whether it exists or not; only when the email is the order's does a fresh link go, through the
 * outbox, to the address the order was placed with. Answers whether an email was queued (for the
 * caller to wake the outbox; the visitor is told the same either way).
 */
export async function lookupOrder(input: { reference: string; email: string; now: Date }): Promise<boolean> {
  const { db } = await database();
  const check = await hitRateLimit(
    `order-lookup-ref:${input.reference}`,
    LOOKUP_REFERENCE_LIMIT.limit,
    LOOKUP_REFERENCE_LIMIT.windowSeconds * 1000,
    input.now.getTime(),
  );
  if (!check.allowed) {
    throw new AppError("rate_limited:order-lookup", LOOKUP_RATE_MESSAGE, {
      headers: { "retry-after": String(check.retryAfterSeconds) },
    });
  }
  const order = await getOrderContactByReference(db, input.reference);
  // Compared even on a miss, so both paths do the same work up to here.
  const matches = sameOrderEmail(order?.email ?? "", input.email) && order !== undefined;
  if (!order || !matches) return false;
  await db.transaction().execute(async (trx) => {
    const orderUrl = await issueOrderPageUrl(trx, order, "lookup", input.now);
    await enqueueEmail(trx, {
      id: crypto.randomUUID(),
      to: order.email,
      replyTo: env.SUPPORT_EMAIL,
      ...orderLookupParts({
        reference: order.reference,
        orderUrl,
        siteName: env.SITE_NAME,
        testMode: Number(order.test_mode) === 1,
      }),
      now: input.now,
      orderId: order.id,
    });
  });
  return true;
}
