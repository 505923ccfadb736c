import "server-only";
import { sessionVerdict } from "@/domain/admin/session-policy";
import type { Executor } from "../db/database";
import {
  activeOperatorSessionTimes,
  getSessionByTokenHash,
  insertOperatorSession,
  type StoredSession,
} from "../db/queries/operator-sessions";
import type { OperatorSessionsTable } from "../db/schema";
import { hashSecret, newSecretToken } from "./secret-tokens";

/*
 * Operators' sessions, stored on the server (table operator_sessions). The browser holds a random
 * token; the table holds its SHA-256 hash, so a copy of the database signs nobody in. Every change
 * of level (aal1 -> aal2) replaces the row and the token (rotation): a token seen before the code
 * was typed is worth nothing after.
 */

export {
  deleteOperatorSessions,
  deleteSession,
  listOperatorSessions,
  type StoredSession,
  touchSession,
} from "../db/queries/operator-sessions";

export type Aal = OperatorSessionsTable["aal"];

export type NewSession = {
  operatorId: string;
  aal: Aal;
  /** When the password was given; kept across the rotation, the absolute limit counts from it. */
  startedAt: string;
  client: string;
  userAgent: string;
  now: Date;
};

export async function createSession(db: Executor, session: NewSession): Promise<{ id: string; token: string }> {
  const id = crypto.randomUUID();
  const token = newSecretToken();
  await insertOperatorSession(db, {
    id,
    operator_id: session.operatorId,
    token_hash: hashSecret(token),
    aal: session.aal,
    started_at: session.startedAt,
    last_seen_at: session.now.toISOString(),
    client: session.client.slice(0, 100),
    user_agent: session.userAgent.slice(0, 200),
  });
  return { id, token };
}

export async function findSessionByToken(db: Executor, token: string): Promise<StoredSession | null> {
  return getSessionByTokenHash(db, hashSecret(token));
}

/**
 * Of these sessions, the ones that still count (row there, operator active, neither idle nor too
 * old): one query for all of them, so the live feed's poller can end the streams of the rest.
 */
export async function liveSessionIds(db: Executor, ids: readonly string[], now: Date): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await activeOperatorSessionTimes(db, ids);
  const live = rows.filter(
    (row) =>
      sessionVerdict(
        { startedAtMs: Date.parse(row.started_at), lastSeenAtMs: Date.parse(row.last_seen_at) },
        now.getTime(),
      ) === "active",
  );
  return new Set(live.map((row) => row.id));
}
