import "server-only";
import type { Kysely, Transaction } from "kysely";
import { type SessionSummary, sessionVerdict } from "@/domain/admin/session-policy";
import type { Database, OperatorSessionsTable, OperatorStatus } from "../db/schema";
import { hashSecret, newSecretToken } from "./secret-tokens";

/*
 * Operators' sessions, stored on the server (table operator_sessions). The browser holds a random
 * token; the table holds its SHA-256 hash, so a copy of the database signs nobody in. Every change
 * of level (aal1 -> aal2) replaces the row and the token (rotation): a token seen before the code
 * was typed is worth nothing after.
 */

type Db = Kysely<Database> | Transaction<Database>;

export type Aal = OperatorSessionsTable["aal"];

export type StoredSession = {
  id: string;
  operatorId: string;
  aal: Aal;
  startedAt: string;
  lastSeenAt: string;
  client: string;
  userAgent: string;
  operatorEmail: string;
  operatorStatus: OperatorStatus;
};

export type NewSession = {
  operatorId: string;
  aal: Aal;
  /** When the password was given; kept across the rotation, the absolute limit counts from it. */
  startedAt: string;
  client: string;
  userAgent: string;
  now: Date;
};

export async function createSession(db: Db, session: NewSession): Promise<{ id: string; token: string }> {
  const id = crypto.randomUUID();
  const token = newSecretToken();
  await db
    .insertInto("operator_sessions")
    .values({
      id,
      operator_id: session.operatorId,
      token_hash: hashSecret(token),
      aal: session.aal,
      started_at: session.startedAt,
      last_seen_at: session.now.toISOString(),
      client: session.client.slice(0, 100),
      user_agent: session.userAgent.slice(0, 200),
    })
    .execute();
  return { id, token };
}

export async function findSessionByToken(db: Db, token: string): Promise<StoredSession | null> {
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
    ])
    .where("operator_sessions.token_hash", "=", hashSecret(token))
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
  };
}

/** Refreshes the idle clock. */
export async function touchSession(db: Db, id: string, now: Date): Promise<void> {
  await db.updateTable("operator_sessions").set({ last_seen_at: now.toISOString() }).where("id", "=", id).execute();
}

/**
 * Of these sessions, the ones that still count (row there, operator active, neither idle nor too
 * old): one query for all of them, so the live feed's poller can end the streams of the rest.
 */
export async function liveSessionIds(db: Db, ids: readonly string[], now: Date): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom("operator_sessions")
    .innerJoin("operators", "operators.id", "operator_sessions.operator_id")
    .select(["operator_sessions.id", "operator_sessions.started_at", "operator_sessions.last_seen_at"])
    .where("operator_sessions.id", "in", [...ids])
    .where("operators.status", "=", "active")
    .execute();
  const live = rows.filter(
    (row) =>
      sessionVerdict(
        { startedAtMs: Date.parse(row.started_at), lastSeenAtMs: Date.parse(row.last_seen_at) },
        now.getTime(),
      ) === "active",
  );
  return new Set(live.map((row) => row.id));
}

/** Ends one session; answers whether it still existed (a second sign-out, or a race, ends nothing). */
export async function deleteSession(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom("operator_sessions").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Ends every session of an operator; answers how many there were. */
export async function deleteOperatorSessions(db: Db, operatorId: string): Promise<number> {
  const result = await db.deleteFrom("operator_sessions").where("operator_id", "=", operatorId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The operator's sessions, newest first, for their home page. */
export async function listOperatorSessions(db: Db, operatorId: string): Promise<SessionSummary[]> {
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
