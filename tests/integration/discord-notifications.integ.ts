import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { captureLog, type LogCapture, parseLogLines } from "../support/capture-log";
import { startDiscordStandIn } from "../support/discord-stand-in";
import { setEnv } from "../support/env";
import { orderBody } from "../support/order-request";

/*
 * Issue 21, item 3, on this file's database (TEST_DB): with DISCORD_WEBHOOK_URL set (here a local
 * stand-in), a paid order (through the demo provider's routes), a manual order, a refund, a
 * dispute, a contact message and an order question each put one post in the outbox, in the same
 * transaction as the event, and the worker posts it as one embed that names no customer. A 429's
 * retry_after is kept to (the worker's clock is the test's), a 5xx is retried with the email
 * backoff, another 4xx fails for good and the log never shows the webhook's address.
 */

const dialect = process.env.TEST_DB ?? "sqlite";

const discord = await startDiscordStandIn();
// The env is read when the server modules load: the address is set first, the modules imported after.
const restoreEnv = setEnv({ DISCORD_WEBHOOK_URL: discord.url, EMAIL_RETRY_FIRST_SECONDS: "30" });
const { POST: postOrder } = await import("@/app/api/checkout/order/route");
const { POST: postTestPayment } = await import("@/app/api/test-payment/route");
const { POST: postContact } = await import("@/app/api/brevo/fallback/route");
const { POST: postQuestion } = await import("@/app/api/orders/[reference]/messages/route");
const { applyPaymentEvent } = await import("@/server/checkout/apply-payment-event");
const { getDatabase } = await import("@/server/db/client");
const { ensureDatabaseReady } = await import("@/server/db/migrate");
const { processOutboxOnce } = await import("@/server/email/outbox-worker");
const { env } = await import("@/server/env");
const { createRequestStamp, peerAddressHeaderForTests } = await import("@/server/http/request-stamp");

createRequestStamp({ contentSecurityPolicy: "default-src 'self'" });
const PEER_ADDRESS = peerAddressHeaderForTests();
const db = () => getDatabase().db;

const PROFILE = {
  email: "discord.buyer.q8v@example.com",
  name: "Quill Vantablack",
  phone: "+1 555 0177",
  rsn: "Qv8Zork",
};
const MESSAGE_TEXT = "Please call me about my vantablack order";
const PERSONAL = [PROFILE.email, "Vantablack", "555 0177", PROFILE.rsn, MESSAGE_TEXT, "vantablack"];

type Embed = {
  title: string;
  url: string;
  description: string;
  fields: { name: string; value: string }[];
  timestamp: string;
};
type Posted = { embeds: Embed[]; allowed_mentions: unknown };

let clients = 0;
function jsonRequest(path: string, body: unknown): Request {
  clients += 1;
  return new Request(`http://shop.test${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      [PEER_ADDRESS]: `203.0.${Math.floor(clients / 250)}.${clients % 250}`,
    },
    body: JSON.stringify(body),
  });
}

type Placed = { kind: string; reference: string; orderPath: string; redirectUrl?: string };

async function place(method: string): Promise<Placed> {
  const response = await postOrder(
    jsonRequest("/api/checkout/order", orderBody({ method, profile: PROFILE })),
    undefined,
  );
  const body = (await response.json()) as Placed;
  if (response.status !== 201) throw new Error(`order answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

async function orderOf(reference: string) {
  return db()
    .selectFrom("orders")
    .select(["id", "provider_ref"])
    .where("reference", "=", reference)
    .executeTakeFirstOrThrow();
}

async function discordRows(orderId?: string) {
  let query = db()
    .selectFrom("outbox")
    .select(["id", "status", "attempts", "next_attempt_at", "last_error", "payload", "subject", "to_address"])
    .where("channel", "=", "discord")
    .orderBy("created_at");
  if (orderId) query = query.where("order_id", "=", orderId);
  return query.execute();
}

/** The worker's pass at `at`, posting only (no mail server here). */
const pass = (at: Date) => processOutboxOnce({ transport: null, now: () => at });

/** The embeds the stand-in was sent whose title names `reference`. */
function postsAbout(reference: string): Embed[] {
  return discord.requests
    .map((request) => (JSON.parse(request.body) as Posted).embeds[0] as Embed)
    .filter((embed) => embed.title.includes(reference));
}

const fieldsOf = (embed: Embed | undefined) => Object.fromEntries((embed?.fields ?? []).map((f) => [f.name, f.value]));
const later = (ms = 0) => new Date(Date.now() + 1_000 + ms);

let log: LogCapture;

describe(`Discord posts through the outbox on ${dialect}`, () => {
  beforeAll(async () => {
    log = captureLog();
    await ensureDatabaseReady();
  });
  afterAll(async () => {
    log.restore();
    restoreEnv();
    await discord.close();
  });

  it("posts a paid order that came through the demo provider's routes, once", async () => {
    const placed = await place("card");
    const session = new URL(placed.redirectUrl ?? "", "http://shop.test").searchParams.get("session");
    const paid = await postTestPayment(jsonRequest("/api/test-payment", { session, action: "pay" }), undefined);
    expect(paid.status).toBe(200);
    const order = await orderOf(placed.reference);
    expect((await discordRows(order.id)).map((row) => row.status)).toEqual(["pending"]);

    const run = await pass(later());
    expect(run.sent).toBeGreaterThanOrEqual(1);
    const [embed, ...more] = postsAbout(placed.reference);
    expect(more).toEqual([]);
    const backOffice = new URL(`/admin/orders/${order.id}`, env.SITE_URL).toString();
    expect(embed?.title).toBe(`Order paid: ${placed.reference}`);
    expect(embed?.url).toBe(backOffice);
    // The lines as the server priced and stored them, named as the order page names them.
    const stored = await db()
      .selectFrom("orders")
      .select("lines_json")
      .where("id", "=", order.id)
      .executeTakeFirstOrThrow();
    const lines = JSON.parse(stored.lines_json) as { name: string; subName: string; count: number }[];
    expect(lines).toHaveLength(1);
    expect(lines[0]?.count).toBe(1);
    expect(embed?.description).toBe(`${lines[0]?.name} (${lines[0]?.subName})`);
    expect(fieldsOf(embed)).toEqual({
      Reference: placed.reference,
      Amount: "$31.50",
      Method: "card",
      "Back office": backOffice,
    });
    expect(Number.isNaN(Date.parse(embed?.timestamp ?? ""))).toBe(false);
    expect((await discordRows(order.id)).map((row) => [row.status, row.attempts])).toEqual([["sent", 1]]);
    const request = discord.requests.at(-1);
    expect(request?.method).toBe("POST");
    expect(request?.path).toBe(new URL(discord.url).pathname);
    expect(request?.headers["content-type"]).toBe("application/json");
  });

  it("posts a manual order waiting for payment with the amount due and the method", async () => {
    const placed = await place("zelle");
    await pass(later());
    const [embed] = postsAbout(placed.reference);
    expect(embed?.title).toBe(`Manual order awaiting payment: ${placed.reference}`);
    expect(fieldsOf(embed)).toMatchObject({ Reference: placed.reference, "Amount due": "$31.50", Method: "zelle" });
  });

  it("posts a refund and a dispute of a paid order", async () => {
    const placed = await place("card");
    const session = new URL(placed.redirectUrl ?? "", "http://shop.test").searchParams.get("session");
    await postTestPayment(jsonRequest("/api/test-payment", { session, action: "pay" }), undefined);
    const order = await orderOf(placed.reference);
    const match = { paymentRef: null, providerRef: order.provider_ref };
    await applyPaymentEvent(
      "stripe",
      {
        kind: "refund",
        eventId: `evt_refund_${order.id}`,
        type: "charge.refunded",
        dedupId: `re_${order.id}`,
        match,
        refund: { amountCents: 1_000, cumulative: false, currency: "usd" },
      },
      new Date(),
    );
    await applyPaymentEvent(
      "stripe",
      {
        kind: "dispute",
        eventId: `evt_dispute_${order.id}`,
        type: "charge.dispute.created",
        match,
        dispute: { phase: "opened", amountCents: 2_150, currency: "usd", reason: "fraudulent" },
      },
      new Date(),
    );
    await pass(later());
    const titles = postsAbout(placed.reference).map((embed) => embed.title);
    expect(titles).toEqual([
      `Order paid: ${placed.reference}`,
      `Refund: ${placed.reference}`,
      `Dispute opened: ${placed.reference}`,
    ]);
    const [, refund, dispute] = postsAbout(placed.reference);
    expect(fieldsOf(refund)).toMatchObject({ Refunded: "$10.00", "Order total": "$31.50", Kind: "Partial refund" });
    expect(fieldsOf(dispute)).toMatchObject({ Disputed: "$21.50", Reason: "fraudulent" });
    expect((await discordRows(order.id)).map((row) => row.subject)).toEqual([
      `Discord: Order paid ${placed.reference}`,
      `Discord: Refund ${placed.reference}`,
      `Discord: Dispute opened ${placed.reference}`,
    ]);
  });

  it("posts a contact message and an order question with a link to the inbox, never their text", async () => {
    const contact = await postContact(
      jsonRequest("/api/brevo/fallback", { email: PROFILE.email, message: MESSAGE_TEXT }),
      undefined,
    );
    expect(contact.status).toBe(202);
    const { id: contactId } = (await contact.json()) as { id: string };
    const placed = await place("zelle");
    const token = new URL(placed.orderPath, "http://shop.test").searchParams.get("k");
    const asked = await postQuestion(
      jsonRequest(`/api/orders/${placed.reference}/messages`, { k: token, message: MESSAGE_TEXT }),
      { params: Promise.resolve({ reference: placed.reference }) },
    );
    expect(asked.status).toBe(202);
    const question = await db()
      .selectFrom("messages")
      .select("id")
      .where("order_id", "=", (await orderOf(placed.reference)).id)
      .executeTakeFirstOrThrow();

    const before = discord.requests.length;
    await pass(later());
    const messages = discord.requests
      .slice(before)
      .map((request) => (JSON.parse(request.body) as Posted).embeds[0] as Embed)
      .filter((embed) => embed.title === "New message");
    expect(messages.map(fieldsOf)).toEqual([
      { From: "Contact form", Inbox: new URL(`/admin/messages/${contactId}`, env.SITE_URL).toString() },
      {
        From: "Order page question",
        Order: placed.reference,
        Inbox: new URL(`/admin/messages/${question.id}`, env.SITE_URL).toString(),
      },
    ]);
  });

  it("puts nothing personal in any posted body or stored post", async () => {
    expect(discord.requests.length).toBeGreaterThanOrEqual(8);
    const posted = discord.requests.map((request) => request.body).join("\n");
    const stored = (await discordRows()).map((row) => `${row.payload} ${row.subject} ${row.to_address}`).join("\n");
    for (const text of [posted, stored]) {
      for (const personal of PERSONAL) expect(text.toLowerCase()).not.toContain(personal.toLowerCase());
    }
    for (const request of discord.requests) {
      const body = JSON.parse(request.body) as Posted;
      expect(body.embeds).toHaveLength(1);
      expect(body.allowed_mentions).toEqual({ parse: [] });
    }
  });

  it("keeps to a 429's retry_after, then posts; the rest of the batch waits with it", async () => {
    await pass(later());
    const first = await place("zelle");
    const second = await place("zelle");
    const rows = async () => [
      ...(await discordRows((await orderOf(first.reference)).id)),
      ...(await discordRows((await orderOf(second.reference)).id)),
    ];
    const start = later();
    discord.answerNext({
      status: 429,
      body: { message: "You are being rate limited.", retry_after: 42.5, global: false },
      headers: { "retry-after": "43" },
    });
    const before = discord.requests.length;
    const run = await pass(start);
    expect(run).toEqual({ sent: 0, failed: 0, retried: 2 });
    expect(discord.requests.length).toBe(before + 1);
    const waited = await rows();
    const retryAt = new Date(start.getTime() + 42_500).toISOString();
    expect(waited.map((row) => [row.status, row.next_attempt_at])).toEqual([
      ["pending", retryAt],
      ["pending", retryAt],
    ]);
    expect(waited.map((row) => row.attempts)).toEqual([1, 0]);

    expect(await pass(new Date(start.getTime() + 42_499))).toEqual({ sent: 0, failed: 0, retried: 0 });
    expect(discord.requests.length).toBe(before + 1);
    expect(await pass(new Date(start.getTime() + 42_500))).toEqual({ sent: 2, failed: 0, retried: 0 });
    expect(postsAbout(first.reference).length + postsAbout(second.reference).length).toBe(3);
    expect((await rows()).map((row) => row.status)).toEqual(["sent", "sent"]);
  });

  it("waits for the webhook's bucket to refill when an accepted post says it is empty, drawing no 429", async () => {
    await pass(later(3_600_000));
    const first = await place("zelle");
    const second = await place("zelle");
    const start = later(3_600_000);
    discord.answerNext({ status: 204, headers: { "x-ratelimit-remaining": "0", "x-ratelimit-reset-after": "2.5" } });
    const before = discord.requests.length;
    expect(await pass(start)).toEqual({ sent: 1, failed: 0, retried: 1 });
    expect(discord.requests.length).toBe(before + 1);
    const [waiting] = await discordRows((await orderOf(second.reference)).id);
    expect([waiting?.status, waiting?.attempts, waiting?.next_attempt_at]).toEqual([
      "pending",
      0,
      new Date(start.getTime() + 2_500).toISOString(),
    ]);
    expect(await pass(new Date(start.getTime() + 2_500))).toEqual({ sent: 1, failed: 0, retried: 0 });
    expect(postsAbout(first.reference)).toHaveLength(1);
    expect(postsAbout(second.reference)).toHaveLength(1);
  });

  it("reads the Retry-After header when the body does not say", async () => {
    const placed = await place("zelle");
    const start = later();
    discord.answerNext({ status: 429, body: { message: "slow down" }, headers: { "retry-after": "7" } });
    await pass(start);
    const [row] = await discordRows((await orderOf(placed.reference)).id);
    expect(row?.next_attempt_at).toBe(new Date(start.getTime() + 7_000).toISOString());
  });

  it("retries a 5xx with the email backoff and gives up on another 4xx, logging no address", async () => {
    // What earlier tests left waiting goes first, so the scripted answers below meet this test's post.
    await pass(later(3_600_000));
    const failing = await place("zelle");
    const start = later();
    discord.answerNext({ status: 503, body: { message: "upstream down" } });
    expect(await pass(start)).toEqual({ sent: 0, failed: 0, retried: 1 });
    const [retried] = await discordRows((await orderOf(failing.reference)).id);
    expect(retried?.status).toBe("pending");
    expect(retried?.next_attempt_at).toBe(new Date(start.getTime() + 30_000).toISOString());
    expect(retried?.last_error).toBe("Discord answered 503: upstream down");

    discord.answerNext({ status: 404, body: { message: "Unknown Webhook", code: 10015 } });
    expect(await pass(new Date(start.getTime() + 30_000))).toEqual({ sent: 0, failed: 1, retried: 0 });
    const [failed] = await discordRows((await orderOf(failing.reference)).id);
    expect(failed?.status).toBe("failed");
    expect(failed?.last_error).toBe("Discord answered 404: Unknown Webhook (code 10015)");
    const refused = parseLogLines(log.lines()).filter((entry) => entry.msg === "Discord refused the post for good");
    expect(refused).toHaveLength(1);
    expect(refused[0]?.status).toBe(404);
    const token = new URL(discord.url).pathname.split("/").at(-1) ?? "";
    expect(token.length).toBeGreaterThan(10);
    expect(log.text()).not.toContain(token);
    expect(log.text()).not.toContain(discord.url);
  });
});
