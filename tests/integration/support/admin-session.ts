import { TOTP } from "otpauth";
import { confirmEnrolment, startEnrolment } from "@/server/admin/enrolment";
import { createOperator } from "@/server/admin/operators";
import { getDatabase } from "@/server/db/client";

/*
 * Operators and their sessions for the admin integration tests: an operator enrolled through the
 * production code (createOperator, startEnrolment, confirmEnrolment), codes computed here from the
 * secret as an authenticator app would, and requests to route handlers with the session cookie.
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

/** An active operator; the enrolment used the code of the step before now, so now's code is still free. */
export async function enrolOperator(email = `op-${crypto.randomUUID().slice(0, 8)}@example.com`): Promise<Enrolled> {
  const { db } = getDatabase();
  const now = new Date();
  const created = await createOperator(db, email, "test", now);
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
  const tokenOf = (cookie: string | null) => /__Host-rf-operator=([^;]*)/.exec(cookie ?? "")?.[1] ?? "";
  const signInRoute = await import("@/app/api/admin/sign-in/route");
  const codeRoute = await import("@/app/api/admin/sign-in/code/route");
  const headers = { "x-forwarded-for": clientIp };
  const signedIn = await call(signInRoute.POST, "/api/admin/sign-in", {
    body: { email: operator.email, password: PASSWORD },
    headers,
  });
  const coded = await call(codeRoute.POST, "/api/admin/sign-in/code", {
    body: { code: totpCode(operator.secret) },
    token: tokenOf(signedIn.cookie),
    headers,
  });
  if (coded.status !== 200) throw new Error(`could not reach aal2: ${coded.status}`);
  return tokenOf(coded.cookie);
}
