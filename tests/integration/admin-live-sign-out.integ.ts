import { beforeAll, describe, expect, it } from "vitest";
import { GET as liveGet } from "@/app/api/admin/live/route";
import { POST as signOutPost } from "@/app/api/admin/sign-out/route";
import { POST as signOutEverywherePost } from "@/app/api/admin/sign-out-everywhere/route";
import { createLiveFeed } from "@/server/admin/live-feed";
import { findSessionByToken } from "@/server/admin/operator-sessions";
import { disableOperator, resetOperatorMfa } from "@/server/admin/operators";
import { getDatabase } from "@/server/db/client";
import { ensureDatabaseReady } from "@/server/db/migrate";
import { ADMIN_ORIGIN, aal2SessionToken, call, type Enrolled, enrolOperator } from "./support/admin-session";
import { storeInboxMessage } from "./support/inbox-records";
import { testDialect } from "./support/setup-database";
import { frameReader, isEvent } from "./support/sse-frames";

/*
 * Issue 38, item 5: an operator's open live-feed streams end within 2 s of their session ending,
 * however it ends, on every instance: a second feed (as another instance of the shop, its own
 * poller) streams for the same session and must end too. A message stored right after the session
 * ended must not reach either stream.
 */

const WITHIN_MS = 2_000;

type Opened = ReturnType<typeof frameReader>;

async function openRouteStream(token: string): Promise<Opened> {
  const response = await liveGet(
    new Request(`${ADMIN_ORIGIN}/api/admin/live`, {
      headers: { cookie: `__Host-rf-operator=${token}`, "x-forwarded-for": "192.0.2.10" },
    }),
    undefined,
  );
  expect(response.status).toBe(200);
  return frameReader(response.body as ReadableStream<Uint8Array>);
}

/** The same session's stream on another instance: its own feed and poller over the same database. */
const otherInstance = createLiveFeed({ db: async () => getDatabase().db });

async function openOtherInstanceStream(token: string): Promise<Opened> {
  const session = await findSessionByToken(getDatabase().db, token);
  if (!session) throw new Error("no session");
  return frameReader(otherInstance.open({ sessionId: session.id }));
}

/** How long the stream took to end, or a failure when it was still open after `limitMs`. */
async function endsWithin(stream: Opened, limitMs: number): Promise<number> {
  const started = Date.now();
  const ended = stream
    .next(() => false)
    .then(
      () => false,
      (error: Error) => error.message === "the stream ended",
    );
  const late = new Promise<false>((done) => setTimeout(() => done(false), limitMs + 500));
  const result = await Promise.race([ended, late]);
  const took = Date.now() - started;
  if (!result) await stream.cancel();
  expect(result, `the stream was still open after ${took} ms`).toBe(true);
  return took;
}

const ends: Record<string, (operator: Enrolled, token: string) => Promise<void>> = {
  "signing out": async (_operator, token) => {
    expect((await call(signOutPost, "/api/admin/sign-out", { token })).status).toBe(200);
  },
  "signing out everywhere": async (_operator, token) => {
    expect((await call(signOutEverywherePost, "/api/admin/sign-out-everywhere", { token })).status).toBe(200);
  },
  "disabling the operator": async (operator) => {
    expect((await disableOperator(getDatabase().db, operator.email, "test", new Date())).ok).toBe(true);
  },
  "resetting the operator's MFA": async (operator) => {
    expect((await resetOperatorMfa(getDatabase().db, operator.email, "test", new Date())).ok).toBe(true);
  },
};

describe(`open live-feed streams when the session ends, on ${testDialect}`, () => {
  beforeAll(async () => {
    await ensureDatabaseReady();
  });

  it.each(Object.keys(ends))("%s ends the session's streams within 2 s on every instance", async (way) => {
    const operator = await enrolOperator();
    const token = await aal2SessionToken(operator);
    // Another session of another operator stays open throughout.
    const bystander = await openRouteStream(await aal2SessionToken(await enrolOperator()));
    const streams = [await openRouteStream(token), await openOtherInstanceStream(token)];
    for (const stream of [...streams, bystander]) await stream.next(isEvent("counts"));

    await ends[way]?.(operator, token);
    await storeInboxMessage("ann@example.com", `after ${way}`, new Date().toISOString());
    const took = await Promise.all(streams.map((stream) => endsWithin(stream, WITHIN_MS)));
    expect(Math.max(...took)).toBeLessThan(WITHIN_MS);
    for (const stream of streams) expect(stream.events()).toEqual([]);

    const message = await bystander.next(isEvent("message-received"));
    expect((message.data as { preview: string }).preview).toBe(`after ${way}`);
    await bystander.cancel();
  });
});
