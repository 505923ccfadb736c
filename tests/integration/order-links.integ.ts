import { beforeAll, describe, expect, it } from "vitest";
import { POST as postOrder } from "@/app/api/checkout/order/route";
import { POST as postQuestion } from "@/app/api/orders/[reference]/messages/route";
import { POST as postLookup } from "@/app/api/orders/lookup/route";
import { POST as postTestPayment } from "@/app/api/test-payment/route";
import { ORDER_LOOKUP_ANSWER } from "@/domain/orders/order-lookup";
import { listMessages, messageDetail, messagesOfOrder } from "@/server/admin/messages/inbox";
import { replyToMessage } from "@/server/admin/messages/message-actions";
import { getDatabase } from "@/server/db/client";
import { ensureDatabaseReady } from "@/server/db/migrate";
import { env } from "@/server/env";
import { createRequestStamp, peerAddressHeaderForTests } from "@/server/http/request-stamp";
import { orderIdForAccess } from "@/server/orders/access-tokens";
import { orderPageQuestions } from "@/server/orders/order-questions";
import { readOrderTracking } from "@/server/orders/order-tracking";
import { tamperedToken } from "../support/fixtures";
import { orderBody } from "../support/order-request";
import { seedOrder } from "./support/admin-orders";
import { linksEmailedTo, tokenOfLink as tokenOf } from "./support/order-link-records";

/*
 * Issue 18's links and questions on this file's database (TEST_DB): every place an order's link is
 * handed out (the checkout's answer, the manual-order and receipt emails, the lookup email) gives
 * a token that opens that order and no other; the lookup answers alike whether or not the pair
 * exists, emails only the order's own address and is limited per address and per reference; a
 * question from the page lands in the inbox linked to the order, and a wrong token is a 404.
 */

const dialect = process.env.TEST_DB ?? "sqlite";
const db = () => getDatabase().db;

createRequestStamp({ contentSecurityPolicy: "default-src 'self'" });
const PEER_ADDRESS = peerAddressHeaderForTests();

let clients = 0;
/** A client address of its own for each call unless one is given, so limits are counted only where a test means them. */
function nextClient(): string {
  clients += 1;
  return `198.51.${Math.floor(clients / 250)}.${clients % 250}`;
}

function jsonRequest(path: string, body: unknown, client = nextClient()): Request {
  return new Request(`http://shop.test${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", [PEER_ADDRESS]: client },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

type Placed = { kind: string; reference: string; orderPath: string; redirectUrl?: string };

let buyers = 0;
async function place(method: string): Promise<Placed & { email: string }> {
  buyers += 1;
  const email = `links-buyer-${buyers}@example.com`;
  const response = await postOrder(
    jsonRequest(
      "/api/checkout/order",
      orderBody({ method, profile: { email, name: "Ada Links", phone: "", rsn: "" } }),
    ),
    undefined,
  );
  const body = (await response.json()) as Placed;
  if (response.status !== 201) throw new Error(`order answered ${response.status}: ${JSON.stringify(body)}`);
  return { ...body, email };
}

async function orderIdOf(reference: string): Promise<string> {
  const row = await db().selectFrom("orders").select("id").where("reference", "=", reference).executeTakeFirstOrThrow();
  return row.id;
}

/** The link opens its own order's page and no other's. */
async function expectOpensOnly(link: string, reference: string): Promise<void> {
  const other = await seedOrder();
  const token = tokenOf(link);
  expect(await orderIdForAccess(db(), reference, token)).toBe(await orderIdOf(reference));
  expect((await readOrderTracking(reference, token))?.reference).toBe(reference);
  expect(await orderIdForAccess(db(), other.reference, token)).toBeNull();
}

async function lookup(body: unknown, client?: string): Promise<Response> {
  return postLookup(jsonRequest("/api/orders/lookup", body, client), undefined);
}

async function ask(reference: string, body: unknown, client?: string): Promise<Response> {
  return postQuestion(jsonRequest(`/api/orders/${encodeURIComponent(reference)}/messages`, body, client), {
    params: Promise.resolve({ reference }),
  });
}

describe(`links to an order's page and questions from it on ${dialect}`, () => {
  beforeAll(async () => {
    await ensureDatabaseReady();
  });

  describe("links", () => {
    it("answers a manual order with a link of its own, and emails another one", async () => {
      const placed = await place("zelle");
      expect(placed.kind).toBe("manual");
      expect(placed.orderPath).toMatch(new RegExp(`^/orders/${placed.reference}\\?k=[A-Za-z0-9_-]{43}$`));
      await expectOpensOnly(placed.orderPath, placed.reference);
      const emailed = await linksEmailedTo(placed.email);
      expect(emailed).toHaveLength(1);
      expect(emailed[0]?.startsWith(`${new URL(env.SITE_URL).origin}/orders/${placed.reference}?k=`)).toBe(true);
      await expectOpensOnly(emailed[0] ?? "", placed.reference);
      expect(tokenOf(emailed[0] ?? "")).not.toBe(tokenOf(placed.orderPath));
      const purposes = await db()
        .selectFrom("order_access_tokens")
        .select("purpose")
        .where("order_id", "=", await orderIdOf(placed.reference))
        .orderBy("purpose")
        .execute();
      expect(purposes.map((row) => row.purpose)).toEqual(["checkout", "manual"]);
    });

    it("answers a card order with a link, and its receipt carries a fresh one once it is paid", async () => {
      const placed = await place("card");
      expect(placed.kind).toBe("redirect");
      await expectOpensOnly(placed.orderPath, placed.reference);
      expect(await linksEmailedTo(placed.email)).toEqual([]);
      const session = new URL(placed.redirectUrl ?? "", "http://shop.test").searchParams.get("session");
      const paid = await postTestPayment(jsonRequest("/api/test-payment", { session, action: "pay" }), undefined);
      expect(paid.status).toBe(200);
      const emailed = await linksEmailedTo(placed.email);
      expect(emailed).toHaveLength(1);
      await expectOpensOnly(emailed[0] ?? "", placed.reference);
      expect((await readOrderTracking(placed.reference, tokenOf(emailed[0] ?? "")))?.payment.status).toBe("paid");
    });
  });

  describe("the lookup", () => {
    it("gives one answer whether or not the pair exists, and emails only the right pair", async () => {
      const placed = await place("zelle");
      const before = (await linksEmailedTo(placed.email)).length;
      const answers = [
        await lookup({ reference: placed.reference, email: "someone.else@example.com" }),
        await lookup({ reference: "RF-ZZZZZZZZ", email: placed.email }),
        await lookup({ reference: placed.reference, email: ` ${placed.email.toUpperCase()} ` }),
      ];
      const bodies = await Promise.all(answers.map((answer) => answer.text()));
      expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202]);
      expect(new Set(bodies)).toEqual(new Set([JSON.stringify({ ok: true, message: ORDER_LOOKUP_ANSWER })]));
      const emailed = await linksEmailedTo(placed.email);
      expect(emailed).toHaveLength(before + 1);
      await expectOpensOnly(emailed.at(-1) ?? "", placed.reference);
      expect(await linksEmailedTo("someone.else@example.com")).toEqual([]);
      const lookups = await db()
        .selectFrom("order_access_tokens")
        .select("purpose")
        .where("purpose", "=", "lookup")
        .execute();
      expect(lookups).toHaveLength(1);
    });

    it("refuses a sixth lookup from one address in 15 minutes with 429, a message and Retry-After", async () => {
      const client = nextClient();
      for (let attempt = 0; attempt < 5; attempt++) {
        expect((await lookup({ reference: "RF-YYYYYYY2", email: "a@example.com" }, client)).status).toBe(
          attempt < 3 ? 202 : 429,
        );
      }
      // The per-reference budget (3) ran out above; another reference shows the address's own.
      const client2 = nextClient();
      for (let attempt = 0; attempt < 5; attempt++) {
        const reference = `RF-XXXXXX${"23456"[attempt]}A`;
        expect((await lookup({ reference, email: "a@example.com" }, client2)).status).toBe(202);
      }
      const refused = await lookup({ reference: "RF-XXXXXXXB", email: "a@example.com" }, client2);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await refused.json()).toEqual({
        code: "rate_limited:order-lookup",
        message: "Too many lookups; please wait a little and try again.",
      });
      // Malformed bodies count against the address too.
      const client3 = nextClient();
      for (let attempt = 0; attempt < 5; attempt++) expect((await lookup({ reference: 1 }, client3)).status).toBe(400);
      expect((await lookup({ reference: "RF-XXXXXXXC", email: "a@example.com" }, client3)).status).toBe(429);
    });

    it("lets a reference be looked up three times an hour from any addresses, so its owner is not flooded", async () => {
      const placed = await place("zelle");
      const before = (await linksEmailedTo(placed.email)).length;
      for (let attempt = 0; attempt < 3; attempt++) {
        expect((await lookup({ reference: placed.reference, email: placed.email })).status).toBe(202);
      }
      const refused = await lookup({ reference: placed.reference, email: placed.email });
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(await linksEmailedTo(placed.email)).toHaveLength(before + 3);
    });

    it("refuses attacker input with a 400 and a field's message, never a 500", async () => {
      const bodies: unknown[] = [
        { reference: "RF-ABCDEFGH", email: "a@example.com\r\nBcc: victim@example.com" },
        { reference: "RF-ABCDEFGH' OR 1=1 --", email: "a@example.com" },
        { reference: { $ne: null }, email: "a@example.com" },
        { reference: "RF-ABCDEFGH", email: "a@example.com", extra: true },
        "not json",
      ];
      for (const body of bodies) {
        const answer = await lookup(body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(await answer.json()).toMatchObject({ code: "bad_request:order-lookup", message: expect.any(String) });
      }
    });
  });

  describe("questions from the order's page", () => {
    it("stores the question in the inbox linked to the order, from the order's address, and tells the shop", async () => {
      const placed = await place("zelle");
      const answer = await ask(placed.reference, { k: tokenOf(placed.orderPath), message: "When do you start?" });
      expect(answer.status).toBe(202);
      const body = (await answer.json()) as { ok: boolean; maskedEmail: string; question: { id: string } };
      expect(body).toEqual({
        ok: true,
        maskedEmail: `li…@example.com`,
        question: { id: expect.any(String), message: "When do you start?", sentAt: expect.any(String), answers: [] },
      });
      const rows = await db()
        .selectFrom("messages")
        .selectAll()
        .where("order_id", "=", await orderIdOf(placed.reference))
        .execute();
      expect(rows).toMatchObject([{ email: placed.email, source: "order-page", message: "When do you start?" }]);
      const shop = await db()
        .selectFrom("outbox")
        .select(["to_address", "reply_to", "subject"])
        .where("subject", "like", `%Question about order ${placed.reference}`)
        .execute();
      const inbox = await listMessages({}, null, 50);
      const listed = inbox.messages.find((message) => message.order?.reference === placed.reference);
      expect(listed).toMatchObject({ source: "order-page", order: { id: await orderIdOf(placed.reference) } });
      expect((await messageDetail(listed?.id ?? ""))?.order).toEqual(listed?.order);
      expect((await messagesOfOrder(await orderIdOf(placed.reference))).map((message) => message.preview)).toEqual([
        "When do you start?",
      ]);
      expect(shop).toEqual([
        {
          to_address: env.SHOP_INBOX_EMAIL || env.SUPPORT_EMAIL,
          reply_to: placed.email,
          subject: `[TEST] Question about order ${placed.reference}`,
        },
      ]);
    });

    it("are listed for the order's page after a reload, with the shop's answers, and for no other order", async () => {
      const placed = await place("zelle");
      const other = await place("zelle");
      const token = tokenOf(placed.orderPath);
      expect(await orderPageQuestions(await orderIdOf(placed.reference))).toEqual([]);
      const first = (await (await ask(placed.reference, { k: token, message: "First?" })).json()) as {
        question: { id: string };
      };
      await ask(placed.reference, { k: token, message: "Second,\non two lines" });
      await ask(other.reference, { k: tokenOf(other.orderPath), message: "The other order's" });
      await replyToMessage({
        operatorId: "0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0",
        messageId: first.question.id,
        body: "  Yes, tomorrow.  ",
      });

      const listed = await orderPageQuestions(await orderIdOf(placed.reference));
      expect(listed.map((question) => [question.message, question.answers.map((answer) => answer.body)])).toEqual([
        ["First?", ["Yes, tomorrow."]],
        ["Second,\non two lines", []],
      ]);
      expect(listed[0]?.id).toBe(first.question.id);
      expect((await orderPageQuestions(await orderIdOf(other.reference))).map((question) => question.message)).toEqual([
        "The other order's",
      ]);
    });

    it("answers a wrong, missing or other order's token exactly like an unknown reference: 404", async () => {
      const placed = await place("zelle");
      const other = await place("zelle");
      const token = tokenOf(placed.orderPath);
      const answers = [
        await ask("RF-ZZZZZZZZ", { k: token, message: "Hi" }),
        await ask(placed.reference, { k: tamperedToken(token), message: "Hi" }),
        await ask(placed.reference, { k: "", message: "Hi" }),
        await ask(other.reference, { k: token, message: "Hi" }),
        await ask("../admin", { k: token, message: "Hi" }),
      ];
      for (const answer of answers) {
        expect(answer.status).toBe(404);
        expect(await answer.json()).toEqual({ code: "not_found:order", message: "We could not find this order." });
      }
      const stored = await db().selectFrom("messages").select("id").where("message", "=", "Hi").execute();
      expect(stored).toEqual([]);
    });

    it("keeps the contact form's length limit and refuses other input with a 400", async () => {
      const placed = await place("zelle");
      const k = tokenOf(placed.orderPath);
      for (const body of [
        { k, message: "x".repeat(5_001) },
        { k, message: "   " },
        { k: { $ne: "" }, message: "Hi" },
        { k, message: "Hi", email: "attacker@example.com" },
      ]) {
        const answer = await ask(placed.reference, body);
        expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
        expect(await answer.json()).toMatchObject({ code: "bad_request:order-question" });
      }
      // Markup is stored as text; the inbox renders it as text.
      const markup = '<img src=x onerror="alert(1)">\r\nBcc: x@evil.example';
      expect((await ask(placed.reference, { k, message: markup })).status).toBe(202);
      const row = await db().selectFrom("messages").select("message").where("message", "=", markup).executeTakeFirst();
      expect(row?.message).toBe(markup);
    });

    it("limits one address to the contact form's number of messages", async () => {
      const placed = await place("zelle");
      const k = tokenOf(placed.orderPath);
      const client = nextClient();
      for (let sent = 0; sent < env.CONTACT_RATE_LIMIT; sent++) {
        expect((await ask(placed.reference, { k, message: `Question ${sent}` }, client)).status).toBe(202);
      }
      const refused = await ask(placed.reference, { k, message: "One more" }, client);
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(await refused.json()).toEqual({
        code: "rate_limited:order-question",
        message: "Too many messages; please wait a little and try again.",
      });
    });
  });
});
