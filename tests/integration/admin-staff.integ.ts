import { beforeAll, describe, expect, it, vi } from "vitest";
import { getDatabase } from "@/server/db/client";
import { auditOf } from "@/server/db/queries/audit-log";
import { seedManualOrder } from "./support/admin-orders";
import {
  type Answer,
  aal2SessionToken,
  call,
  type Enrolled,
  enrolOperator,
  PASSWORD,
  postSignIn,
  sessionTokenOf,
  totpCode,
} from "./support/admin-session";

/*
 * Issue 42, item 7: staff in the app, through the route handlers, on this file's database (TEST_DB
 * picks SQLite or PostgreSQL). An owner invites and changes operators; an owner can never take
 * themselves or the last active owner away, not even when two owners demote each other at the same
 * moment; everyone changes their own password and renews their recovery codes; staff refund up to
 * the owner's limit. Every change is audited with the operator who made it.
 */

await vi.hoisted(async () => (await import("./support/admin-session")).useAdminRouteEnv());

const dialect = process.env.TEST_DB ?? "sqlite";
const db = () => getDatabase().db;

const routes = {
  invite: () => import("@/app/api/admin/staff/route"),
  change: () => import("@/app/api/admin/staff/[id]/route"),
  password: () => import("@/app/api/admin/account/password/route"),
  codes: () => import("@/app/api/admin/account/recovery-codes/route"),
  refund: () => import("@/app/api/admin/orders/[id]/refund/route"),
  settings: () => import("@/app/api/admin/settings/route"),
};

type Handler = (request: Request, context: unknown) => Response | Promise<Response>;

/** A POST with the session `token`, the shop's own origin, and the id in the path when there is one. */
async function post(load: () => Promise<{ POST: Handler }>, token: string, body: unknown, id?: string) {
  const handler = (await load()).POST;
  const withId: Handler = (request) => handler(request, { params: Promise.resolve({ id }) });
  return call(withId, "/api/admin/x", { body, token, headers: { origin: "http://shop.test" } });
}

const change = (token: string, id: string, body: unknown) => post(routes.change, token, body, id);

async function statusOf(id: string) {
  return db().selectFrom("operators").select(["status", "role"]).where("id", "=", id).executeTakeFirstOrThrow();
}

async function sessionsOf(id: string): Promise<number> {
  const rows = await db().selectFrom("operator_sessions").select("id").where("operator_id", "=", id).execute();
  return rows.length;
}

/** Whether the token still passes the guard (a guarded request that reads nothing). */
async function stillSignedIn(token: string): Promise<boolean> {
  const answer = await post(routes.codes, token, { code: "x" });
  return answer.status === 400;
}

let owner: Enrolled;
let ownerToken: string;

beforeAll(async () => {
  owner = await enrolOperator(undefined, "owner");
  ownerToken = await aal2SessionToken(owner, "203.0.113.1");
});

describe(`staff in the app on ${dialect}`, () => {
  it("lets an owner invite an operator with a role: the one-time link once, the email on request, audited", async () => {
    const email = `new-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const invited = await post(routes.invite, ownerToken, { email: email.toUpperCase(), role: "staff", send: true });
    expect(invited.status).toBe(200);
    expect(invited.json).toMatchObject({ emailed: true });
    expect(String(invited.json.link)).toMatch(/^http:\/\/shop\.test\/admin\/enrol#token=[A-Za-z0-9_-]{43}$/);
    const row = await db().selectFrom("operators").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "invited", role: "staff" });
    expect(JSON.stringify(row)).not.toContain(String(invited.json.link).split("=")[1]);
    const mails = await db().selectFrom("outbox").select(["body_text"]).where("to_address", "=", email).execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body_text).toContain(String(invited.json.link));
    expect(await auditOf(db(), "operator", row.id)).toMatchObject([
      { action: "OPERATOR_CREATED", operatorId: owner.id, after: { role: "staff", emailed: true } },
    ]);

    const again = await post(routes.invite, ownerToken, { email, role: "owner" });
    expect(again).toMatchObject({ status: 409, json: { code: "conflict:admin-staff" } });
    const bad = await post(routes.invite, ownerToken, { email: "not an email", role: "staff" });
    expect(bad.status).toBe(400);
  });

  it("refuses staff every staff route with forbidden:role", async () => {
    const staff = await enrolOperator(undefined, "staff");
    const token = await aal2SessionToken(staff, "203.0.113.2");
    const invite = await post(routes.invite, token, { email: "x@example.com", role: "owner" });
    expect(invite).toMatchObject({ status: 403, json: { code: "forbidden:role" } });
    const promote = await change(token, staff.id, { kind: "role", role: "owner" });
    expect(promote).toMatchObject({ status: 403, json: { code: "forbidden:role" } });
    expect(await statusOf(staff.id)).toMatchObject({ role: "staff" });
  });

  it("suspends at once (every session ended, no sign-in) and restores, audited", async () => {
    const staff = await enrolOperator(undefined, "staff");
    const token = await aal2SessionToken(staff, "203.0.113.3");
    const suspended = await change(ownerToken, staff.id, { kind: "suspend" });
    expect(suspended).toMatchObject({ status: 200, json: { sessionsEnded: 1 } });
    expect(await statusOf(staff.id)).toMatchObject({ status: "suspended" });
    expect(await stillSignedIn(token)).toBe(false);
    const refused = await postSignIn({ email: staff.email, password: PASSWORD }, { "x-forwarded-for": "203.0.113.3" });
    expect(refused.status).toBe(401);

    expect((await change(ownerToken, staff.id, { kind: "suspend" })).status).toBe(409);
    expect((await change(ownerToken, staff.id, { kind: "restore" })).status).toBe(200);
    expect(await statusOf(staff.id)).toMatchObject({ status: "active" });
    // This step's app code is spent on the first sign-in: a recovery code signs in at once.
    const back = await postSignIn(
      { email: staff.email, password: PASSWORD, recoveryCode: staff.recoveryCodes[0] ?? "" },
      { "x-forwarded-for": "203.0.113.3" },
    );
    expect(back.status).toBe(200);
    const actions = (await auditOf(db(), "operator", staff.id)).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(["OPERATOR_SUSPENDED", "OPERATOR_RESTORED"]));
  });

  it("resets a second factor: a new link, the codes and sessions gone; disable stays final", async () => {
    const staff = await enrolOperator(undefined, "staff");
    const token = await aal2SessionToken(staff, "203.0.113.4");
    const reset = await change(ownerToken, staff.id, { kind: "reset-mfa" });
    expect(reset).toMatchObject({ status: 200, json: { sessionsEnded: 1, emailed: false } });
    expect(String(reset.json.link)).toMatch(/#token=[A-Za-z0-9_-]{43}$/);
    expect(await statusOf(staff.id)).toMatchObject({ status: "invited" });
    expect(await stillSignedIn(token)).toBe(false);
    // Again, emailed through the outbox as the command line's --send: the first link is void.
    const emailed = await change(ownerToken, staff.id, { kind: "reset-mfa", send: true });
    expect(emailed).toMatchObject({ status: 200, json: { emailed: true } });
    const mails = await db().selectFrom("outbox").select("body_text").where("to_address", "=", staff.email).execute();
    expect(mails.map((mail) => mail.body_text.includes(String(emailed.json.link)))).toEqual([true]);
    const { findOperatorByEnrolToken } = await import("@/server/admin/operators");
    expect(
      await findOperatorByEnrolToken(db(), String(reset.json.link).split("=")[1] ?? "", new Date()),
    ).toBeUndefined();

    expect((await change(ownerToken, staff.id, { kind: "disable" })).status).toBe(200);
    const after = await change(ownerToken, staff.id, { kind: "restore" });
    expect(after).toMatchObject({ status: 409, json: { message: expect.stringContaining("disabled for good") } });
  });

  it("refuses an owner demoting, suspending or disabling themselves, and the last active owner", async () => {
    for (const body of [{ kind: "role", role: "staff" }, { kind: "suspend" }, { kind: "disable" }]) {
      const answer = await change(ownerToken, owner.id, body);
      expect(answer).toMatchObject({ status: 403, json: { code: "forbidden:admin-staff" } });
    }
    expect(await statusOf(owner.id)).toMatchObject({ status: "active", role: "owner" });
  });

  it("leaves one owner when the last two demote each other at the same moment", async () => {
    // Only these two are active owners: the others of this file step down first.
    const second = await enrolOperator(undefined, "owner");
    const secondToken = await aal2SessionToken(second, "203.0.113.5");
    await db()
      .updateTable("operators")
      .set({ role: "staff" })
      .where("role", "=", "owner")
      .where("id", "not in", [owner.id, second.id])
      .execute();
    const [first, other] = await Promise.all([
      change(ownerToken, second.id, { kind: "role", role: "staff" }),
      change(secondToken, owner.id, { kind: "role", role: "staff" }),
    ]);
    // One wins. The other is refused under the lock (409, the last owner), or, when the winner
    // committed before its guard ran, by its new role (403): either way it changed nothing.
    const [winner, loser] = first.status === 200 ? [first, other] : [other, first];
    expect(winner.status).toBe(200);
    if (loser.status === 409) expect(loser.json.message).toContain("last active owner");
    else expect(loser.json).toMatchObject({ code: "forbidden:role" });
    const owners = await db()
      .selectFrom("operators")
      .select("id")
      .where("role", "=", "owner")
      .where("status", "=", "active")
      .execute();
    expect(owners).toHaveLength(1);
    // The one left promotes the other back, for the tests after.
    const kept = owners[0]?.id === owner.id ? ownerToken : secondToken;
    const demoted = owners[0]?.id === owner.id ? second.id : owner.id;
    expect((await change(kept, demoted, { kind: "role", role: "owner" })).status).toBe(200);
  });

  it("under the lock, of two owners demoting each other at once exactly one wins, round after round", async () => {
    const { changeOperator } = await import("@/server/admin/staff");
    const { AppError } = await import("@/server/http/errors");
    const contextOf = (who: Enrolled) => ({
      operatorId: who.id,
      email: who.email,
      sessionId: "none",
      role: "owner" as const,
    });
    for (let round = 0; round < 5; round += 1) {
      const [a, b] = await Promise.all([enrolOperator(undefined, "owner"), enrolOperator(undefined, "owner")]);
      await db().updateTable("operators").set({ role: "staff" }).where("id", "not in", [a.id, b.id]).execute();
      const now = new Date();
      const results = await Promise.allSettled([
        changeOperator({ operator: contextOf(a), targetId: b.id, change: { kind: "role", role: "staff" }, now }),
        changeOperator({ operator: contextOf(b), targetId: a.id, change: { kind: "role", role: "staff" }, now }),
      ]);
      expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
      const refused = results.find((result) => result.status === "rejected");
      const reason: unknown = refused?.status === "rejected" ? refused.reason : undefined;
      expect(reason).toBeInstanceOf(AppError);
      expect((reason as InstanceType<typeof AppError>).status).toBe(409);
      const owners = await db()
        .selectFrom("operators")
        .select("id")
        .where("role", "=", "owner")
        .where("status", "=", "active")
        .execute();
      expect(owners, `round ${round}`).toHaveLength(1);
    }
    await db().updateTable("operators").set({ role: "owner" }).where("id", "=", owner.id).execute();
  });

  it("changes the operator's own password: the current one first, their other sessions end, this one stays", async () => {
    const staff = await enrolOperator(undefined, "staff");
    const token = await aal2SessionToken(staff, "203.0.113.6");
    const other = await postSignIn({ email: staff.email, password: PASSWORD }, { "x-forwarded-for": "203.0.113.7" });
    expect(other.status).toBe(200);
    const wrong = await post(routes.password, token, { current: "not the password", next: "a brand new passphrase" });
    expect(wrong).toMatchObject({ status: 400, json: { code: "bad_request:admin-account" } });
    const short = await post(routes.password, token, { current: PASSWORD, next: "short" });
    expect(short.status).toBe(400);
    const changed = await post(routes.password, token, { current: PASSWORD, next: "a brand new passphrase" });
    expect(changed).toMatchObject({ status: 200, json: { sessionsEnded: 1 } });
    expect(await sessionsOf(staff.id)).toBe(1);
    expect(await stillSignedIn(token)).toBe(true);
    const old = await postSignIn({ email: staff.email, password: PASSWORD }, { "x-forwarded-for": "203.0.113.8" });
    expect(old.status).toBe(401);
    const fresh = await postSignIn(
      { email: staff.email, password: "a brand new passphrase" },
      { "x-forwarded-for": "203.0.113.8" },
    );
    expect(fresh.status).toBe(200);
    expect((await auditOf(db(), "operator", staff.id)).map((entry) => entry.action)).toContain(
      "OPERATOR_PASSWORD_CHANGED",
    );
  });

  it("renews the recovery codes with a current code from the app: ten new ones, the old ones void", async () => {
    const staff = await enrolOperator(undefined, "staff");
    // Signed in with a recovery code, so the app's code of this step is still free.
    const signedIn = await postSignIn(
      { email: staff.email, password: PASSWORD, recoveryCode: staff.recoveryCodes[0] ?? "" },
      { "x-forwarded-for": "203.0.113.9" },
    );
    const token = sessionTokenOf(signedIn);
    const wrong = await post(routes.codes, token, { code: "000000" === totpCode(staff.secret) ? "111111" : "000000" });
    expect(wrong).toMatchObject({ status: 400, json: { code: "bad_request:admin-account" } });
    const renewed: Answer = await post(routes.codes, token, { code: totpCode(staff.secret) });
    expect(renewed.status).toBe(200);
    const codes = renewed.json.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    const { unusedRecoveryCodeCount, isUnusedRecoveryCode } = await import("@/server/admin/operators");
    expect(await unusedRecoveryCodeCount(db(), staff.id)).toBe(10);
    expect(await isUnusedRecoveryCode(db(), staff.id, staff.recoveryCodes[1] ?? "")).toBe(false);
    expect(await isUnusedRecoveryCode(db(), staff.id, codes[0] ?? "")).toBe(true);
    // The same code twice: taken once.
    expect((await post(routes.codes, token, { code: totpCode(staff.secret) })).status).toBe(400);
    expect((await auditOf(db(), "operator", staff.id)).map((entry) => entry.action)).toContain(
      "RECOVERY_CODES_RENEWED",
    );
  });

  it("holds staff to the owner's refund limit, counting what the order had refunded; owners have none", async () => {
    const { recordManualPayment } = await import("@/server/admin/orders/record-payment");
    const { prepareCatalogue } = await import("@/server/catalogue/catalogue-store");
    await prepareCatalogue();
    const limit = await post(routes.settings, ownerToken, {
      key: "staff_refund_limit_cents",
      value: "20",
      expected: 10_000,
    });
    expect(limit.status).toBe(200);
    const staff = await enrolOperator(undefined, "staff");
    const token = await aal2SessionToken(staff, "203.0.113.10");
    const { id } = await seedManualOrder({ totalCents: 5_000 });
    await recordManualPayment({ orderId: id, operatorId: owner.id, amountCents: 5_000, paymentReference: "ZL-LIMIT" });
    const byHand = { sentBy: "Zelle", reference: "ZL-BACK" };

    const within = await post(routes.refund, token, { amount: 1_500, reason: "Late", byHand }, id);
    expect(within.status).toBe(200);
    const over = await post(routes.refund, token, { amount: 600, reason: "Late", byHand }, id);
    expect(over).toMatchObject({ status: 403, json: { code: "forbidden:admin-refund" } });
    expect(over.json.message).toBe(
      "Staff may refund up to $20.00 on one order; this order has had $15.00 refunded, so this refund would make $21.00. Ask an owner.",
    );
    const cancel = await post(
      () => import("@/app/api/admin/orders/[id]/cancel/route"),
      token,
      { refund: "full", reason: "Out of stock", byHand },
      id,
    );
    expect(cancel).toMatchObject({ status: 403, json: { code: "forbidden:admin-refund" } });
    const byOwner = await post(routes.refund, ownerToken, { amount: 3_000, reason: "Late", byHand }, id);
    expect(byOwner.status).toBe(200);
    const refunds = await db().selectFrom("order_refunds").select("amount_cents").where("order_id", "=", id).execute();
    expect(refunds.map((row) => Number(row.amount_cents)).sort()).toEqual([1_500, 3_000]);
  });
});
