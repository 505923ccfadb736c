import "server-only";
import { env } from "../env";
import { nonOverlapping } from "../jobs/non-overlapping";
import { runAutomaticReminders } from "./automatic-reminders";

/*
 * Automatic cart reminders inside the server: a pass every CART_REMINDER_INTERVAL_SECONDS on
 * every instance; the pass does nothing while the owner's setting is off, and its job lock makes
 * one instance do the work each time. 0 leaves the timer off.
 */

let timer: ReturnType<typeof setInterval> | undefined;
const tick = nonOverlapping(async () => {
  await runAutomaticReminders();
}, "automatic cart reminders failed");

export function startReminderSchedule(): void {
  if (timer || env.CART_REMINDER_INTERVAL_SECONDS === 0) return;
  timer = setInterval(() => void tick(), env.CART_REMINDER_INTERVAL_SECONDS * 1000);
  timer.unref();
}
