import "server-only";
import type { Executor } from "../database";
import type { EmailUnsubscribesTable } from "../schema";

/* Every write on email_unsubscribes: addresses (normalised) that asked for no more reminders. */

/** Records the address as unsubscribed, once; a repeat changes nothing. */
export async function insertUnsubscribe(
  db: Executor,
  input: { email: string; source: EmailUnsubscribesTable["source"]; at: string },
): Promise<void> {
  await db
    .insertInto("email_unsubscribes")
    .values({ email: input.email, source: input.source, created_at: input.at })
    .onConflict((conflict) => conflict.column("email").doNothing())
    .execute();
}

/** `email` normalised (normaliseEmail). */
export async function getUnsubscribe(db: Executor, email: string) {
  return db.selectFrom("email_unsubscribes").select("email").where("email", "=", email).executeTakeFirst();
}
