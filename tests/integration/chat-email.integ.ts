import { afterAll, describe, expect, it } from "vitest";
import { POST } from "@/app/api/chat/email/route";
import { closeChatBus } from "@/server/chat/chat-bus";
import { CHAT_COOKIE } from "@/server/chat/chat-cookie";
import { postVisitorMessage } from "@/server/chat/chat-service";
import { chatStateFor } from "@/server/chat/chat-view";
import { database } from "@/server/db/database";
import { createRequestStamp, peerAddressHeaderForTests } from "@/server/http/request-stamp";

/*
 * POST /api/chat/email: the email a visitor leaves when nobody answered goes on their own
 * conversation (their cookie names it), ends the ask, and nothing else: no conversation, a closed
 * one, or an address that could carry a header is refused with a 4xx.
 */

const dialect = process.env.TEST_DB ?? "sqlite";
createRequestStamp({ contentSecurityPolicy: "default-src 'self'" });
const PEER_ADDRESS = peerAddressHeaderForTests();

let client = 0;
function post(body: unknown, token?: string, raw?: string): Promise<Response> {
  client += 1;
  const headers: Record<string, string> = {
    "content-type": "application/json",
    [PEER_ADDRESS]: `198.51.100.${client % 250}`,
  };
  if (token) headers.cookie = `${CHAT_COOKIE}=${token}`;
  return Promise.resolve(
    POST(
      new Request("http://shop.test/api/chat/email", { method: "POST", headers, body: raw ?? JSON.stringify(body) }),
      undefined,
    ),
  );
}

async function emailOf(conversationId: string): Promise<string | null> {
  const { db } = await database();
  const row = await db
    .selectFrom("chat_conversations")
    .select("email")
    .where("id", "=", conversationId)
    .executeTakeFirstOrThrow();
  return row.email;
}

describe(`POST /api/chat/email on ${dialect}`, () => {
  afterAll(async () => {
    await closeChatBus();
  });

  it("puts the email on the visitor's conversation, trimmed and lower-cased, and the ask ends", async () => {
    const opened = await postVisitorMessage({ token: undefined, body: "Anyone?", now: new Date() });
    const token = opened.newToken ?? "";
    // Past the operator's wait (3 minutes by default): the panel asks for an email.
    const later = new Date(Date.now() + 10 * 60_000);
    expect((await chatStateFor(token, 0, later)).askEmail).toBe(true);

    const response = await post({ email: "  Zezima@Example.COM " }, token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ emailGiven: true });
    expect(await emailOf(opened.conversationId)).toBe("zezima@example.com");
    const state = await chatStateFor(token, 0, later);
    expect(state.askEmail).toBe(false);
    expect(state.conversation?.emailGiven).toBe(true);

    // A newer one replaces it; the other visitor's conversation is untouched.
    const other = await postVisitorMessage({ token: undefined, body: "Me too", now: new Date() });
    expect((await post({ email: "new@example.com" }, token)).status).toBe(200);
    expect(await emailOf(opened.conversationId)).toBe("new@example.com");
    expect(await emailOf(other.conversationId)).toBeNull();
  });

  it("refuses without a conversation, with an unknown secret, and with hostile input, never with a 500", async () => {
    const none = await post({ email: "ann@example.com" });
    expect(none.status).toBe(409);
    expect(((await none.json()) as { message: string }).message).toContain("Write us a message first");
    expect((await post({ email: "ann@example.com" }, "A".repeat(43))).status).toBe(409);

    const opened = await postVisitorMessage({ token: undefined, body: "Hi", now: new Date() });
    const token = opened.newToken ?? "";
    for (const body of [
      { email: "ann@example.com\r\nBcc: x@evil.example" },
      { email: "not an email" },
      { email: `${"a".repeat(250)}@example.com` },
      { email: 42 },
      { email: "ann@example.com", conversationId: opened.conversationId },
      {},
    ]) {
      const response = await post(body, token);
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    expect((await post(null, token, "{not json")).status).toBe(400);
    expect(await emailOf(opened.conversationId)).toBeNull();
  });
});
