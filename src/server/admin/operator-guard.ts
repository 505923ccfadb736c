import "server-only";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { type AdminArea, canOpen, type OperatorRole, ROLE_REFUSED_CODE, roleRefusal } from "@/domain/admin/roles";
import {
  ADMIN_BACKGROUND_COOKIE,
  ADMIN_IDLE_SIGN_IN_PATH,
  IDLE_SIGN_OUT_MESSAGE,
  isOperatorPageActivity,
  SESSION_IDLE_CODE,
  type SessionVerdict,
  sessionVerdict,
} from "@/domain/admin/session-policy";
import { database } from "../db/database";
import { AppError } from "../http/errors";
import { refuseCrossSite } from "../http/guard-request";
import { deleteSession, findSessionByToken, type StoredSession, touchSession } from "./operator-sessions";
import { isSessionToken, SESSION_COOKIE, sessionTokenFrom } from "./session-cookie";

/*
 * THE GUARD in front of every admin page and admin API. A session counts when its token
 * is known, its operator is active, and it is neither idle for 30 minutes nor 12 hours old
 * (src/domain/admin/session-policy.ts); an expired one is deleted on sight. Only aal2 passes;
 * aal1 is sent to the code step. Only what the operator does refreshes the idle clock:
 * page loads and their own actions do; the live feed, its reconnects and other background
 * requests (`activity: false`) do not, so a tab left open with nobody at it still goes idle. A
 * background request neither refreshes nor deletes: it answers 401 `unauthorized:session_idle`,
 * so the page can say why it was signed out.
 */

export type OperatorContext = { operatorId: string; email: string; sessionId: string; role: OperatorRole };

export const ADMIN_SIGN_IN_PATH = "/admin/sign-in";
export const ADMIN_CODE_STEP_PATH = "/admin/sign-in/code";

type Lookup = { session: StoredSession | null; ended: SessionVerdict | null };

/** The token's session if it may be used; an expired one is deleted unless `keepExpired`, and why it ended is said. */
async function lookUpSession(token: string | null, now: Date, keepExpired: boolean): Promise<Lookup> {
  if (token === null) return { session: null, ended: null };
  const { db } = await database();
  const session = await findSessionByToken(db, token);
  if (!session) return { session: null, ended: null };
  const verdict = sessionVerdict(
    { startedAtMs: Date.parse(session.startedAt), lastSeenAtMs: Date.parse(session.lastSeenAt) },
    now.getTime(),
  );
  if (verdict !== "active" || session.operatorStatus !== "active") {
    if (!keepExpired) await deleteSession(db, session.id);
    return { session: null, ended: verdict };
  }
  return { session, ended: null };
}

/** The live session a token belongs to, at any level; null when there is none (or it just expired). */
export async function liveSession(token: string | null, now: Date = new Date()): Promise<StoredSession | null> {
  return (await lookUpSession(token, now, false)).session;
}

function admitted(session: StoredSession): OperatorContext {
  return {
    operatorId: session.operatorId,
    email: session.operatorEmail,
    sessionId: session.id,
    role: session.operatorRole,
  };
}

/** 403 `forbidden:role` when the operator's role may not open the area (src/domain/admin/roles.ts). */
export function requireArea(operator: OperatorContext, area: AdminArea): void {
  if (!canOpen(operator.role, area)) throw new AppError(ROLE_REFUSED_CODE, roleRefusal(area));
}

/** The session of an API request at any level (the code step and sign-out need aal1 too). */
export function requestSession(request: Request, now: Date = new Date()): Promise<StoredSession | null> {
  return liveSession(sessionTokenFrom(request.headers.get("cookie")), now);
}

/**
 * For admin route handlers: 401 `unauthorized:unauthenticated` without a valid session, 403
 * `forbidden:mfa_required` at aal1; for writes (write: true) first the origin check (403
 * `forbidden:admin` from another site). Never any data in the refusal. `activity: false` for a
 * request the page makes by itself (the live feed): it does not refresh the idle clock.
 */
export async function requireOperatorApi(
  request: Request,
  options: { write: boolean; activity?: boolean; area: AdminArea },
): Promise<OperatorContext> {
  if (options.write) refuseCrossSite(request, "admin");
  const now = new Date();
  const activity = options.activity ?? true;
  const token = sessionTokenFrom(request.headers.get("cookie"));
  const { session, ended } = await lookUpSession(token, now, !activity);
  if (!session && ended === "idle_expired")
    throw new AppError(SESSION_IDLE_CODE, `${IDLE_SIGN_OUT_MESSAGE} Sign in again.`);
  if (!session) throw new AppError("unauthorized:unauthenticated", "Sign in to the back office first.");
  if (session.aal !== "aal2")
    throw new AppError("forbidden:mfa_required", "Enter the code from your authenticator app first.");
  if (activity) await touchSession((await database()).db, session.id, now);
  const operator = admitted(session);
  requireArea(operator, options.area);
  return operator;
}

async function cookieToken(): Promise<string | null> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  return isSessionToken(token) ? token : null;
}

/** Where a page the operator's role may not open sends them: the home, which says why. */
export const ADMIN_REFUSED_PARAM = "refused";

/**
 * For admin pages (server components): redirects to /admin/sign-in or to the code step; a page of
 * an area the operator's role may not open redirects to the home, which names the area. A page
 * load is activity; the router's prefetch of a link the operator has not followed is not, nor a
 * refresh the page makes by itself when the live feed brings something (isOperatorPageActivity).
 */
export async function requireOperatorPage(area: AdminArea): Promise<OperatorContext> {
  const now = new Date();
  const { session, ended } = await lookUpSession(await cookieToken(), now, false);
  if (!session) redirect(ended === "idle_expired" ? ADMIN_IDLE_SIGN_IN_PATH : ADMIN_SIGN_IN_PATH);
  if (session.aal !== "aal2") redirect(ADMIN_CODE_STEP_PATH);
  const activity = isOperatorPageActivity({
    prefetchHeader: (await headers()).get("next-router-prefetch"),
    backgroundCookie: (await cookies()).get(ADMIN_BACKGROUND_COOKIE)?.value,
  });
  if (activity) await touchSession((await database()).db, session.id, now);
  const operator = admitted(session);
  if (!canOpen(operator.role, area)) redirect(`/admin?${ADMIN_REFUSED_PARAM}=${area}`);
  return operator;
}

/**
 * For a back-office page's title (generateMetadata): whether the record the page shows is missing,
 * so its 404 is titled as one. Looked up only for an operator who may open the area: for anyone
 * else the answer is false, so a title never tells them which ids exist (the page sends them to
 * sign in). The session is read, not touched: the page's own guard does that once.
 */
export async function missingForOperator(area: AdminArea, lookUp: () => Promise<unknown>): Promise<boolean> {
  const session = await liveSession(await cookieToken());
  if (session?.aal !== "aal2" || !canOpen(session.operatorRole, area)) return false;
  return (await lookUp()) == null;
}

/** For the code step's page: the aal1 session, or null (the page then sends the operator on). */
export async function pageSession(): Promise<StoredSession | null> {
  return liveSession(await cookieToken());
}
