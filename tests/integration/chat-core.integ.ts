import { afterAll, beforeAll, describe, expect, it } from "vitest";

/*
 * The live chat's core: messages numbered without gaps or repeats under concurrency, the wait a
 * visitor's message starts and a reply ends, a closed conversation taking no message, and (on
 * PostgreSQL) an event published on one connection heard on another within a second, as two
 * instances would.
 */

const dialect = process.env.TEST_DB ?? "sqlite";
type Service = typeof import("@/server/chat/chat-service");
let chat: Service;
let bus: typeof import("@/server/chat/chat-bus");

const db = async () => (await (await import("@/server/db/database")).database()).db;

describe(`the live chat's core on ${dialect}`, () => {
  beforeAll(async () => {
    chat = await import("@/server/chat/chat-service");
    bus = await import("@/server/chat/chat-bus");
  });

  afterAll(async () => {
    await bus.closeChatBus();
  });

  it("numbers a conversation's messages 1, 2, … however many arrive at once", async () => {
    const first = await chat.postVisitorMessage({
      token: undefined,
      body: "Hello?",
      page: "/fire-cape",
      now: new Date(),
    });
    expect(first.newToken).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(first.message.seq).toBe(1);
    const token = first.newToken ?? "";
    const sent = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        chat.postVisitorMessage({ token, body: `message ${index}`, now: new Date() }),
      ),
    );
    expect(sent.every((one) => one.conversationId === first.conversationId && one.newToken === null)).toBe(true);
    expect(sent.map((one) => one.message.seq).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 2),
    );
    const stored = await chat.chatMessagesAfter(first.conversationId, 0);
    expect(stored.map((message) => message.seq)).toEqual(Array.from({ length: 13 }, (_, i) => i + 1));
    expect(await chat.chatMessagesAfter(first.conversationId, 10)).toHaveLength(3);
  });

  it("a visitor's message starts a wait, a reply ends it; a closed conversation takes none", async () => {
    const opened = await chat.postVisitorMessage({ token: undefined, body: "Is anyone there?", now: new Date() });
    const row = async () =>
      (await db())
        .selectFrom("chat_conversations")
        .selectAll()
        .where("id", "=", opened.conversationId)
        .executeTakeFirstOrThrow();
    const waitingSince = (await row()).waiting_since;
    expect(waitingSince).not.toBeNull();
    await chat.postVisitorMessage({
      token: opened.newToken ?? "",
      body: "Hello again",
      now: new Date(Date.now() + 1_000),
    });
    expect((await row()).waiting_since).toBe(waitingSince);

    const reply = await chat.postStaffMessage({
      conversationId: opened.conversationId,
      operatorId: "op-1",
      body: "Hi! How can we help?",
      now: new Date(),
    });
    expect(reply).toMatchObject({ seq: 3, author: "staff" });
    expect((await row()).waiting_since).toBeNull();

    const { closeChatConversation } = await import("@/server/db/queries/chat-conversations");
    await closeChatConversation(await db(), opened.conversationId, new Date().toISOString());
    await expect(
      chat.postStaffMessage({
        conversationId: opened.conversationId,
        operatorId: "op-1",
        body: "Still there?",
        now: new Date(),
      }),
    ).rejects.toMatchObject({ code: "conflict:chat" });
    // The visitor writing again opens a new conversation with a new secret.
    const again = await chat.postVisitorMessage({ token: opened.newToken ?? "", body: "Back", now: new Date() });
    expect(again.conversationId).not.toBe(opened.conversationId);
    expect(again.newToken).not.toBeNull();
  });

  it("refuses what a chat cannot take", async () => {
    for (const body of ["   ", "a".repeat(1_001), "hidden\u0000text"]) {
      await expect(chat.postVisitorMessage({ token: undefined, body, now: new Date() })).rejects.toMatchObject({
        code: "bad_request:chat",
      });
    }
  });

  it.runIf(dialect === "postgres")(
    "an event published by one instance reaches another's listener within a second",
    async () => {
      const { listenToChannel } = await import("@/server/db/notify-listener");
      const heard: string[] = [];
      let connected: () => void = () => {};
      const ready = new Promise<void>((resolve) => {
        connected = resolve;
      });
      // A second LISTEN connection stands for a second instance.
      const other = listenToChannel(bus.CHAT_CHANNEL, {
        onMessage: (payload) => heard.push(payload),
        onConnected: () => connected(),
      });
      await ready;
      const started = Date.now();
      const sent = await chat.postVisitorMessage({ token: undefined, body: "Across instances", now: new Date() });
      await expect.poll(() => heard.length, { timeout: 1_000, interval: 20 }).toBe(1);
      expect(Date.now() - started).toBeLessThan(1_000);
      expect(JSON.parse(heard[0] ?? "{}")).toEqual({ kind: "message", conversationId: sent.conversationId, seq: 1 });
      await other.stop();
    },
  );

  it("this process's listeners hear every message", async () => {
    const events: unknown[] = [];
    const stop = await bus.subscribeChat((event) => events.push(event));
    // On PostgreSQL the first subscription opens the LISTEN connection: wait for it.
    if (dialect === "postgres")
      await expect.poll(() => events.some((event) => (event as { kind: string }).kind === "resync")).toBe(true);
    const sent = await chat.postVisitorMessage({ token: undefined, body: "Heard here", now: new Date() });
    await expect
      .poll(() => events.filter((event) => (event as { kind: string }).kind === "message"), { timeout: 1_000 })
      .toEqual([{ kind: "message", conversationId: sent.conversationId, seq: 1 }]);
    stop();
  });
});
