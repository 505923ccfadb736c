import { beforeAll, describe, expect, it, vi } from "vitest";
import { ensureDatabaseReady } from "@/server/db/migrate";
import { frameReader, isEvent } from "./support/sse-frames";

/*
 * The visitor's chat through its routes: the first message sets the secret cookie, the state and
 * the stream are found by it, an operator's reply reaches the open stream at once (and a resumed
 * stream sends only what it missed), typing is passed on, and hostile input is a 4xx.
 */

await vi.hoisted(async () =>
  (await import("../support/env")).setEnvForFile({
    TRUSTED_PROXY_HOPS: "1",
    SITE_URL: "http://shop.test",
    API_RATE_LIMIT: "100000",
  }),
);

const dialect = process.env.TEST_DB ?? "sqlite";
type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
const none = { params: Promise.resolve({}) };
let address = 0;

function request(
  path: string,
  init: { method?: string; body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
) {
  address += 1;
  return new Request(`http://shop.test${path}`, {
    method: init.method ?? "GET",
    headers: {
      "content-type": "application/json",
      origin: "http://shop.test",
      "x-forwarded-for": `203.0.113.${address % 250}`,
      ...(init.cookie ? { cookie: init.cookie } : {}),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

async function post(body: unknown, cookie?: string) {
  const { POST } = (await import("@/app/api/chat/messages/route")) as unknown as { POST: Handler };
  return POST(request("/api/chat/messages", { method: "POST", body, cookie }), none);
}

const cookieOf = (response: Response) => (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
/** The secret a `name=value` cookie holds. */
const secretOf = (cookie: string) => cookie.split("=")[1] ?? "";

describe(`the chat's routes on ${dialect}`, () => {
  beforeAll(async () => {
    await ensureDatabaseReady();
  });

  it("opens a conversation on the first message and finds it by the cookie", async () => {
    const first = await post({ body: "Hello, is the fire cape quick?", page: "/fire-cape" });
    expect(first.status).toBe(201);
    const cookie = cookieOf(first);
    expect(cookie).toMatch(/^__Host-rf-chat=[A-Za-z0-9_-]{43}$/);
    expect(first.headers.get("set-cookie")).toContain("HttpOnly");
    expect(await first.json()).toEqual({
      message: {
        seq: 1,
        author: "visitor",
        body: "Hello, is the fire cape quick?",
        linksEnabled: false,
        at: expect.any(String),
      },
    });

    const second = await post({ body: "And the price?" }, cookie);
    expect(second.status).toBe(201);
    expect(second.headers.get("set-cookie")).toBeNull();

    const { GET } = (await import("@/app/api/chat/route")) as unknown as { GET: Handler };
    const state = await (await GET(request("/api/chat?after=1", { cookie }), none)).json();
    expect(state).toMatchObject({ conversation: { open: true, emailGiven: false, lastSeq: 2 }, askEmail: false });
    expect(state.messages.map((message: { seq: number }) => message.seq)).toEqual([2]);
    const stranger = await (await GET(request("/api/chat"), none)).json();
    expect(stranger).toMatchObject({ conversation: null, messages: [] });
  });

  it("streams a reply at once, resumes after the last id, and passes typing on", async () => {
    const first = await post({ body: "Anyone?" });
    const cookie = cookieOf(first);
    const { GET } = (await import("@/app/api/chat/stream/route")) as unknown as { GET: Handler };
    const aborter = new AbortController();
    const response = await GET(
      new Request("http://shop.test/api/chat/stream", {
        headers: { cookie, "x-forwarded-for": "203.0.113.250" },
        signal: aborter.signal,
      }),
      none,
    );
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const frames = frameReader(response.body as ReadableStream<Uint8Array>);
    expect((await frames.next(isEvent("message"))).id).toBe("1");

    const { postStaffMessage } = await import("@/server/chat/chat-service");
    const { chatStateFor } = await import("@/server/chat/chat-view");
    const { conversationOfToken } = await import("@/server/chat/chat-service");
    const { database } = await import("@/server/db/database");
    const conversationId = (await conversationOfToken((await database()).db, secretOf(cookie)))?.id;
    expect(conversationId).toBeDefined();
    const started = Date.now();
    await postStaffMessage({
      conversationId: conversationId ?? "",
      operatorId: "op-1",
      body: "Hi! Yes.",
      now: new Date(),
    });
    const reply = await frames.next(isEvent("message"));
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(reply).toMatchObject({ id: "2", data: { seq: 2, author: "staff", body: "Hi! Yes." } });
    expect(reply.data).not.toHaveProperty("operatorId");
    expect((await chatStateFor(secretOf(cookie), 0, new Date())).messages).toHaveLength(2);

    const { POST: typing } = (await import("@/app/api/chat/typing/route")) as unknown as { POST: Handler };
    expect((await typing(request("/api/chat/typing", { method: "POST", body: {}, cookie }), none)).status).toBe(200);
    expect(await frames.next(isEvent("typing"))).toMatchObject({ data: { who: "visitor" } });
    aborter.abort();

    // A reconnect with Last-Event-ID 2 gets nothing it has, then the next message only.
    const resumed = await GET(
      new Request("http://shop.test/api/chat/stream", {
        headers: { cookie, "last-event-id": "2", "x-forwarded-for": "203.0.113.251" },
      }),
      none,
    );
    const again = frameReader(resumed.body as ReadableStream<Uint8Array>);
    await post({ body: "Great, thanks" }, cookie);
    expect(await again.next(isEvent("message"))).toMatchObject({ id: "3", data: { body: "Great, thanks" } });
    await again.cancel();
  });

  it("asks an email once no one answered in time, takes it, and ends or deletes on the visitor's word", async () => {
    const first = await post({ body: "Hello?" });
    const cookie = cookieOf(first);
    const { database } = await import("@/server/db/database");
    const { db } = await database();
    // Four minutes without an answer (the setting asks after three).
    await db
      .updateTable("chat_conversations")
      .set({ waiting_since: new Date(Date.now() - 4 * 60_000).toISOString() })
      .where("status", "=", "open")
      .execute();
    const { GET } = (await import("@/app/api/chat/route")) as unknown as { GET: Handler };
    const state = async () => (await GET(request("/api/chat", { cookie }), none)).json();
    expect(await state()).toMatchObject({ askEmail: true, conversation: { emailGiven: false } });

    const { POST: email } = (await import("@/app/api/chat/email/route")) as unknown as { POST: Handler };
    expect(
      (await email(request("/api/chat/email", { method: "POST", body: { email: "not an email" }, cookie }), none))
        .status,
    ).toBe(400);
    expect(
      (await email(request("/api/chat/email", { method: "POST", body: { email: "ada@example.com" }, cookie }), none))
        .status,
    ).toBe(200);
    expect(await state()).toMatchObject({ askEmail: false, conversation: { emailGiven: true } });

    const end = (await import("@/app/api/chat/end/route")) as unknown as { POST: Handler; DELETE: Handler };
    expect((await end.POST(request("/api/chat/end", { method: "POST", body: {}, cookie }), none)).status).toBe(200);
    expect(await state()).toMatchObject({ conversation: { open: false } });

    const deleted = await end.DELETE(request("/api/chat/end", { method: "DELETE", cookie }), none);
    expect(deleted.status).toBe(200);
    expect(deleted.headers.get("set-cookie")).toContain("Max-Age=0");
    expect(await state()).toMatchObject({ conversation: null, messages: [] });
    const left = await db.selectFrom("chat_messages").select("id").where("body", "=", "Hello?").execute();
    expect(left).toEqual([]);
  });

  it("answers hostile input and strangers with a 4xx, never a 500", async () => {
    for (const body of [
      { body: "" },
      { body: "x".repeat(5_000) },
      { body: 42 },
      { body: "hi", extra: 1 },
      { body: "hi\u0000" },
    ]) {
      const response = await post(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: expect.stringMatching(/^bad_request:/) });
    }
    const { GET } = (await import("@/app/api/chat/stream/route")) as unknown as { GET: Handler };
    expect((await GET(request("/api/chat/stream", { cookie: "__Host-rf-chat=not-a-token" }), none)).status).toBe(404);
    const { POST: typing } = (await import("@/app/api/chat/typing/route")) as unknown as { POST: Handler };
    expect((await typing(request("/api/chat/typing", { method: "POST", body: {} }), none)).status).toBe(404);
  });
});

describe(`the console's stream on ${dialect}`, () => {
  it("marks the team online while open, and passes every conversation's events on", async () => {
    const { openConsoleStream } = await import("@/server/chat/console-stream");
    const { chatStateFor } = await import("@/server/chat/chat-view");
    const { database } = await import("@/server/db/database");
    await (await database()).db.deleteFrom("chat_presence").execute();
    expect((await chatStateFor(undefined, 0, new Date())).teamOnline).toBe(false);

    const aborter = new AbortController();
    let ended = 0;
    const stream = await openConsoleStream({ operatorId: "op-console", signal: aborter.signal, onEnd: () => ended++ });
    const frames = frameReader(stream);
    expect((await chatStateFor(undefined, 0, new Date())).teamOnline).toBe(true);

    const sent = await post({ body: "Someone at the console?" });
    expect(sent.status).toBe(201);
    const event = await frames.next(
      (frame) => frame.event === "chat" && (frame.data as { kind: string }).kind === "message",
    );
    expect(event.data).toMatchObject({ kind: "message", seq: 1, conversationId: expect.any(String) });
    aborter.abort();
    expect(ended).toBe(1);
  });
});
