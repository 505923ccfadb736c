import "server-only";
import { log } from "../log";

/**
 * A background pass that never runs twice at once in this process: a tick that comes while the
 * last one is still running is skipped, and a failure is logged for the next tick to retry, never
 * thrown into a timer where it would crash the server.
 */
export function nonOverlapping(pass: () => Promise<void>, failureMessage: string): () => Promise<void> {
  let running = false;
  return async () => {
    if (running) return;
    running = true;
    try {
      await pass();
    } catch (error) {
      log.error({ err: error }, failureMessage);
    } finally {
      running = false;
    }
  };
}
