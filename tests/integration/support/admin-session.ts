import { TOTP } from "otpauth";
import { afterAll, beforeAll } from "vitest";

/*
 * Operators and their sessions for the admin integration tests: an operator enrolled through the
 * production code (createOperator, startEnrolment, confirmEnrolment), codes computed here from the
 * secret as an authenticator app would, and requests to route handlers with the session cookie.
 * The shop's modules are imported where they are used, not at the top: useAdminRouteEnv runs in
 * vi.hoisted, before the environment they read when loaded is set.
 */

export const ADMIN_ORIGIN = "http://shop.test";
export const PASSWORD = "correct horse battery staple";

export type Enrolled = { id: string; email: string; secret: string; recoveryCodes: string[] };

/** The app's code for the step that holds `atMs` (now by default). */
export function totpCode(secret: string, atMs: number = Date.now()): string {
  return TOTP.generate({ secret: secretOf(secret), timestamp: atMs, digits: 6, period: 30, algorithm: "SHA1" });
}

function secretOf(base32: string) {
  return new TOTP({ secret: base32 }).secret;
}

/** An active operator (an owner unless told); the enrolment used the code of the step before now, so now's code is still free. */
export async function enrolOperator(
  email = `op-${crypto.randomUUID().slice(0, 8)}@example.com`,
  role: "owner" | "staff" = "owner",
): Promise<Enrolled> {
  const { confirmEnrolment, startEnrolment } = await import("@/server/admin/enrolment");
  const { createOperator } = await import("@/server/admin/operators");
  const { database } = await import("@/server/db/database");
  const { db } = await database();
  const now = new Date();
  const created = await createOperator(db, email, "test", now, role);
  if (!created.ok) throw new Error("operator exists");
  const started = await startEnrolment(created.token, PASSWORD, now);
  if (!started.ok) throw new Error("enrolment did not start");
  const secret = new URL(started.uri).searchParams.get("secret") ?? "";
  const confirmed = await confirmEnrolment(created.token, totpCode(secret, now.getTime() - 30_000), now);
  if (!confirmed.ok) throw new Error(`enrolment not confirmed: ${confirmed.reason}`);
  return { id: created.operatorId, email, secret, recoveryCodes: confirmed.recoveryCodes };
}

type Handler = (request: Request, context: unknown) => Response | Promise<Response>;

export type Answer = { status: number; json: Record<string, unknown>; cookie: string | null; headers: Headers };

export async function call(
  handler: Handler,
  path: string,
  options: { body?: unknown; token?: string | null; headers?: Record<string, string>; method?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {
    "content-type": "application/json",
    "x-forwarded-for": "192.0.2.10",
    ...options.headers,
  };
  if (options.token) headers.cookie = `__Host-rf-operator=${options.token}`;
  const response = await handler(
    new Request(`${ADMIN_ORIGIN}${path}`, {
      method: options.method ?? "POST",
      headers,
      body: (options.method ?? "POST") === "GET" ? undefined : JSON.stringify(options.body ?? {}),
    }),
    undefined,
  );
  const text = await response.text();
  return {
    status: response.status,
    json: text ? JSON.parse(text) : {},
    cookie: response.headers.get("set-cookie"),
    headers: response.headers,
  };
}

/** An aal2 session's token for an enrolled operator, signed in through the real sign-in routes. */
export async function aal2SessionToken(operator: Enrolled, clientIp = "203.0.113.240"): Promise<string> {
  const headers = { "x-forwarded-for": clientIp };
  const signedIn = await postSignIn({ email: operator.email, password: PASSWORD }, headers);
  const coded = await postSignInCode(sessionTokenOf(signedIn), totpCode(operator.secret), headers);
  if (coded.status !== 200) throw new Error(`could not reach aal2: ${coded.status}`);
  return sessionTokenOf(coded);
}

/**
 * The environment of a file that calls the admin routes, set before they are loaded: call it in
 * vi.hoisted. Behind one proxy, so X-Forwarded-For names the client and each test can be a client
 * of its own; the shop at ADMIN_ORIGIN; an API rate limit no test reaches. The environment is put
 * back after the file, and the file's database is migrated before its tests.
 */
export async function useAdminRouteEnv(): Promise<void> {
  const { setEnv } = await import("../../support/env");
  const restore = setEnv({ TRUSTED_PROXY_HOPS: "1", SITE_URL: ADMIN_ORIGIN, API_RATE_LIMIT: "100000" });
  afterAll(() => restore());
  beforeAll(async () => {
    const { database } = await import("@/server/db/database");
    await database();
  });
}

/** A cookie's value in an answer's Set-Cookie (empty when it sets none). */
export function cookieOf(name: string, answer: { cookie: string | null }): string {
  return new RegExp(`${name}=([^;]*)`).exec(answer.cookie ?? "")?.[1] ?? "";
}

/** The operator session's token an answer sets (empty when it sets none). */
export const sessionTokenOf = (answer: { cookie: string | null }): string => cookieOf("__Host-rf-operator", answer);

/** The first sign-in step (email and password) through its route handler, from the client `headers` name. */
export async function postSignIn(body: Record<string, string>, headers: Record<string, string>): Promise<Answer> {
  const route = await import("@/app/api/admin/sign-in/route");
  return call(route.POST, "/api/admin/sign-in", { body, headers });
}

/** The second sign-in step (the code) with the first step's session `token`. */
export async function postSignInCode(token: string, code: string, headers: Record<string, string>): Promise<Answer> {
  const route = await import("@/app/api/admin/sign-in/code/route");
  return call(route.POST, "/api/admin/sign-in/code", { body: { code }, token, headers });
}

/** A request to a guarded admin API route with the session `token` (no cookie when null). */
export function guardedRequest(
  token: string | null,
  init: { method?: string; headers?: Record<string, string> } = {},
): Request {
  return new Request(`${ADMIN_ORIGIN}/api/admin/anything`, {
    method: init.method ?? "POST",
    headers: { ...(token ? { cookie: `__Host-rf-operator=${token}` } : {}), ...init.headers },
  });
}
