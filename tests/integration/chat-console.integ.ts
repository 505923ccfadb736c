import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ADMIN_ORIGIN, aal2SessionToken, type Enrolled, enrolOperator } from "./support/admin-session";

/*
 * The live chat's console (issue 44, item 2): of two operators claiming one conversation at once
 * exactly one holds it; a transfer moves it from the holder read; a close is once; a closed
 * conversation takes no reply; every change is audited; the canned replies' writes are the
 * owner's; a message's links are switched (audited), a transcript is queued once with every message
 * (409 without an email), staff's typing is told and stored nowhere, the stream wants aal2; beside
 * a conversation, the visitor's cart and orders. Through the route handlers, with aal2 sessions, on the file's database.
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
  typing: () => import("@/app/api/admin/chat/[id]/typing/route"),
  links: () => import("@/app/api/admin/chat/[id]/links/route"),
  transcript: () => import("@/app/api/admin/chat/[id]/transcript/route"),
  stream: () => import("@/app/api/admin/chat/stream/route"),
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

  it("switches a message's links, audited, and refuses a message that is not there", async () => {
    const id = await visitorConversation("My trade offer: https://example.com/offer?x=1");
    const { POST } = await routes.links();
    expect((await send(POST, staffToken, { id, body: { seq: 1, enabled: true } })).status).toBe(200);
    const detail = await routes.detail();
    const read = async () =>
      ((await send(detail.GET, staffToken, { id, method: "GET" })).json.messages as { linksEnabled: boolean }[])[0]
        ?.linksEnabled;
    expect(await read()).toBe(true);
    expect(await send(POST, staffToken, { id, body: { seq: 9, enabled: true } })).toMatchObject({
      status: 404,
      json: { code: "not_found:admin-chat" },
    });
    expect((await send(POST, staffToken, { id, body: { seq: 1 } })).status).toBe(400);
    expect((await send(POST, staffToken, { id: crypto.randomUUID(), body: { seq: 1, enabled: true } })).status).toBe(
      404,
    );
    expect((await send(POST, staffToken, { id, body: { seq: 1, enabled: false } })).status).toBe(200);
    expect(await read()).toBe(false);
    expect(await auditActions(id)).toEqual(["CHAT_LINKS_SET", "CHAT_LINKS_SET"]);
  });

  it("queues the transcript once with every message, and answers 409 without an email", async () => {
    const id = await visitorConversation("Hello <script>alert(1)</script>");
    const { POST } = await routes.transcript();
    expect(await send(POST, staffToken, { id })).toMatchObject({ status: 409, json: { code: "conflict:admin-chat" } });
    const { setChatEmail } = await import("@/server/db/queries/chat-conversations");
    await setChatEmail(await db(), id, "visitor-transcript@example.com", new Date().toISOString());
    const messages = await routes.messages();
    expect((await send(messages.POST, ownerToken, { id, body: { body: "Hi! We are here." } })).status).toBe(201);

    expect(await send(POST, staffToken, { id })).toMatchObject({ status: 200, json: { sent: true } });
    const queued = await (await db())
      .selectFrom("outbox")
      .selectAll()
      .where("to_address", "=", "visitor-transcript@example.com")
      // The reply itself was also emailed (the visitor is away): only the transcript counts here.
      .where("subject", "like", "Your chat with %")
      .execute();
    expect(queued).toHaveLength(1);
    const email = queued[0];
    expect(email?.subject).toMatch(/^Your chat with /);
    expect(email?.body_text).toMatch(/You · \d{4}-\d\d-\d\d \d\d:\d\d UTC\nHello <script>alert\(1\)<\/script>/);
    expect(email?.body_text).toContain("Support · ");
    expect(email?.body_text).toContain("Hi! We are here.");
    expect(email?.body_html).toContain("Hello &lt;script&gt;alert(1)&lt;/script&gt;");
    expect(email?.body_html).not.toContain("<script>");
    expect(email?.body_html).not.toContain(owner.email);
    expect(await auditActions(id)).toEqual(["CHAT_REPLIED", "CHAT_TRANSCRIPT_SENT"]);
  });

  it("tells the visitor's stream that staff is typing, and stores nothing", async () => {
    const id = await visitorConversation();
    const { subscribeChat } = await import("@/server/chat/chat-bus");
    const heard: { kind: string }[] = [];
    const typed = new Promise<void>((resolve) => {
      void subscribeChat((event) => {
        heard.push(event);
        if (event.kind === "typing") resolve();
      }).then((stop) => typed.finally(stop));
    });
    // On PostgreSQL the first subscription opens the LISTEN connection: a NOTIFY sent before it is
    // listening reaches no one (typing is not stored), so wait for it, as the streams do.
    if (dialect === "postgres") await expect.poll(() => heard.some((event) => event.kind === "resync")).toBe(true);
    const before = await (await db())
      .selectFrom("chat_messages")
      .select("id")
      .where("conversation_id", "=", id)
      .execute();
    const { POST } = await routes.typing();
    expect((await send(POST, staffToken, { id })).status).toBe(200);
    await typed;
    expect(heard).toContainEqual({ kind: "typing", conversationId: id, who: "staff" });
    const after = await (await db())
      .selectFrom("chat_messages")
      .select("id")
      .where("conversation_id", "=", id)
      .execute();
    expect(after).toHaveLength(before.length);
    expect(await auditActions(id)).toEqual([]);
    expect((await send(POST, staffToken, { id: crypto.randomUUID() })).status).toBe(404);
  });

  it("opens the console's stream for an aal2 session only", async () => {
    const { GET } = await routes.stream();
    const { postSignIn, sessionTokenOf, PASSWORD } = await import("./support/admin-session");
    const aal1 = sessionTokenOf(
      await postSignIn({ email: staff.email, password: PASSWORD }, { "x-forwarded-for": "192.0.2.93" }),
    );
    expect(aal1).not.toBe("");
    const stream = async (token: string | null) =>
      GET(
        new Request(`${ADMIN_ORIGIN}/api/admin/chat/stream`, {
          headers: { "x-forwarded-for": "192.0.2.94", ...(token ? { cookie: `__Host-rf-operator=${token}` } : {}) },
        }),
        { params: Promise.resolve({}) },
      );
    for (const [token, status, code] of [
      [null, 401, "unauthorized:unauthenticated"],
      [aal1, 403, "forbidden:mfa_required"],
    ] as const) {
      const refused = await stream(token);
      expect(refused.headers.get("content-type")).not.toMatch(/event-stream/);
      expect({ status: refused.status, code: ((await refused.json()) as { code: string }).code }).toEqual({
        status,
        code,
      });
    }
    const opened = await stream(staffToken);
    expect(opened.status).toBe(200);
    expect(opened.headers.get("content-type")).toMatch(/^text\/event-stream/);
    await opened.body?.cancel();
  });

  it("shows the visitor's cart as it stores it and their orders beside the conversation", async () => {
    const id = await visitorConversation("Can you check my cart?");
    const { upsertCart } = await import("@/server/db/queries/carts");
    const { setChatEmail } = await import("@/server/db/queries/chat-conversations");
    const { seedOrder } = await import("./support/admin-orders");
    const cartUuid = crypto.randomUUID();
    const line = {
      sku: "fire-cape",
      name: "Fire cape",
      count: 2,
      pricePer: 1_500,
      totalPrice: 3_000,
      imageSrc: "/x.png",
      config: {},
    };
    await upsertCart(await db(), { uuid: cartUuid, items: [line], email: "", at: new Date().toISOString() });
    await (await db()).updateTable("chat_conversations").set({ cart_uuid: cartUuid }).where("id", "=", id).execute();
    const email = `beside-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await setChatEmail(await db(), id, email, new Date().toISOString());
    const linked = await seedOrder({ email: "someone-else@example.com", createdAt: "2026-01-01T00:00:00.000Z" });
    await (await db()).updateTable("chat_conversations").set({ order_id: linked.id }).where("id", "=", id).execute();
    const mine = [];
    for (let day = 1; day <= 6; day++)
      mine.push(await seedOrder({ email, createdAt: `2026-02-0${day}T00:00:00.000Z` }));

    const { GET } = await routes.detail();
    const read = await send(GET, staffToken, { id, method: "GET" });
    expect(read.json.cart).toEqual({
      lines: [{ name: "Fire cape", subName: null, count: 2, totalCents: 3_000 }],
      totalCents: 3_000,
      updatedAt: expect.any(String),
    });
    const orders = read.json.orders as { id: string; reference: string; linked: boolean }[];
    expect(orders.map((order) => order.id)).toEqual([
      linked.id,
      ...mine
        .slice(2)
        .reverse()
        .map((order) => order.id),
    ]);
    expect(orders[0]).toMatchObject({ reference: linked.reference, linked: true });
    const bare = await send(GET, staffToken, { id: await visitorConversation(), method: "GET" });
    expect(bare.json).toMatchObject({ cart: null, orders: [] });
  });
});
