import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ADMIN_ORIGIN, aal2SessionToken, type Enrolled, enrolOperator } from "./support/admin-session";

/*
 * The live chat's console (issue 44, item 2): of two operators claiming one conversation at once
 * exactly one holds it; a transfer moves it from the holder read; a close is once; a closed
 * conversation takes no reply; every change is audited; the canned replies' writes are the
 * owner's. Through the route handlers, with aal2 sessions, on the file's database.
 */

await vi.hoisted(async () => (await import("./support/admin-session")).useAdminRouteEnv());

const dialect = process.env.TEST_DB ?? "sqlite";
const db = async () => (await (await import("@/server/db/database")).database()).db;

type Handler = (request: Request, context: unknown) => Response | Promise<Response>;

async function send(
  handler: Handler,
  token: string,
  options: { id?: string; body?: unknown; method?: "GET" | "POST" } = {},
): Promise<{ status: number; json: Record<string, unknown> }> {
  const method = options.method ?? "POST";
  const response = await handler(
    new Request(`${ADMIN_ORIGIN}/api/admin/chat`, {
      method,
      headers: {
        "content-type": "application/json",
        origin: ADMIN_ORIGIN,
        "x-forwarded-for": "192.0.2.91",
        cookie: `__Host-rf-operator=${token}`,
      },
      body: method === "POST" ? JSON.stringify(options.body ?? {}) : undefined,
    }),
    { params: Promise.resolve({ id: options.id ?? "" }) },
  );
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : {} };
}

let owner: Enrolled;
let staff: Enrolled;
let ownerToken = "";
let staffToken = "";

async function visitorConversation(body = "Hi, is my order coming?"): Promise<string> {
  const { postVisitorMessage } = await import("@/server/chat/chat-service");
  return (await postVisitorMessage({ token: undefined, body, page: "/cart", now: new Date() })).conversationId;
}

async function auditActions(id: string): Promise<string[]> {
  const rows = await (await db())
    .selectFrom("audit_log")
    .select("action")
    .where("target_type", "=", "chat")
    .where("target_id", "=", id)
    .orderBy("at")
    .execute();
  return rows.map((row) => row.action);
}

const routes = {
  list: () => import("@/app/api/admin/chat/route"),
  detail: () => import("@/app/api/admin/chat/[id]/route"),
  messages: () => import("@/app/api/admin/chat/[id]/messages/route"),
  claim: () => import("@/app/api/admin/chat/[id]/claim/route"),
  transfer: () => import("@/app/api/admin/chat/[id]/transfer/route"),
  close: () => import("@/app/api/admin/chat/[id]/close/route"),
  canned: () => import("@/app/api/admin/chat/canned/route"),
  cannedOne: () => import("@/app/api/admin/chat/canned/[id]/route"),
};

describe(`the live chat's console on ${dialect}`, () => {
  beforeAll(async () => {
    owner = await enrolOperator(undefined, "owner");
    staff = await enrolOperator(undefined, "staff");
    ownerToken = await aal2SessionToken(owner, "203.0.113.81");
    staffToken = await aal2SessionToken(staff, "203.0.113.82");
  });

  afterAll(async () => {
    await (await import("@/server/chat/chat-bus")).closeChatBus();
  });

  it("lists an open conversation with its page and wait, and counts the operator present", async () => {
    const id = await visitorConversation("Where is my fire cape?");
    const { GET } = await routes.list();
    const answer = await send(GET, staffToken, { method: "GET" });
    expect(answer.status).toBe(200);
    const conversations = answer.json.conversations as {
      id: string;
      pagePath: string;
      waitingSince: string | null;
      lastMessage: { body: string };
    }[];
    const listed = conversations.find((conversation) => conversation.id === id);
    expect(listed?.pagePath).toBe("/cart");
    expect(listed?.waitingSince).not.toBeNull();
    expect(listed?.lastMessage.body).toBe("Where is my fire cape?");
    const presence = await (await db())
      .selectFrom("chat_presence")
      .selectAll()
      .where("operator_id", "=", staff.id)
      .executeTakeFirst();
    expect(presence).toBeDefined();
  });

  it("of two operators claiming at once, one holds it and the other gets a 409", async () => {
    const id = await visitorConversation();
    const { POST } = await routes.claim();
    const answers = await Promise.all([send(POST, ownerToken, { id }), send(POST, staffToken, { id })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const lost = answers.find((answer) => answer.status === 409);
    expect(lost?.json.code).toBe("conflict:admin-chat");
    const row = await (await db())
      .selectFrom("chat_conversations")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    const winner = answers[0]?.status === 200 ? owner.id : staff.id;
    expect(row.claimed_by).toBe(winner);
    expect(await auditActions(id)).toEqual(["CHAT_CLAIMED"]);
  });

  it("transfers from the holder, replies end the wait, and a closed conversation takes no reply", async () => {
    const id = await visitorConversation();
    const claim = await routes.claim();
    expect((await send(claim.POST, staffToken, { id })).status).toBe(200);
    const transfer = await routes.transfer();
    expect((await send(transfer.POST, staffToken, { id, body: { operatorId: "nobody-at-all" } })).status).toBe(400);
    expect((await send(transfer.POST, staffToken, { id, body: { operatorId: owner.id } })).status).toBe(200);
    // Staff claimed it before the transfer: now the owner holds it, so staff's claim loses.
    expect((await send(claim.POST, staffToken, { id })).status).toBe(409);

    const messages = await routes.messages();
    const replied = await send(messages.POST, ownerToken, { id, body: { body: "  On its way!  " } });
    expect(replied.status).toBe(201);
    expect((replied.json.message as { body: string; seq: number }).body).toBe("On its way!");
    const detail = await routes.detail();
    const read = await send(detail.GET, staffToken, { id, method: "GET" });
    expect(read.status).toBe(200);
    const conversation = read.json.conversation as { waitingSince: string | null; claimedBy: { email: string } };
    expect(conversation.waitingSince).toBeNull();
    expect(conversation.claimedBy.email).toBe(owner.email);
    const thread = read.json.messages as { author: string; body: string; operatorEmail: string | null }[];
    expect(thread.map((message) => [message.author, message.operatorEmail])).toEqual([
      ["visitor", null],
      ["staff", owner.email],
    ]);

    const close = await routes.close();
    const closes = await Promise.all([send(close.POST, ownerToken, { id }), send(close.POST, staffToken, { id })]);
    expect(closes.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const late = await send(messages.POST, ownerToken, { id, body: { body: "Still there?" } });
    expect(late.status).toBe(409);
    expect((await send(claim.POST, staffToken, { id })).status).toBe(409);
    expect((await send(detail.GET, staffToken, { id, method: "GET" })).json.messages).toHaveLength(2);
    expect(await auditActions(id)).toEqual(["CHAT_CLAIMED", "CHAT_TRANSFERRED", "CHAT_REPLIED", "CHAT_CLOSED"]);

    const list = await routes.list();
    const open = (await send(list.GET, staffToken, { method: "GET" })).json.conversations as { id: string }[];
    expect(open.some((one) => one.id === id)).toBe(false);
  });

  it("refuses a reply that breaks the message rules, and an unknown conversation", async () => {
    const id = await visitorConversation();
    const messages = await routes.messages();
    expect((await send(messages.POST, staffToken, { id, body: { body: "   " } })).status).toBe(400);
    expect((await send(messages.POST, staffToken, { id, body: { body: "x".repeat(1001) } })).status).toBe(400);
    expect((await send(messages.POST, staffToken, { id: crypto.randomUUID(), body: { body: "Hello" } })).status).toBe(
      404,
    );
    expect((await send(messages.POST, staffToken, { id: "../etc", body: { body: "Hello" } })).status).toBe(404);
  });

  it("lets owners write the canned replies and staff only read them", async () => {
    const canned = await routes.canned();
    const one = await routes.cannedOne();
    const refused = await send(canned.POST, staffToken, { body: { title: "Hello", body: "Hi! How can we help?" } });
    expect(refused).toMatchObject({ status: 403, json: { code: "forbidden:admin-chat" } });
    const made = await send(canned.POST, ownerToken, { body: { title: "Hello", body: "Hi! How can we help?" } });
    expect(made.status).toBe(201);
    const id = (made.json.reply as { id: string }).id;
    expect((await send(one.POST, staffToken, { id, body: { title: "Hey", body: "Yo" } })).status).toBe(403);
    expect((await send(one.POST, staffToken, { id, body: { delete: true } })).status).toBe(403);
    expect(
      (await send(one.POST, ownerToken, { id, body: { title: "Hey", body: "Hey! What can we do?" } })).status,
    ).toBe(200);
    const list = await routes.list();
    const listed = await send(list.GET, staffToken, { method: "GET" });
    expect(listed.json.canned).toContainEqual(
      expect.objectContaining({ id, title: "Hey", body: "Hey! What can we do?" }),
    );
    expect((await send(one.POST, ownerToken, { id, body: { delete: true } })).status).toBe(200);
    expect((await send(one.POST, ownerToken, { id, body: { delete: true } })).status).toBe(404);
    expect(await auditActions(id)).toEqual(["CHAT_CANNED_SAVED", "CHAT_CANNED_SAVED", "CHAT_CANNED_DELETED"]);
  });
});
