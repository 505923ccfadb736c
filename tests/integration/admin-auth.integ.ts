import { describe, expect, it, vi } from "vitest";
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "@/domain/admin/session-policy";
import { requireOperatorApi } from "@/server/admin/operator-guard";
import { createOperator } from "@/server/admin/operators";
import { getDatabase } from "@/server/db/client";
import { auditOf, recentAudit } from "@/server/db/queries/audit-log";
import {
  ADMIN_ORIGIN,
  call,
  enrolOperator,
  guardedRequest,
  PASSWORD,
  postSignIn,
  postSignInCode,
  sessionTokenOf,
  totpCode,
} from "./support/admin-session";

/*
 * Issue 16, items 1 and 2 on this file's database (TEST_DB picks SQLite or PostgreSQL): enrolment,
 * the two sign-in steps, the throttle, sessions and THE GUARD, through the route handlers. Each
 * test has its own operator and its own client address, so no test's failures throttle another.
 */

// Behind one proxy: X-Forwarded-For names the client, so each test can be its own client.
await vi.hoisted(async () => (await import("./support/admin-session")).useAdminRouteEnv());

const enrolStart = await import("@/app/api/admin/enrol/start/route");
const enrolConfirm = await import("@/app/api/admin/enrol/confirm/route");
const signOutRoute = await import("@/app/api/admin/sign-out/route");
const everywhereRoute = await import("@/app/api/admin/sign-out-everywhere/route");

const db = () => getDatabase().db;
let clients = 0;
/** A client address of its own for each test. */
const newClient = () => ({ "x-forwarded-for": `198.51.100.${++clients}` });

const signIn = (email: string, client: Record<string, string>, password = PASSWORD) =>
  postSignIn({ email, password }, client);

/** Signs in through both steps; answers the aal2 token. */
async function signInFully(operator: { email: string; secret: string }, client = newClient()): Promise<string> {
  const first = await signIn(operator.email, client);
  expect(first.status).toBe(200);
  const second = await postSignInCode(sessionTokenOf(first), totpCode(operator.secret), client);
  expect(second.status).toBe(200);
  return sessionTokenOf(second);
}

describe("enrolment from the one-time link", () => {
  it("takes a password, shows the TOTP secret, and is spent by the first right code", async () => {
    const created = await createOperator(db(), "enrol@example.com", "test", new Date());
    if (!created.ok) throw new Error("exists");
    const started = await call(enrolStart.POST, "/api/admin/enrol/start", {
      body: { token: created.token, password: PASSWORD },
    });
    expect(started.status).toBe(200);
    expect(String(started.json.uri)).toMatch(/^otpauth:\/\/totp\/.+\?.*secret=[A-Z2-7]+/);
    expect(String(started.json.qrSvg)).toMatch(/^<svg/);
    const secret = new URL(String(started.json.uri)).searchParams.get("secret") ?? "";
    const wrong = await call(enrolConfirm.POST, "/api/admin/enrol/confirm", {
      body: { token: created.token, code: "000000" },
    });
    expect(wrong.status).toBe(400);
    const confirmed = await call(enrolConfirm.POST, "/api/admin/enrol/confirm", {
      body: { token: created.token, code: totpCode(secret) },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.recoveryCodes).toHaveLength(10);
    // Only hashes are kept.
    const stored = await db()
      .selectFrom("operator_recovery_codes")
      .select("code_hash")
      .where("operator_id", "=", created.operatorId)
      .execute();
    expect(stored).toHaveLength(10);
    expect(stored.map((row) => row.code_hash)).not.toContain((confirmed.json.recoveryCodes as string[])[0]);
    const operator = await db()
      .selectFrom("operators")
      .selectAll()
      .where("id", "=", created.operatorId)
      .executeTakeFirstOrThrow();
    expect(operator.status).toBe("active");
    expect(operator.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(operator.enrol_token_hash).toBeNull();
    // Single use: the link is dead for both steps now.
    const again = await call(enrolStart.POST, "/api/admin/enrol/start", {
      body: { token: created.token, password: PASSWORD },
    });
    expect(again.status).toBe(404);
    expect((await auditOf(db(), "operator", created.operatorId)).map((entry) => entry.action)).toEqual([
      "OPERATOR_CREATED",
      "OPERATOR_ENROLLED",
    ]);
  });

  it("refuses a link older than 24 hours", async () => {
    const created = await createOperator(
      db(),
      "late@example.com",
      "test",
      new Date(Date.now() - 24 * 3_600_000 - 1_000),
    );
    if (!created.ok) throw new Error("exists");
    const started = await call(enrolStart.POST, "/api/admin/enrol/start", {
      body: { token: created.token, password: PASSWORD },
    });
    expect(started.status).toBe(404);
    expect(started.json).toEqual({ code: "not_found:admin_enrol", message: expect.any(String) });
  });
});

describe("step 1: email and password", () => {
  it("gives an aal1 session for the right password, in a __Host- cookie with every attribute", async () => {
    const operator = await enrolOperator();
    const answer = await signIn(operator.email.toUpperCase(), newClient());
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ ok: true, next: "/admin/sign-in/code" });
    expect(answer.cookie).toMatch(
      /^__Host-rf-operator=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; Secure; SameSite=Strict; Max-Age=43200$/,
    );
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const row = await db()
      .selectFrom("operator_sessions")
      .selectAll()
      .where("operator_id", "=", operator.id)
      .executeTakeFirstOrThrow();
    expect(row.aal).toBe("aal1");
    expect(row.token_hash).not.toBe(sessionTokenOf(answer));
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("answers a wrong password and an unknown email the same way", async () => {
    const operator = await enrolOperator();
    const wrong = await signIn(operator.email, newClient(), "not the password");
    const unknown = await signIn("nobody@example.com", newClient());
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json).toEqual(unknown.json);
    expect(wrong.cookie).toBeNull();
    const failures = (await recentAudit(db(), { limit: 50 })).filter((entry) => entry.action === "SIGN_IN_FAILED");
    expect(failures.some((entry) => entry.targetId === operator.id)).toBe(true);
    expect(failures.some((entry) => entry.targetId === "unknown")).toBe(true);
    // No email reaches the audit log for an unknown address.
    expect(JSON.stringify(failures)).not.toContain("nobody@example.com");
  });

  it("throttles an account with growing delays, whatever the client, and says how long to wait", async () => {
    const operator = await enrolOperator();
    for (let attempt = 1; attempt <= 3; attempt++)
      expect((await signIn(operator.email, newClient(), "wrong")).status).toBe(401);
    const blocked = await signIn(operator.email, newClient());
    expect(blocked.status).toBe(429);
    expect(blocked.json.code).toBe("rate_limited:admin_sign_in");
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThanOrEqual(4);
    // The next failure (once allowed) blocks twice as long.
    await db()
      .updateTable("sign_in_throttle")
      .set({ blocked_until: new Date(0).toISOString() })
      .execute();
    expect((await signIn(operator.email, newClient(), "wrong")).status).toBe(401);
    const longer = await signIn(operator.email, newClient());
    expect(Number(longer.headers.get("retry-after"))).toBeGreaterThanOrEqual(9);
  });

  it("throttles one client trying many accounts", async () => {
    const client = newClient();
    for (let attempt = 1; attempt <= 10; attempt++)
      expect((await signIn(`guess-${attempt}@example.com`, client, "wrong")).status).toBe(401);
    expect((await signIn("guess-11@example.com", client)).status).toBe(429);
  });

  it("refuses a disabled operator like a wrong password", async () => {
    const operator = await enrolOperator();
    await db().updateTable("operators").set({ status: "disabled" }).where("id", "=", operator.id).execute();
    expect((await signIn(operator.email, newClient())).status).toBe(401);
  });
});

describe("step 2: the code", () => {
  it("rotates the session to aal2 with a new token for a right TOTP code, and refuses the same code again", async () => {
    const operator = await enrolOperator();
    const client = newClient();
    const aal1 = sessionTokenOf(await signIn(operator.email, client));
    const now = totpCode(operator.secret);
    const verified = await postSignInCode(aal1, now, client);
    expect(verified.status).toBe(200);
    const aal2 = sessionTokenOf(verified);
    expect(aal2).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(aal2).not.toBe(aal1);
    // The aal1 token is dead.
    await expect(requireOperatorApi(guardedRequest(aal1), { write: false, area: "orders" })).rejects.toMatchObject({
      status: 401,
    });
    await expect(requireOperatorApi(guardedRequest(aal2), { write: false, area: "orders" })).resolves.toMatchObject({
      operatorId: operator.id,
    });
    // The same code on a new sign-in is refused: each code is accepted once.
    const again = sessionTokenOf(await signIn(operator.email, client));
    const reused = await postSignInCode(again, now, client);
    expect(reused.status).toBe(401);
    expect(reused.json.code).toBe("unauthorized:admin_code");
    const actions = (await recentAudit(db(), { limit: 20 }))
      .filter((entry) => entry.operatorId === operator.id)
      .map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(["SIGNED_IN", "MFA_CHALLENGE_VERIFIED", "MFA_CHALLENGE_FAILED"]));
  });

  it("accepts one step of clock drift and refuses two", async () => {
    const operator = await enrolOperator();
    const client = newClient();
    const token = sessionTokenOf(await signIn(operator.email, client));
    expect((await postSignInCode(token, totpCode(operator.secret, Date.now() + 65_000), client)).status).toBe(401);
    expect((await postSignInCode(token, totpCode(operator.secret, Date.now() + 30_000), client)).status).toBe(200);
  });

  it("accepts a recovery code once", async () => {
    const operator = await enrolOperator();
    const client = newClient();
    const recovery = operator.recoveryCodes[3] ?? "";
    const first = await postSignInCode(
      sessionTokenOf(await signIn(operator.email, client)),
      recovery.toUpperCase(),
      client,
    );
    expect(first.status).toBe(200);
    const second = await postSignInCode(sessionTokenOf(await signIn(operator.email, client)), recovery, client);
    expect(second.status).toBe(401);
    expect((await auditOf(db(), "operator", operator.id)).map((entry) => entry.action)).toContain("RECOVERY_CODE_USED");
  });

  it("lets exactly one of two requests carrying the same code win", async () => {
    const operator = await enrolOperator();
    const client = newClient();
    const first = sessionTokenOf(await signIn(operator.email, client));
    const second = sessionTokenOf(await signIn(operator.email, client));
    const value = totpCode(operator.secret);
    const answers = await Promise.all([postSignInCode(first, value, client), postSignInCode(second, value, client)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
  });

  it("throttles wrong codes per account", async () => {
    const operator = await enrolOperator();
    const client = newClient();
    const token = sessionTokenOf(await signIn(operator.email, client));
    for (let attempt = 1; attempt <= 3; attempt++)
      expect((await postSignInCode(token, "000000", client)).status).toBe(401);
    const blocked = await postSignInCode(token, totpCode(operator.secret), client);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});

describe("the guard and sessions", () => {
  it("answers 401 without a session and 403 at aal1, with the code and a message and no data", async () => {
    for (const token of [null, "A".repeat(43), "not-a-token"]) {
      const error = await requireOperatorApi(guardedRequest(token), { write: false, area: "orders" }).catch(
        (caught) => caught,
      );
      expect(error.toResponse().status).toBe(401);
      expect(await error.toResponse().json()).toEqual({
        code: "unauthorized:unauthenticated",
        message: expect.any(String),
      });
    }
    const operator = await enrolOperator();
    const aal1 = sessionTokenOf(await signIn(operator.email, newClient()));
    const error = await requireOperatorApi(guardedRequest(aal1), { write: false, area: "orders" }).catch(
      (caught) => caught,
    );
    expect(error.status).toBe(403);
    expect(await error.toResponse().json()).toEqual({ code: "forbidden:mfa_required", message: expect.any(String) });
  });

  it("refuses a write from another site before it looks at the session", async () => {
    const operator = await enrolOperator();
    const token = await signInFully(operator);
    const error = await requireOperatorApi(guardedRequest(token, { headers: { origin: "https://evil.example" } }), {
      write: true,
      area: "orders",
    }).catch((caught) => caught);
    expect(error.status).toBe(403);
    expect(error.code).toBe("forbidden:admin");
    await expect(
      requireOperatorApi(guardedRequest(token, { headers: { origin: ADMIN_ORIGIN } }), { write: true, area: "orders" }),
    ).resolves.toMatchObject({
      email: operator.email,
    });
  });

  it("ends a session after 30 idle minutes, refreshes the idle clock on use, and ends any after 12 hours", async () => {
    const operator = await enrolOperator();
    const token = await signInFully(operator);
    const age = async (fields: { started_at?: string; last_seen_at?: string }) =>
      db().updateTable("operator_sessions").set(fields).where("operator_id", "=", operator.id).execute();
    await age({ last_seen_at: new Date(Date.now() - SESSION_IDLE_MS + 60_000).toISOString() });
    await expect(requireOperatorApi(guardedRequest(token), { write: false, area: "orders" })).resolves.toBeTruthy();
    const row = await db()
      .selectFrom("operator_sessions")
      .select("last_seen_at")
      .where("operator_id", "=", operator.id)
      .executeTakeFirstOrThrow();
    expect(Date.now() - Date.parse(row.last_seen_at)).toBeLessThan(10_000);
    await age({ started_at: new Date(Date.now() - SESSION_ABSOLUTE_MS - 1_000).toISOString() });
    await expect(requireOperatorApi(guardedRequest(token), { write: false, area: "orders" })).rejects.toMatchObject({
      status: 401,
    });
    // A new sign-in (the recovery code: this step's TOTP code is spent), then 30 idle minutes.
    const client = newClient();
    const aal1 = sessionTokenOf(await signIn(operator.email, client));
    const fresh = sessionTokenOf(await postSignInCode(aal1, operator.recoveryCodes[0] ?? "", client));
    await age({ last_seen_at: new Date(Date.now() - SESSION_IDLE_MS).toISOString() });
    await expect(requireOperatorApi(guardedRequest(fresh), { write: false, area: "orders" })).rejects.toMatchObject({
      status: 401,
    });
    // An expired session is deleted on sight.
    const left = await db()
      .selectFrom("operator_sessions")
      .select("id")
      .where("operator_id", "=", operator.id)
      .execute();
    expect(left).toEqual([]);
  });

  it("signs out one session, and signs out everywhere", async () => {
    const operator = await enrolOperator();
    const client = newClient();
    const first = await signInFully(operator, client);
    const secondAal1 = sessionTokenOf(await signIn(operator.email, client));
    const second = sessionTokenOf(await postSignInCode(secondAal1, operator.recoveryCodes[1] ?? "", client));
    const third = sessionTokenOf(
      await postSignInCode(
        sessionTokenOf(await signIn(operator.email, client)),
        operator.recoveryCodes[2] ?? "",
        client,
      ),
    );
    const out = await call(signOutRoute.POST, "/api/admin/sign-out", {
      token: third,
      headers: { origin: ADMIN_ORIGIN },
    });
    expect(out.status).toBe(200);
    expect(out.cookie).toMatch(/^__Host-rf-operator=; .*Max-Age=0$/);
    await expect(requireOperatorApi(guardedRequest(third), { write: false, area: "orders" })).rejects.toMatchObject({
      status: 401,
    });
    await expect(requireOperatorApi(guardedRequest(first), { write: false, area: "orders" })).resolves.toBeTruthy();
    const everywhere = await call(everywhereRoute.POST, "/api/admin/sign-out-everywhere", {
      token: first,
      headers: { origin: ADMIN_ORIGIN },
    });
    expect(everywhere.status).toBe(200);
    expect(everywhere.json).toEqual({ ok: true, ended: 2 });
    for (const token of [first, second])
      await expect(requireOperatorApi(guardedRequest(token), { write: false, area: "orders" })).rejects.toMatchObject({
        status: 401,
      });
    const actions = (await auditOf(db(), "operator", operator.id)).map((entry) => entry.action);
    expect(actions).toContain("SIGNED_OUT_EVERYWHERE");
    expect(
      (await recentAudit(db(), { limit: 30 })).some(
        (entry) => entry.action === "SIGNED_OUT" && entry.operatorId === operator.id,
      ),
    ).toBe(true);
  });

  it("refuses sign out everywhere without an aal2 session, with no data", async () => {
    const none = await call(everywhereRoute.POST, "/api/admin/sign-out-everywhere", {
      headers: { origin: ADMIN_ORIGIN },
    });
    expect(none.status).toBe(401);
    expect(Object.keys(none.json).sort()).toEqual(["code", "message"]);
  });
});
