import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedManualOrder } from "./support/admin-orders";

/*
 * A chat about an order: the visitor's message names an order and carries its page's key. The
 * conversation is tied to the order (a note "About order RF-…" before the message) only when the
 * key opens that order, and only once; anything else is dropped without a word, the message
 * stored all the same. The cart the panel names is kept on the conversation.
 */

const dialect = process.env.TEST_DB ?? "sqlite";
let chat: typeof import("@/server/chat/chat-service");
let bus: typeof import("@/server/chat/chat-bus");

const db = async () => (await (await import("@/server/db/database")).database()).db;

async function conversation(id: string) {
  return (await db()).selectFrom("chat_conversations").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

async function keyOf(orderId: string): Promise<string> {
  const { issueAccessToken } = await import("@/server/orders/access-tokens");
  return issueAccessToken(await db(), { orderId, purpose: "manual", now: new Date() });
}

describe(`a chat about an order on ${dialect}`, () => {
  beforeAll(async () => {
    chat = await import("@/server/chat/chat-service");
    bus = await import("@/server/chat/chat-bus");
  });

  afterAll(async () => {
    await bus.closeChatBus();
  });

  it("ties the conversation to an order its key opens, with the note before the visitor's message", async () => {
    const order = await seedManualOrder();
    const cartUuid = crypto.randomUUID();
    const sent = await chat.postVisitorMessage({
      token: undefined,
      body: "Paid by Zelle just now",
      orderReference: order.reference,
      orderKey: await keyOf(order.id),
      cartUuid,
      now: new Date(),
    });
    expect(sent.message).toMatchObject({ seq: 2, author: "visitor" });
    const stored = await chat.chatMessagesAfter(sent.conversationId, 0);
    expect(stored.map(({ seq, author, body }) => ({ seq, author, body }))).toEqual([
      { seq: 1, author: "system", body: `About order ${order.reference}` },
      { seq: 2, author: "visitor", body: "Paid by Zelle just now" },
    ]);
    const row = await conversation(sent.conversationId);
    expect(row.order_id).toBe(order.id);
    expect(row.cart_uuid).toBe(cartUuid);

    // A later message naming another order the visitor can open: the conversation keeps its first order.
    const other = await seedManualOrder();
    const nextCart = crypto.randomUUID();
    const again = await chat.postVisitorMessage({
      token: sent.newToken ?? "",
      body: "And this one?",
      orderReference: other.reference,
      orderKey: await keyOf(other.id),
      cartUuid: nextCart,
      now: new Date(),
    });
    expect(again.message.seq).toBe(3);
    expect((await chat.chatMessagesAfter(sent.conversationId, 2)).map((message) => message.author)).toEqual([
      "visitor",
    ]);
    const after = await conversation(sent.conversationId);
    expect(after.order_id).toBe(order.id);
    expect(after.cart_uuid).toBe(nextCart);
  });

  it("ignores a reference the key does not open (someone else's order, or no key), keeping the message", async () => {
    const mine = await seedManualOrder();
    const theirs = await seedManualOrder();
    const myKey = await keyOf(mine.id);
    for (const proof of [
      { orderReference: theirs.reference, orderKey: myKey },
      { orderReference: theirs.reference, orderKey: undefined },
      { orderReference: theirs.reference, orderKey: "x".repeat(43) },
    ]) {
      const sent = await chat.postVisitorMessage({ token: undefined, body: "Where is it?", ...proof, now: new Date() });
      const stored = await chat.chatMessagesAfter(sent.conversationId, 0);
      expect(stored.map(({ author, body }) => ({ author, body }))).toEqual([
        { author: "visitor", body: "Where is it?" },
      ]);
      expect((await conversation(sent.conversationId)).order_id).toBeNull();
    }

    // A conversation started without an order takes one later, once, when the key opens it.
    const plain = await chat.postVisitorMessage({ token: undefined, body: "Hi", now: new Date() });
    await chat.postVisitorMessage({
      token: plain.newToken ?? "",
      body: "About my order",
      orderReference: mine.reference,
      orderKey: myKey,
      now: new Date(),
    });
    const stored = await chat.chatMessagesAfter(plain.conversationId, 0);
    expect(stored.map((message) => message.author)).toEqual(["visitor", "system", "visitor"]);
    expect(stored[1]?.body).toBe(`About order ${mine.reference}`);
    expect((await conversation(plain.conversationId)).order_id).toBe(mine.id);
  });
});
