import { describe, expect, it, vi } from "vitest";
import { SESSION_IDLE_MS } from "@/domain/admin/session-policy";
import { requireOperatorApi } from "@/server/admin/operator-guard";
import { getDatabase } from "@/server/db/client";
import { ADMIN_ORIGIN, aal2SessionToken, call, enrolOperator, guardedRequest } from "./support/admin-session";

/*
 * Issue 47, item 1 on this file's database (TEST_DB picks SQLite or PostgreSQL): only what the
 * operator does refreshes the idle clock. The live feed (the real route) leaves last_seen_at where
 * it was; an action moves it; an idle session's feed is refused with `unauthorized:session_idle`.
 */

await vi.hoisted(async () => (await import("./support/admin-session")).useAdminRouteEnv());

const liveRoute = await import("@/app/api/admin/live/route");
const db = () => getDatabase().db;

async function lastSeen(operatorId: string): Promise<string | undefined> {
  const row = await db()
    .selectFrom("operator_sessions")
    .select("last_seen_at")
    .where("operator_id", "=", operatorId)
    .executeTakeFirst();
  return row?.last_seen_at;
}

async function ageBy(operatorId: string, idleMs: number): Promise<string> {
  const at = new Date(Date.now() - idleMs).toISOString();
  await db().updateTable("operator_sessions").set({ last_seen_at: at }).where("operator_id", "=", operatorId).execute();
  return at;
}

/** The live feed as the browser opens it; the stream is closed again at once. */
async function openFeed(token: string): Promise<number> {
  const response = await liveRoute.GET(
    new Request(`${ADMIN_ORIGIN}/api/admin/live?seen=${encodeURIComponent(new Date().toISOString())}`, {
      headers: { cookie: `__Host-rf-operator=${token}`, "x-forwarded-for": "203.0.113.9" },
    }),
    undefined,
  );
  await response.body?.cancel();
  return response.status;
}

const action = (token: string) =>
  requireOperatorApi(guardedRequest(token, { headers: { origin: ADMIN_ORIGIN } }), { write: true, area: "orders" });

describe("the idle clock", () => {
  it("is not moved by the live feed or its reconnects, and is moved by the operator's own action", async () => {
    const operator = await enrolOperator();
    const token = await aal2SessionToken(operator, "203.0.113.41");
    const aged = await ageBy(operator.id, SESSION_IDLE_MS - 10 * 60_000);
    for (let reconnect = 0; reconnect < 3; reconnect++) expect(await openFeed(token)).toBe(200);
    expect(await lastSeen(operator.id)).toBe(aged);
    await action(token);
    expect(Date.now() - Date.parse((await lastSeen(operator.id)) ?? "")).toBeLessThan(10_000);
  });

  it("refuses an idle session's feed with a code that says so, and the next action too", async () => {
    const operator = await enrolOperator();
    const token = await aal2SessionToken(operator, "203.0.113.42");
    await ageBy(operator.id, SESSION_IDLE_MS + 60_000);
    const refused = await call(liveRoute.GET, "/api/admin/live", { method: "GET", token });
    expect(refused.status).toBe(401);
    expect(refused.json).toEqual({ code: "unauthorized:session_idle", message: expect.stringContaining("30 minutes") });
    // The page asks again why the feed was refused: the same answer (a background request deletes nothing).
    expect((await call(liveRoute.GET, "/api/admin/live", { method: "GET", token })).json.code).toBe(
      "unauthorized:session_idle",
    );
    await expect(action(token)).rejects.toMatchObject({ status: 401 });
    expect(await lastSeen(operator.id)).toBeUndefined();
  });
});
