import "server-only";
import { env } from "../env";
import { nonOverlapping } from "../jobs/non-overlapping";
import { runRetention } from "./run-retention";

/*
 * The retention job inside the server: a first pass a minute after start-up (so a server that is
 * restarted more often than the interval still runs it), then every RETENTION_INTERVAL_MINUTES.
 * Every instance keeps the timer; the job's lock makes one of them do the work each time.
 */

const FIRST_RUN_DELAY_MS = 60_000;

let timer: ReturnType<typeof setInterval> | undefined;
// A database outage or a bug: the next tick tries again; nothing is half-done (each batch is one statement).
const tick = nonOverlapping(async () => {
  await runRetention();
}, "retention run failed");

/** Starts the timer in this server process (once); RETENTION_INTERVAL_MINUTES=0 leaves it off (run `npm run retention` from cron). */
export function startRetentionSchedule(): void {
  if (timer || env.RETENTION_INTERVAL_MINUTES === 0) return;
  timer = setInterval(() => void tick(), env.RETENTION_INTERVAL_MINUTES * 60_000);
  timer.unref();
  setTimeout(() => void tick(), Math.min(FIRST_RUN_DELAY_MS, env.RETENTION_INTERVAL_MINUTES * 60_000)).unref();
}
