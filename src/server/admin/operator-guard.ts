import "server-only";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { sessionVerdict } from "@/domain/admin/session-policy";
import { getDatabase } from "../db/client";
import { ensureDatabaseReady } from "../db/migrate";
import { AppError } from "../http/errors";
import { refuseCrossSite } from "../http/guard-request";
import { deleteSession, findSessionByToken, type StoredSession, touchSession } from "./operator-sessions";
import { isSessionToken, SESSION_COOKIE, sessionTokenFrom } from "./session-cookie";

/*
 * THE GUARD in front of every admin page and admin API (issue 16). A session counts when its token
 * is known, its operator is active, and it is neither idle for 30 minutes nor 12 hours old
 * (src/domain/admin/session-policy.ts); an expired one is deleted on sight. Only aal2 passes;
 * aal1 is sent to the code step. Each request that passes refreshes the idle clock.
 */

export type OperatorContext = { operatorId: string; email: string; sessionId: string };

export const ADMIN_SIGN_IN_PATH = "/admin/sign-in";
export const ADMIN_CODE_STEP_PATH = "/admin/sign-in/code";

/** The live session a token belongs to, at any level; null when there is none (or it just expired). */
export async function liveSession(token: string | null, now: Date = new Date()): Promise<StoredSession | null> {
  if (token === null) return null;
  await ensureDatabaseReady();
  const { db } = getDatabase();
  const session = await findSessionByToken(db, token);
  if (!session) return null;
  const verdict = sessionVerdict(
    { startedAtMs: Date.parse(session.startedAt), lastSeenAtMs: Date.parse(session.lastSeenAt) },
    now.getTime(),
  );
  if (verdict !== "active" || session.operatorStatus !== "active") {
    await deleteSession(db, session.id);
    return null;
  }
  return session;
}

async function admit(session: StoredSession, now: Date): Promise<OperatorContext> {
  await touchSession(getDatabase().db, session.id, now);
  return { operatorId: session.operatorId, email: session.operatorEmail, sessionId: session.id };
}

/** The session of an API request at any level (the code step and sign-out need aal1 too). */
export function requestSession(request: Request, now: Date = new Date()): Promise<StoredSession | null> {
  return liveSession(sessionTokenFrom(request.headers.get("cookie")), now);
}

/**
 * For admin route handlers: 401 `unauthorized:unauthenticated` without a valid session, 403
 * `forbidden:mfa_required` at aal1; for writes (write: true) first the origin check (403
 * `forbidden:admin` from another site). Never any data in the refusal.
 */
export async function requireOperatorApi(request: Request, options: { write: boolean }): Promise<OperatorContext> {
  if (options.write) refuseCrossSite(request, "admin");
  const now = new Date();
  const session = await requestSession(request, now);
  if (!session) throw new AppError("unauthorized:unauthenticated", "Sign in to the back office first.");
  if (session.aal !== "aal2")
    throw new AppError("forbidden:mfa_required", "Enter the code from your authenticator app first.");
  return admit(session, now);
}

async function cookieToken(): Promise<string | null> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  return isSessionToken(token) ? token : null;
}

/** For admin pages (server components): redirects to /admin/sign-in or to the code step. */
export async function requireOperatorPage(): Promise<OperatorContext> {
  const now = new Date();
  const session = await liveSession(await cookieToken(), now);
  if (!session) redirect(ADMIN_SIGN_IN_PATH);
  if (session.aal !== "aal2") redirect(ADMIN_CODE_STEP_PATH);
  return admit(session, now);
}

/** For the code step's page: the aal1 session, or null (the page then sends the operator on). */
export async function pageSession(): Promise<StoredSession | null> {
  return liveSession(await cookieToken());
}
