import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST } from "@/app/api/brevo/fallback/route";
import { EMPTY_MESSAGE_PLACEHOLDER } from "@/domain/contact/contact-rules";
import { database } from "@/server/db/database";
import { countOutboxByStatus } from "@/server/db/queries/outbox";
import { processOutboxOnce } from "@/server/email/outbox-worker";
import { createSmtpTransport } from "@/server/email/smtp-transport";
import { createRequestStamp, peerAddressHeaderForTests } from "@/server/http/request-stamp";
import { countMessages } from "@/server/messages/contact-messages";
import { freePort } from "../../scripts/lib/free-port.mjs";
import { captureLog, type LogCapture } from "../support/capture-log";

const dialect = process.env.TEST_DB ?? "sqlite";

type Received = { to: string[]; data: string };

/** A real SMTP server on loopback that keeps what it receives. */
function smtpServer(received: Received[]) {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      let data = "";
      stream.on("data", (chunk: Buffer) => {
        data += chunk.toString("utf8");
      });
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), data });
        callback();
      });
    },
  });
}

function listen(server: SMTPServer, port: number): Promise<void> {
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve()));
}

function closeServer(server: SMTPServer): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

/** The handler is called directly: each client's address goes where the server's socket stamp puts it. */
createRequestStamp({ contentSecurityPolicy: "default-src 'self'" });
const PEER_ADDRESS = peerAddressHeaderForTests();

let clientCounter = 0;
function post(body: unknown, init: { raw?: string; client?: string } = {}): Promise<Response> {
  clientCounter += 1;
  return Promise.resolve(
    POST(
      new Request("http://shop.test/api/brevo/fallback", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          [PEER_ADDRESS]: init.client ?? `198.51.100.${clientCounter % 250}`,
        },
        body: init.raw ?? JSON.stringify(body),
      }),
      undefined,
    ),
  );
}

/** Sends everything due, from a clock far enough ahead that every retry is due. */
async function drainOutbox(url: string, minutesAhead = 0) {
  const at = Date.now() + minutesAhead * 60_000;
  return processOutboxOnce({ transport: createSmtpTransport(url), now: () => new Date(at) });
}

describe(`POST /api/brevo/fallback and the outbox on ${dialect}`, () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let url: string;
  let log: LogCapture;

  beforeAll(async () => {
    log = captureLog();
    const port = await freePort();
    url = `smtp://127.0.0.1:${port}`;
    server = smtpServer(received);
    await listen(server, port);
  });

  afterAll(async () => {
    await closeServer(server);
    log.restore();
  });

  it("stores the message, answers 202, and delivers it with the visitor's email and text", async () => {
    const before = await countMessages();
    const response = await post({ email: "visitor@example.com", message: "Hi! Do you sell 99 Agility?" });
    expect(response.status).toBe(202);
    expect(await response.json()).toMatchObject({ ok: true });
    expect(await countMessages()).toBe(before + 1);

    received.length = 0;
    expect(await drainOutbox(url)).toEqual({ sent: 1, failed: 0, retried: 0 });
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual(["support@runeforge.gg"]);
    expect(received[0]?.data).toMatch(/^Reply-To: visitor@example\.com\r?$/m);
    expect(received[0]?.data).toContain("Hi! Do you sell 99 Agility?");
    expect(received[0]?.data).toMatch(/^Subject: Contact form: a new message\r?$/m);
  });

  it("replaces an empty message with the placeholder", async () => {
    expect((await post({ email: "buyer@example.com", message: "" })).status).toBe(202);
    received.length = 0;
    await drainOutbox(url);
    expect(received).toHaveLength(1);
    expect(received[0]?.data).toContain(EMPTY_MESSAGE_PLACEHOLDER);
    // The checkout fallback is about an order, and this shop has no payment keys (demo mode).
    expect(received[0]?.data).toMatch(/^Subject: \[TEST\] Checkout follow-up: the live chat could not open\r?$/m);
    expect(received[0]?.data).not.toMatch(/^Subject:.*buyer@example\.com/m);
  });

  it("keeps 100 messages through an SMTP outage and delivers each exactly once when it ends", async () => {
    const downPort = await freePort();
    const downUrl = `smtp://127.0.0.1:${downPort}`;
    for (let index = 0; index < 100; index++) {
      expect((await post({ email: `outage${index}@example.com`, message: `outage message #${index}` })).status).toBe(
        202,
      );
    }
    const duringOutage = await drainOutbox(downUrl);
    expect(duringOutage).toEqual({ sent: 0, failed: 0, retried: 100 });
    expect((await countOutboxByStatus((await database()).db)).pending).toBe(100);

    const outageReceived: Received[] = [];
    const recovered = smtpServer(outageReceived);
    await listen(recovered, downPort);
    try {
      // Still inside the back-off: nothing is due yet.
      expect((await drainOutbox(downUrl)).sent).toBe(0);
      expect((await drainOutbox(downUrl, 5)).sent).toBe(100);
      expect((await drainOutbox(downUrl, 60)).sent).toBe(0);
    } finally {
      await closeServer(recovered);
    }
    const numbers = outageReceived.map((mail) => Number(/outage message #(\d+)/.exec(mail.data)?.[1]));
    expect(numbers).toHaveLength(100);
    expect(new Set(numbers).size).toBe(100);
    expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, index) => index));
    expect((await countOutboxByStatus((await database()).db)).pending ?? 0).toBe(0);
  });

  const bad: [string, { body?: unknown; raw?: string }, number][] = [
    ["malformed JSON", { raw: '{"email": ' }, 400],
    ["an invalid email", { body: { email: "not an email", message: "x" } }, 400],
    [
      "a CR/LF in the email (header injection)",
      { body: { email: "a@b.co\r\nBcc: victim@example.com", message: "x" } },
      400,
    ],
    ["a missing message", { body: { email: "a@b.co" } }, 400],
    ["an unknown key", { body: { email: "a@b.co", message: "x", subject: "Injected" } }, 400],
    ["a message that is too long", { body: { email: "a@b.co", message: "x".repeat(5_001) } }, 400],
    ["a number for the message", { body: { email: "a@b.co", message: 42 } }, 400],
    ["an oversized body", { raw: JSON.stringify({ email: "a@b.co", message: "x".repeat(20_000) }) }, 413],
  ];

  it.each(bad)("refuses %s with a 4xx and stores nothing", async (_name, input, status) => {
    const messages = await countMessages();
    const outbox = await countOutboxByStatus((await database()).db);
    const response = await post(input.body, { raw: input.raw });
    expect(response.status).toBe(status);
    const json = await response.json();
    expect(json.code).toMatch(/:contact$/);
    expect(typeof json.message).toBe("string");
    expect(await countMessages()).toBe(messages);
    expect(await countOutboxByStatus((await database()).db)).toEqual(outbox);
  });

  it("limits one client to 5 messages per window with 429 and Retry-After", async () => {
    const client = "203.0.113.77";
    for (let index = 0; index < 5; index++) {
      expect((await post({ email: "spam@example.com", message: `#${index}` }, { client })).status).toBe(202);
    }
    const messages = await countMessages();
    const limited = await post({ email: "spam@example.com", message: "one more" }, { client });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ code: "rate_limited:contact" });
    expect(await countMessages()).toBe(messages);
    // Another client is not affected.
    expect((await post({ email: "other@example.com", message: "hello" }, { client: "203.0.113.78" })).status).toBe(202);
  });
});
