import "server-only";
import type { OperatorRole } from "@/domain/admin/roles";
import type { SessionSummary } from "@/domain/admin/session-policy";
import type { Executor } from "../database";
import type { OperatorSessionsTable, OperatorStatus } from "../schema";

/*
 * Operators' sessions (table operator_sessions). Tokens are stored as their hash only
 * (src/server/admin/operator-sessions.ts makes and hashes them).
 */

export type StoredSession = {
  id: string;
  operatorId: string;
  aal: OperatorSessionsTable["aal"];
  startedAt: string;
  lastSeenAt: string;
  client: string;
  userAgent: string;
  operatorEmail: string;
  operatorStatus: OperatorStatus;
  operatorRole: OperatorRole;
};

export async function insertOperatorSession(db: Executor, row: OperatorSessionsTable): Promise<void> {
  await db.insertInto("operator_sessions").values(row).execute();
}

/** The session whose token hashes to this, with its operator's email, status and role. */
export async function getSessionByTokenHash(db: Executor, tokenHash: string): Promise<StoredSession | null> {
  const row = await db
    .selectFrom("operator_sessions")
    .innerJoin("operators", "operators.id", "operator_sessions.operator_id")
    .select([
      "operator_sessions.id",
      "operator_sessions.operator_id",
      "operator_sessions.aal",
      "operator_sessions.started_at",
      "operator_sessions.last_seen_at",
      "operator_sessions.client",
      "operator_sessions.user_agent",
      "operators.email",
      "operators.status",
      "operators.role",
    ])
    .where("operator_sessions.token_hash", "=", tokenHash)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    operatorId: row.operator_id,
    aal: row.aal,
    startedAt: row.started_at,
    lastSeenAt: row.last_seen_at,
    client: row.client,
    userAgent: row.user_agent,
    operatorEmail: row.email,
    operatorStatus: row.status,
    operatorRole: row.role,
  };
}

/** Refreshes the idle clock. */
export async function touchSession(db: Executor, id: string, now: Date): Promise<void> {
  await db.updateTable("operator_sessions").set({ last_seen_at: now.toISOString() }).where("id", "=", id).execute();
}

/** Of these sessions, the ones whose operator is active, with their clocks (the caller judges them). */
export async function activeOperatorSessionTimes(
  db: Executor,
  ids: readonly string[],
): Promise<{ id: string; started_at: string; last_seen_at: string }[]> {
  return db
    .selectFrom("operator_sessions")
    .innerJoin("operators", "operators.id", "operator_sessions.operator_id")
    .select(["operator_sessions.id", "operator_sessions.started_at", "operator_sessions.last_seen_at"])
    .where("operator_sessions.id", "in", [...ids])
    .where("operators.status", "=", "active")
    .execute();
}

/** Ends one session; answers whether it still existed (a second sign-out, or a race, ends nothing). */
export async function deleteSession(db: Executor, id: string): Promise<boolean> {
  const result = await db.deleteFrom("operator_sessions").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Ends every session of an operator; answers how many there were. */
export async function deleteOperatorSessions(db: Executor, operatorId: string): Promise<number> {
  const result = await db.deleteFrom("operator_sessions").where("operator_id", "=", operatorId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The operator's sessions, newest first, for their home page. */
export async function listOperatorSessions(db: Executor, operatorId: string): Promise<SessionSummary[]> {
  const rows = await db
    .selectFrom("operator_sessions")
    .select(["id", "aal", "started_at", "last_seen_at", "client", "user_agent"])
    .where("operator_id", "=", operatorId)
    .orderBy("started_at", "desc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    aal: row.aal,
    startedAt: row.started_at,
    lastSeenAt: row.last_seen_at,
    client: row.client,
    userAgent: row.user_agent,
  }));
}

/** Ends every session of an operator but one (theirs, after a password change); answers how many ended. */
export async function deleteOtherOperatorSessions(db: Executor, operatorId: string, keepId: string): Promise<number> {
  const result = await db
    .deleteFrom("operator_sessions")
    .where("operator_id", "=", operatorId)
    .where("id", "<>", keepId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
