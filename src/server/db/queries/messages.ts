import "server-only";
import { newMessageParts } from "@/server/email/email-parts";
import { queueDiscordPost } from "../../notifications/discord-notices";
import { getDatabase } from "../client";
import { ensureDatabaseReady } from "../migrate";
import { enqueueEmail } from "./outbox";

export type ContactSource = "contact" | "checkout" | "order-page";

/** Stores the message and queues the email to the shop (and its Discord post) in one transaction: all or none. */
export async function storeContactMessage(input: {
  id: string;
  emailId: string;
  email: string;
  message: string;
  source: ContactSource;
  /** The order it is about, for a question sent from the order's page (issue 18). */
  orderId?: string;
  shopInbox: string;
  subject: string;
  now: Date;
}): Promise<void> {
  await ensureDatabaseReady();
  const { db } = getDatabase();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("messages")
      .values({
        id: input.id,
        email: input.email,
        message: input.message,
        source: input.source,
        created_at: input.now.toISOString(),
        order_id: input.orderId ?? null,
      })
      .execute();
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
    const order = input.orderId
      ? await trx.selectFrom("orders").select("reference").where("id", "=", input.orderId).executeTakeFirst()
      : undefined;
    await queueDiscordPost(
      trx,
      { kind: "message", messageId: input.id, source: input.source, reference: order?.reference, at: input.now },
      input.now,
    );
  });
}

export async function countMessages(): Promise<number> {
  await ensureDatabaseReady();
  const { db } = getDatabase();
  const row = await db
    .selectFrom("messages")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
