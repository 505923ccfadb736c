import "server-only";
import { automaticWindow, periodStart } from "@/domain/carts/automatic-reminders";
import { refreshCatalogue } from "../catalogue/catalogue-store";
import { database } from "../db/database";
import { withJobLock } from "../db/job-lock";
import { getCartsDueForReminder } from "../db/queries/abandoned-carts";
import { isAppError } from "../http/errors";
import { log } from "../log";
import { type ReminderContext, remindCart, reminderContext } from "./send-reminder";

/*
 * The background run of automatic reminders (rules in src/domain/carts/automatic-reminders.ts):
 * finds the carts due and reminds each in a transaction of its own through remindCart, the same
 * path as the operator's Send. One process at a time across every instance runs it (withJobLock:
 * PostgreSQL's advisory lock, SQLite's lease row); exactly once per cart and once per address per
 * period does not rest on that lock but on the reminder's insert and the address's claim, so two
 * runs that overlap anyway (a lease outlived) still send each email once.
 */

const BATCH = 50;

export type AutomaticRun = { skipped: "off" | "locked" } | { skipped: false; sent: number; refused: number };

/** Reminds the carts due at `now`, without the job lock: the lock's caller, and the test that races two. */
export async function remindDueCarts(context: ReminderContext, now: Date): Promise<{ sent: number; refused: number }> {
  const { db, dialect } = await database();
  let sent = 0;
  let refused = 0;
  const { savedBefore, savedAfter } = automaticWindow(context.settings, now);
  const due = await getCartsDueForReminder(db, {
    savedBefore,
    savedAfter,
    periodStart: periodStart(context.settings, now),
    limit: BATCH,
  });
  for (const { uuid } of due) {
    try {
      await db.transaction().execute((trx) =>
        remindCart(trx, context, {
          operatorId: null,
          cartUuid: uuid,
          now,
          forUpdate: dialect === "postgres",
          savedBefore,
        }),
      );
      sent += 1;
    } catch (error) {
      // Refused on a second look (another cart of the address went first, an order came in, the
      // cart was deleted meanwhile): not an error. Anything else ends the pass, for the next to retry.
      if (!isAppError(error) || (error.status !== 409 && error.status !== 404)) throw error;
      refused += 1;
    }
  }
  return { sent, refused };
}

/**
 * One pass: nothing while the setting is off; otherwise the due carts, a batch at a time, under the
 * job lock. Tests pass their clock; the server's timer passes none.
 */
export async function runAutomaticReminders(options: { now?: Date } = {}): Promise<AutomaticRun> {
  // Another instance's change of the setting is seen now, not at the next catalogue watch.
  await refreshCatalogue();
  const context = await reminderContext();
  if (!context.settings.automatic) return { skipped: "off" };
  const now = options.now ?? new Date();
  const locked = await withJobLock("cart-reminders", async () => {
    const total = { sent: 0, refused: 0 };
    for (;;) {
      const pass = await remindDueCarts(context, now);
      total.sent += pass.sent;
      total.refused += pass.refused;
      // A full batch of refusals only would find the same carts again.
      if (pass.sent + pass.refused < BATCH || pass.sent === 0) return total;
    }
  });
  if (!locked.acquired) return { skipped: "locked" };
  if (locked.value.sent > 0) log.info({ reminders: locked.value }, "automatic cart reminders sent");
  return { skipped: false, ...locked.value };
}
