import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ensureDatabaseReady } from "@/server/db/migrate";

/*
 * Reaching a visitor who has gone: reading the chat marks them seen (one write per 15 s); a staff
 * reply to an away visitor with an email queues one email per 10 minutes with a continue link; the
 * link gives a second browser its own secret of the conversation while the first keeps working; a
 * stale, closed, deleted or hostile link lands on "expired", never a 500.
 */

await vi.hoisted(async () =>
  (await import("../support/env")).setEnvForFile({
    TRUSTED_PROXY_HOPS: "1",
    SITE_URL: "http://shop.test",
    SITE_NAME: "RuneForge",
    API_RATE_LIMIT: "100000",
  }),
);

const dialect = process.env.TEST_DB ?? "sqlite";
type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
const none = { params: Promise.resolve({}) };

const db = async () => (await (await import("@/server/db/database")).database()).db;
const service = () => import("@/server/chat/chat-service");

let address = 0;
async function follow(t: string | null): Promise<Response> {
  address += 1;
  const { GET } = (await import("@/app/chat/continue/route")) as unknown as { GET: Handler };
  const query = t === null ? "" : `?t=${encodeURIComponent(t)}`;
  return GET(
    new Request(`http://shop.test/chat/continue${query}`, {
      headers: { "x-forwarded-for": `192.0.2.${address % 250}` },
    }),
    none,
  );
}

/** A conversation with an email left on it, as a visitor who asked and gave their address. */
async function conversationWithEmail(email: string, at: Date) {
  const chat = await service();
  const opened = await chat.postVisitorMessage({ token: undefined, body: "Can you start my cape?", now: at });
  const { giveChatEmail } = await import("@/server/chat/chat-email");
  await giveChatEmail({ token: opened.newToken ?? "", email, now: at });
  return { id: opened.conversationId, token: opened.newToken ?? "" };
}

async function reply(conversationId: string, body: string, now: Date) {
  const chat = await service();
  return chat.postStaffMessage({ conversationId, operatorId: "op-away", body, now });
}

async function emailsTo(email: string) {
  return (await db())
    .selectFrom("outbox")
    .select(["subject", "body_text", "body_html", "reply_to"])
    .where("to_address", "=", email)
    .execute();
}

async function seenAt(conversationId: string): Promise<string | null> {
  const row = await (await db())
    .selectFrom("chat_conversations")
    .select("visitor_seen_at")
    .where("id", "=", conversationId)
    .executeTakeFirstOrThrow();
  return row.visitor_seen_at;
}

const linkIn = (text: string) => /\/chat\/continue\?t=([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? "";
const cookieSecret = (response: Response) =>
  /^__Host-rf-chat=([^;]*)/.exec(response.headers.get("set-cookie") ?? "")?.[1] ?? "";
let mailbox = 0;
const newEmail = () => `away-${dialect}-${Date.now()}-${++mailbox}@example.com`;

describe(`a visitor who has gone, on ${dialect}`, () => {
  beforeAll(async () => {
    await ensureDatabaseReady();
  });
  afterAll(async () => {
    await (await import("@/server/chat/chat-bus")).closeChatBus();
  });

  it("marks the visitor seen when they read, at most once per 15 s", async () => {
    const { chatStateFor } = await import("@/server/chat/chat-view");
    const t0 = new Date();
    const chat = await service();
    const opened = await chat.postVisitorMessage({ token: undefined, body: "Hello", now: t0 });
    expect(await seenAt(opened.conversationId)).toBeNull();
    await chatStateFor(opened.newToken ?? "", 0, t0);
    expect(await seenAt(opened.conversationId)).toBe(t0.toISOString());
    await chatStateFor(opened.newToken ?? "", 0, new Date(t0.getTime() + 10_000));
    expect(await seenAt(opened.conversationId)).toBe(t0.toISOString());
    const later = new Date(t0.getTime() + 16_000);
    await chatStateFor(opened.newToken ?? "", 0, later);
    expect(await seenAt(opened.conversationId)).toBe(later.toISOString());
  });

  it("marks the visitor seen when their stream opens", async () => {
    const chat = await service();
    const opened = await chat.postVisitorMessage({ token: undefined, body: "Hello", now: new Date() });
    const { GET } = (await import("@/app/api/chat/stream/route")) as unknown as { GET: Handler };
    const aborter = new AbortController();
    const response = await GET(
      new Request("http://shop.test/api/chat/stream", {
        headers: { cookie: `__Host-rf-chat=${opened.newToken}`, "x-forwarded-for": "192.0.2.251" },
        signal: aborter.signal,
      }),
      none,
    );
    expect(response.status).toBe(200);
    expect(await seenAt(opened.conversationId)).not.toBeNull();
    aborter.abort();
    await response.body?.cancel().catch(() => undefined);
  });

  it("emails a reply to an away visitor once per 10 minutes, with a link that opens the conversation on a second device", async () => {
    const email = newEmail();
    const t0 = new Date();
    const conversation = await conversationWithEmail(email, t0);
    await reply(conversation.id, "Yes! <b>Tonight</b> at 8.", t0);
    const sent = await emailsTo(email);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toBe("You have a reply from RuneForge");
    expect(sent[0]?.body_text).toContain("Yes! <b>Tonight</b> at 8.");
    expect(sent[0]?.body_html).toContain("Yes! &lt;b&gt;Tonight&lt;/b&gt; at 8.");
    const link = linkIn(sent[0]?.body_text ?? "");
    expect(sent[0]?.body_text).toContain(`http://shop.test/chat/continue?t=${link}`);
    expect(sent[0]?.body_html).toContain(link);

    // A second reply within 10 minutes is not a second email; one after is.
    await reply(conversation.id, "Also: bring a rune pouch.", new Date(t0.getTime() + 9 * 60_000));
    expect(await emailsTo(email)).toHaveLength(1);
    await reply(conversation.id, "Starting now.", new Date(t0.getTime() + 11 * 60_000));
    expect(await emailsTo(email)).toHaveLength(2);

    // The link itself is never a cookie; following it gives this browser a device secret.
    const chat = await service();
    expect(await chat.conversationOfToken(await db(), link)).toBeUndefined();
    const followed = await follow(link);
    expect(followed.status).toBe(303);
    expect(followed.headers.get("location")).toBe("/?chat=open");
    expect(followed.headers.get("set-cookie")).toMatch(
      /^__Host-rf-chat=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; Secure; SameSite=Lax/,
    );
    const device = cookieSecret(followed);
    expect(device).not.toBe(link);
    const { chatStateFor } = await import("@/server/chat/chat-view");
    const onDevice = await chatStateFor(device, 0, new Date());
    expect(onDevice.messages.map((message) => message.body)).toContain("Yes! <b>Tonight</b> at 8.");
    expect((await chat.conversationOfToken(await db(), device))?.id).toBe(conversation.id);
    // The first device keeps its conversation.
    expect((await chat.conversationOfToken(await db(), conversation.token))?.id).toBe(conversation.id);
    // A link works more than once (a mail client may open it first), each time for a new device.
    const again = cookieSecret(await follow(link));
    expect(again).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(again).not.toBe(device);
  });

  it("sends nothing while the visitor is here, and nothing without an email", async () => {
    const email = newEmail();
    const t0 = new Date();
    const conversation = await conversationWithEmail(email, t0);
    const { chatStateFor } = await import("@/server/chat/chat-view");
    await chatStateFor(conversation.token, 0, t0);
    await reply(conversation.id, "Here you go.", new Date(t0.getTime() + 30_000));
    expect(await emailsTo(email)).toHaveLength(0);
    // Gone for over a minute: the next reply is emailed.
    await reply(conversation.id, "Are you there?", new Date(t0.getTime() + 61_000 + 1_000));
    expect(await emailsTo(email)).toHaveLength(1);

    const chat = await service();
    const anonymous = await chat.postVisitorMessage({ token: undefined, body: "No email", now: t0 });
    await reply(anonymous.conversationId, "Hi!", t0);
    const links = await (await db())
      .selectFrom("chat_visitor_tokens")
      .select("token_hash")
      .where("conversation_id", "=", anonymous.conversationId)
      .execute();
    expect(links).toHaveLength(0);
  });

  it("refuses stale, closed and hostile links with a redirect to expired, never a 500", async () => {
    const email = newEmail();
    const t0 = new Date();
    const conversation = await conversationWithEmail(email, t0);
    await reply(conversation.id, "Reply one.", t0);
    const link = linkIn((await emailsTo(email))[0]?.body_text ?? "");
    const { continueChat } = await import("@/server/chat/chat-away");
    expect(await continueChat(link, new Date(t0.getTime() + 8 * 24 * 60 * 60_000))).toBeNull();
    expect(await continueChat(link, new Date(t0.getTime() + 60_000))).toMatch(/^[A-Za-z0-9_-]{43}$/);

    for (const hostile of [null, "", "A".repeat(10_000), "not base64 at all!", "%00%ff", `${link}x`, "A".repeat(43)]) {
      const response = await follow(hostile);
      expect(response.status, String(hostile).slice(0, 20)).toBe(303);
      expect(response.headers.get("location")).toBe("/?chat=expired");
      expect(response.headers.get("set-cookie")).toBeNull();
    }

    const chat = await service();
    await chat.endChat({ token: conversation.token, now: new Date() });
    const closed = await follow(link);
    expect(closed.headers.get("location")).toBe("/?chat=expired");
  });

  it("deletes every secret of a deleted conversation, and the retention job those of old closed ones", async () => {
    const chat = await service();
    const { continueChat } = await import("@/server/chat/chat-away");
    const tokensOf = async (id: string) =>
      (await db()).selectFrom("chat_visitor_tokens").select("kind").where("conversation_id", "=", id).execute();

    const email = newEmail();
    const t0 = new Date();
    const conversation = await conversationWithEmail(email, t0);
    await reply(conversation.id, "Reply.", t0);
    const device = (await continueChat(linkIn((await emailsTo(email))[0]?.body_text ?? ""), new Date())) ?? "";
    expect((await tokensOf(conversation.id)).map((row) => row.kind).sort()).toEqual(["device", "link"]);
    // The second device may delete it too: everything goes, for both devices.
    await chat.deleteChat({ token: device });
    expect(await tokensOf(conversation.id)).toHaveLength(0);
    expect(await chat.conversationOfToken(await db(), conversation.token)).toBeUndefined();
    expect(await chat.conversationOfToken(await db(), device)).toBeUndefined();

    const old = await conversationWithEmail(newEmail(), t0);
    await reply(old.id, "Reply.", t0);
    await chat.endChat({ token: old.token, now: t0 });
    expect(await tokensOf(old.id)).toHaveLength(1);
    const { deleteClosedChats } = await import("@/server/db/queries/chat-conversations");
    await deleteClosedChats(await db(), new Date(t0.getTime() + 1_000).toISOString(), 1_000);
    expect(await tokensOf(old.id)).toHaveLength(0);
  });

  it("reads an order's conversations for its pages: none without one, no system lines for the customer", async () => {
    const { orderChats } = await import("@/server/chat/order-chats");
    const orderId = crypto.randomUUID();
    expect(await orderChats(orderId, "customer")).toEqual([]);
    const chat = await service();
    const t0 = new Date();
    const opened = await chat.postVisitorMessage({ token: undefined, body: "About my order", now: t0 });
    await (await db())
      .updateTable("chat_conversations")
      .set({ order_id: orderId })
      .where("id", "=", opened.conversationId)
      .execute();
    const { insertChatMessage, nextChatSeq } = await import("@/server/db/queries/chat-conversations");
    const seq = (await nextChatSeq(await db(), opened.conversationId, "system", t0.toISOString())) ?? 0;
    await insertChatMessage(await db(), {
      id: crypto.randomUUID(),
      conversationId: opened.conversationId,
      seq,
      author: "system",
      operatorId: null,
      body: "About order RF-TEST0001",
      at: t0.toISOString(),
    });
    await reply(opened.conversationId, "On it.", t0);
    const forStaff = await orderChats(orderId, "staff");
    expect(forStaff.map((c) => c.messages.map((m) => m.author))).toEqual([["visitor", "system", "staff"]]);
    const forCustomer = await orderChats(orderId, "customer");
    expect(forCustomer[0]?.messages.map((m) => m.body)).toEqual(["About my order", "On it."]);
    expect(JSON.stringify(forCustomer)).not.toContain("op-away");
  });
});
