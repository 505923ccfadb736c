import { beforeEach, describe, expect, it, vi } from "vitest";
import { requireOperatorApi } from "@/server/admin/operator-guard";
import { getDatabase } from "@/server/db/client";
import {
  cookieOf,
  enrolOperator,
  guardedRequest,
  PASSWORD,
  postSignIn,
  postSignInCode,
  sessionTokenOf,
  totpCode,
} from "./support/admin-session";

/*
 * Issue 38, item 4 on this file's database (TEST_DB picks SQLite or PostgreSQL): each attempt is
 * counted before its password or code is checked, so a burst sent at once gets exactly the free
 * ones checked (counted here at argon2 and at the TOTP check, the production functions wrapped);
 * and an operator's own browser (the known-device mark) or a recovery code gets through a lock
 * that strangers put on their email.
 */

const checks = vi.hoisted(() => ({ passwords: 0, totp: 0 }));
vi.mock("@/server/admin/passwords", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/server/admin/passwords")>();
  return {
    ...original,
    verifyPassword: (...args: Parameters<typeof original.verifyPassword>) => {
      checks.passwords += 1;
      return original.verifyPassword(...args);
    },
  };
});
vi.mock("@/server/admin/totp", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/server/admin/totp")>();
  return {
    ...original,
    matchTotpStep: (...args: Parameters<typeof original.matchTotpStep>) => {
      checks.totp += 1;
      return original.matchTotpStep(...args);
    },
  };
});

await vi.hoisted(async () => (await import("./support/admin-session")).useAdminRouteEnv());
beforeEach(() => {
  checks.passwords = 0;
  checks.totp = 0;
});

let clients = 0;
/** A client address of its own: only the email's count is shared between them. */
const newClient = () => `198.51.${Math.floor(++clients / 250)}.${clients % 250}`;
const deviceOf = (answer: { cookie: string | null }) => cookieOf("__Host-rf-operator-device", answer);

function signIn(body: Record<string, string>, client = newClient(), device = "") {
  const headers: Record<string, string> = { "x-forwarded-for": client };
  if (device) headers.cookie = `__Host-rf-operator-device=${device}`;
  return postSignIn(body, headers);
}

const code = (token: string, value: string, client: string) =>
  postSignInCode(token, value, { "x-forwarded-for": client });

/** Both steps from one browser; answers its known-device mark. */
async function signInFully(operator: { email: string; secret: string }): Promise<string> {
  const client = newClient();
  const first = await signIn({ email: operator.email, password: PASSWORD }, client);
  const second = await code(sessionTokenOf(first), totpCode(operator.secret), client);
  expect(second.status).toBe(200);
  return deviceOf(second);
}

function statuses(answers: { status: number }[]): Record<number, number> {
  const count: Record<number, number> = {};
  for (const { status } of answers) count[status] = (count[status] ?? 0) + 1;
  return count;
}

async function expectGuardPasses(token: string) {
  await expect(
    requireOperatorApi(guardedRequest(token, { method: "GET" }), { write: false, area: "orders" }),
  ).resolves.toBeTruthy();
}

describe("a burst sent at once", () => {
  it("gets exactly the free password attempts checked by argon2; the rest wait, the right password too", async () => {
    const operator = await enrolOperator();
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, index) => signIn({ email: operator.email, password: `wrong ${index}` })),
    );
    expect(checks.passwords).toBe(3);
    expect(statuses(answers)).toEqual({ 401: 3, 429: 97 });
    for (const answer of answers.filter(({ status }) => status === 429)) {
      expect(answer.json.code).toBe("rate_limited:admin_sign_in");
      expect(Number(answer.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    }
    expect((await signIn({ email: operator.email, password: PASSWORD })).status).toBe(429);
    expect(checks.passwords).toBe(3);
  });

  it("gets exactly the free TOTP codes checked, then refuses the right one", async () => {
    const operator = await enrolOperator();
    const client = newClient();
    const token = sessionTokenOf(await signIn({ email: operator.email, password: PASSWORD }, client));
    checks.totp = 0; // the enrolment's own check
    const answers = await Promise.all(Array.from({ length: 100 }, () => code(token, "000000", client)));
    expect(checks.totp).toBe(3);
    expect(statuses(answers)).toEqual({ 401: 3, 429: 97 });
    expect(answers.find(({ status }) => status === 429)?.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await code(token, totpCode(operator.secret), client)).status).toBe(429);
    expect(checks.totp).toBe(3);
  });

  it("lets one client address check exactly its own allowance across many emails", async () => {
    const client = newClient();
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, index) => signIn({ email: `guess-${index}@example.com`, password: "x" }, client)),
    );
    expect(checks.passwords).toBe(10);
    expect(statuses(answers)).toEqual({ 401: 10, 429: 90 });
  });
});

describe("a stranger failing passwords for an operator's email", () => {
  it("does not lock the operator's known browser, which keeps an allowance of its own", async () => {
    const operator = await enrolOperator();
    const device = await signInFully(operator);
    expect(device).toMatch(/^[A-Za-z0-9_-]{22}\.[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/);
    await Promise.all(Array.from({ length: 20 }, () => signIn({ email: operator.email, password: "guess" })));
    expect((await signIn({ email: operator.email, password: PASSWORD })).status).toBe(429);
    // Another operator's mark, or a forged one, is a stranger's request.
    const other = await signInFully(await enrolOperator());
    const forged = device.replace(/.$/, (last) => (last === "A" ? "B" : "A"));
    for (const mark of [other, forged])
      expect((await signIn({ email: operator.email, password: PASSWORD }, newClient(), mark)).status).toBe(429);
    const own = await signIn({ email: operator.email, password: PASSWORD }, newClient(), device);
    expect(own.status).toBe(200);
    // The device's own failures are counted like the email's: three, then it waits too.
    for (let attempt = 1; attempt <= 3; attempt++)
      expect((await signIn({ email: operator.email, password: "typo" }, newClient(), device)).status).toBe(401);
    expect((await signIn({ email: operator.email, password: PASSWORD }, newClient(), device)).status).toBe(429);
  });

  it("does not stop a sign-in with a recovery code, whose attempts only a code holder can spend", async () => {
    const operator = await enrolOperator();
    await Promise.all(Array.from({ length: 20 }, () => signIn({ email: operator.email, password: "guess" })));
    expect((await signIn({ email: operator.email, password: PASSWORD })).status).toBe(429);
    checks.passwords = 0;
    // The stranger tries the recovery way too: no code, no argon2, nothing counted on the operator.
    const stranger = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        signIn({ email: operator.email, password: "guess", recoveryCode: `aaaa-bbbb-cccc-${1000 + index}` }),
      ),
    );
    expect(statuses(stranger)).toEqual({ 401: 20 });
    expect(checks.passwords).toBe(0);
    // A right code with a wrong password is refused and the code is not spent.
    const recovery = operator.recoveryCodes[0] ?? "";
    const typo = await signIn({ email: operator.email, password: "typo", recoveryCode: recovery });
    expect(typo.status).toBe(401);
    const own = await signIn({ email: operator.email, password: PASSWORD, recoveryCode: recovery });
    expect(own.status).toBe(200);
    expect(own.json).toEqual({ ok: true, next: "/admin" });
    expect(deviceOf(own)).not.toBe("");
    await expectGuardPasses(sessionTokenOf(own));
    // Spent now.
    expect((await signIn({ email: operator.email, password: PASSWORD, recoveryCode: recovery })).status).toBe(401);
    const used = await getDatabase()
      .db.selectFrom("operator_recovery_codes")
      .select("used_at")
      .where("operator_id", "=", operator.id)
      .where("used_at", "is not", null)
      .execute();
    expect(used).toHaveLength(1);
  });
});
