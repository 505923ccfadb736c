import { afterAll, describe, expect, it, vi } from "vitest";

/*
 * A chat whose visitor waits longer than the owner's setting is told to the shop's Discord once per
 * wait, however many instances run the pass at once; a reply ends the wait, and the next unanswered
 * message starts another. The post names the wait and the page, never the visitor's words.
 */

const restoreEnv = await vi.hoisted(async () =>
  (await import("../support/env")).setEnv({ DISCORD_WEBHOOK_URL: "http://127.0.0.1:9/discord-stand-in" }),
);

const dialect = process.env.TEST_DB ?? "sqlite";

describe(`chat nudges on ${dialect}`, () => {
  afterAll(() => restoreEnv());

  it("tells Discord once per wait", async () => {
    const { postVisitorMessage, postStaffMessage } = await import("@/server/chat/chat-service");
    const { runChatNudges } = await import("@/server/chat/chat-nudges");
    const { db } = await (await import("@/server/db/database")).database();
    const posts = async () =>
      db.selectFrom("outbox").select(["subject", "payload"]).where("channel", "=", "discord").execute();

    const opened = await postVisitorMessage({
      token: undefined,
      body: "My secret words",
      page: "/infernal-cape",
      now: new Date(),
    });
    const now = new Date(Date.now() + 6 * 60_000);
    expect(await runChatNudges(new Date(Date.now() + 4 * 60_000))).toBe(0);

    const told = await Promise.all([runChatNudges(now), runChatNudges(now), runChatNudges(now)]);
    expect(told.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await runChatNudges(new Date(now.getTime() + 60_000))).toBe(0);
    const [post] = await posts();
    expect(post?.subject).toBe("Discord: A chat is waiting");
    expect(post?.payload).toContain("/infernal-cape");
    expect(post?.payload).not.toContain("My secret words");

    // A reply ends the wait; the visitor's next message starts a new one, told in its turn.
    await postStaffMessage({ conversationId: opened.conversationId, operatorId: "op-1", body: "Hi!", now });
    expect(await runChatNudges(new Date(now.getTime() + 10 * 60_000))).toBe(0);
    await postVisitorMessage({
      token: opened.newToken ?? "",
      body: "Thanks, one more thing",
      now: new Date(now.getTime() + 60_000),
    });
    await db
      .updateTable("chat_conversations")
      .set({ waiting_since: new Date(now.getTime() + 60_000).toISOString() })
      .where("id", "=", opened.conversationId)
      .execute();
    expect(await runChatNudges(new Date(now.getTime() + 7 * 60_000))).toBe(1);
    expect(await posts()).toHaveLength(2);
  });
});
