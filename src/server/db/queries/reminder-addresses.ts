import "server-only";
import type { Executor } from "../database";

/* Every write on reminder_addresses: when each normalised address was last sent a cart reminder. */

/**
 * Claims the address for a new reminder at `sentAt`, unless it was sent one after `periodStart`:
 * one conditional upsert, so of two claims at once (any instances) exactly one succeeds. True when
 * this call claimed it. Run it in the transaction that queues the email, so a rollback frees it.
 */
export async function claimReminderAddress(
  db: Executor,
  input: { email: string; sentAt: string; periodStart: string },
): Promise<boolean> {
  const claimed = await db
    .insertInto("reminder_addresses")
    .values({ email: input.email, last_sent_at: input.sentAt })
    .onConflict((conflict) =>
      conflict
        .column("email")
        .doUpdateSet({ last_sent_at: input.sentAt })
        .where("reminder_addresses.last_sent_at", "<=", input.periodStart),
    )
    .returning("email")
    .executeTakeFirst();
  return claimed !== undefined;
}

/** When the address (normalised) was last sent a reminder, or undefined. */
export async function getReminderAddress(db: Executor, email: string) {
  return db.selectFrom("reminder_addresses").select("last_sent_at").where("email", "=", email).executeTakeFirst();
}
