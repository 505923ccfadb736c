import "server-only";
import { newMessageParts } from "@/server/email/email-parts";
import { database } from "../db/database";
import { type ContactSource, countMessageRows, insertMessage } from "../db/queries/messages";
import { getOrderReferenceById } from "../db/queries/orders";
import { enqueueEmail } from "../db/queries/outbox";
import { queueDiscordPost } from "../notifications/discord-notices";

/** Stores the message and queues the email to the shop (and its Discord post) in one transaction: all or none. */
export async function storeContactMessage(input: {
  id: string;
  emailId: string;
  email: string;
  message: string;
  source: ContactSource;
  /** The order it is about, for a question sent from the order's page. */
  orderId?: string;
  shopInbox: string;
  subject: string;
  now: Date;
}): Promise<void> {
  const { db } = await database();
  await db.transaction().execute(async (trx) => {
    await insertMessage(trx, {
      id: input.id,
      email: input.email,
      message: input.message,
      source: input.source,
      at: input.now.toISOString(),
      orderId: input.orderId ?? null,
    });
    await enqueueEmail(trx, {
      id: input.emailId,
      to: input.shopInbox,
      replyTo: input.email,
      ...newMessageParts(input.subject, {
        email: input.email,
        receivedAt: input.now.toISOString(),
        source: input.source,
        message: input.message,
      }),
      now: input.now,
    });
    const order = input.orderId ? await getOrderReferenceById(trx, input.orderId) : undefined;
    await queueDiscordPost(
      trx,
      { kind: "message", messageId: input.id, source: input.source, reference: order?.reference, at: input.now },
      input.now,
    );
  });
}

export async function countMessages(): Promise<number> {
  const { db } = await database();
  return countMessageRows(db);
}
