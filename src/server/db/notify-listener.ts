import "server-only";
import { sql } from "kysely";
import pg from "pg";
import { env } from "../env";
import { log } from "../log";
import { errorMessage } from "../logger";
import type { Executor } from "./database";
import { resolveDatabaseTarget } from "./database-url";

/*
 * PostgreSQL's LISTEN/NOTIFY for events every instance must hear at once (the live chat). A
 * notification sent through the pool reaches every connection that LISTENs on its channel; each
 * process holds one such connection, outside the pool (a pooled client is lent and returned, and
 * would stop listening). A lost connection is opened again with a growing wait, and the caller is
 * told so it can read back what it may have missed meanwhile: a notification is a nudge, the
 * database stays the record.
 */

const CHANNEL = /^[a-z_]{1,63}$/;
const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 10_000;

export async function notifyChannel(db: Executor, channel: string, payload: string): Promise<void> {
  await sql`select pg_notify(${channel}, ${payload})`.execute(db);
}

export type Listening = { stop: () => Promise<void> };

export function listenToChannel(
  channel: string,
  handlers: { onMessage: (payload: string) => void; onConnected: () => void },
): Listening {
  if (!CHANNEL.test(channel)) throw new Error(`not a channel name: ${channel}`);
  const target = resolveDatabaseTarget(env.DATABASE_URL);
  if (target.dialect !== "postgres") throw new Error("LISTEN needs PostgreSQL");
  let client: pg.Client | undefined;
  let stopped = false;
  let waitMs = RETRY_MIN_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const again = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, waitMs);
    timer.unref?.();
    waitMs = Math.min(RETRY_MAX_MS, waitMs * 2);
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: target.url, connectionTimeoutMillis: 3_000 });
    next.on("error", (error) => {
      log.warn({ channel, reason: errorMessage(error) }, "notification connection lost");
      void next.end().catch(() => {});
      if (client === next) client = undefined;
      again();
    });
    next.on("notification", (message) => {
      if (message.channel === channel && message.payload !== undefined) handlers.onMessage(message.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      if (stopped) {
        await next.end();
        return;
      }
      client = next;
      waitMs = RETRY_MIN_MS;
      handlers.onConnected();
    } catch (error) {
      log.warn({ channel, reason: errorMessage(error) }, "could not listen for notifications; trying again");
      void next.end().catch(() => {});
      again();
    }
  };

  void connect();
  return {
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await client?.end().catch(() => {});
      client = undefined;
    },
  };
}
