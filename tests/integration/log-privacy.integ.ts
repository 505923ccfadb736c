import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as postContact } from "@/app/api/brevo/fallback/route";
import { POST as postOrder } from "@/app/api/checkout/order/route";
import { POST as postTestPayment } from "@/app/api/test-payment/route";
import type { CartItem } from "@/domain/cart/cart-schema";
import { buildGoldCartItem } from "@/domain/gold/gold-cart-item";
import { processOutboxOnce, reportWaitingEmails } from "@/server/email/outbox-worker";
import type { EmailTransport } from "@/server/email/smtp-transport";
import { AppError, errorToResponse } from "@/server/http/errors";
import { captureLog, type LogCapture, parseLogLines } from "../support/capture-log";

/*
 * Issue 12, item 6: the server log holds no personal data and cannot be forged. A contact message
 * and two orders go through the real routes with distinctive emails, names and a message body
 * that carries a forged log entry after a newline; the outbox worker then refuses and retries
 * their emails with SMTP errors that quote the address, and two errors that carry visitor input
 * reach the error model. Everything written to stdout, stderr or the console is captured.
 */

const dialect = process.env.TEST_DB ?? "sqlite";

const CONTACT_EMAIL = "log.spy.contact.q7x@example.com";
const ORDER_EMAIL = "log.spy.order.q7x@example.com";
const MANUAL_EMAIL = "log.spy.manual.q7x@example.com";
const NAME = "Grace Q7xhopper";
const BODY_MARK = "secret-body-q7x";
const FORGED = '\n{"level":"error","time":"2026-01-01T00:00:00.000Z","msg":"forged entry"}\n';
const PERSONAL = [CONTACT_EMAIL, ORDER_EMAIL, MANUAL_EMAIL, NAME, BODY_MARK, "q7x@example.com"];

const GOLD: CartItem = buildGoldCartItem(750);

function post(handler: typeof postContact, path: string, body: unknown, client: string): Promise<Response> {
  return Promise.resolve(
    handler(
      new Request(`http://shop.test${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": client },
        body: JSON.stringify(body),
      }),
      undefined,
    ),
  );
}

function order(email: string, method: string): Promise<Response> {
  return post(
    postOrder,
    "/api/checkout/order",
    {
      cartUuid: crypto.randomUUID(),
      items: [GOLD],
      profile: { email, name: NAME, phone: "+1 555 0199", rsn: "Q7x" },
      method,
      acceptTerms: true,
      expectedTotalCents: 14_250,
    },
    "198.51.100.21",
  );
}

/** A mail server that answers the way real ones do: quoting the recipient in its refusal. */
function refusingTransport(code: number): EmailTransport {
  return {
    async send(email) {
      throw Object.assign(
        new Error(`${code} 5.1.1 <${email.to}>: Recipient address rejected; reply-to ${email.replyTo}`),
        {
          responseCode: code,
        },
      );
    },
  };
}

describe(`the server log on ${dialect}`, () => {
  let capture: LogCapture;
  let waiting: string[] = [];

  beforeAll(async () => {
    capture = captureLog();
    // With no SMTP_URL the worker reports waiting emails: the first report is a count, later ones each new email.
    await reportWaitingEmails();
    const contact = await post(
      postContact,
      "/api/brevo/fallback",
      { email: CONTACT_EMAIL, message: `Hello, I want gold. ${BODY_MARK}${FORGED}Thanks` },
      "198.51.100.20",
    );
    expect(contact.status).toBe(202);

    const card = await order(ORDER_EMAIL, "card");
    expect(card.status).toBe(201);
    const { redirectUrl } = (await card.json()) as { redirectUrl: string };
    const session = new URL(redirectUrl, "http://shop.test").searchParams.get("session");
    const paid = await post(postTestPayment, "/api/test-payment", { session, action: "pay" }, "198.51.100.22");
    expect(paid.status).toBe(200);

    expect((await order(MANUAL_EMAIL, "crypto")).status).toBe(201);
    waiting = await reportWaitingEmails();

    // A temporary failure for every email, then a permanent refusal: both quote the addresses.
    const later = Date.now() + 24 * 60 * 60_000;
    expect((await processOutboxOnce({ transport: refusingTransport(451) })).retried).toBeGreaterThanOrEqual(4);
    expect(
      (await processOutboxOnce({ transport: refusingTransport(550), now: () => new Date(later) })).failed,
    ).toBeGreaterThanOrEqual(4);

    // Visitor input inside errors: an unhandled error, and a 500 whose cause is a provider's error object.
    errorToResponse(new Error(`could not save ${CONTACT_EMAIL}:${FORGED}`), "contact");
    errorToResponse(
      new AppError("internal:checkout", "The payment could not be started.", {
        cause: Object.assign(new Error(`Invalid email address: ${ORDER_EMAIL}`), {
          raw: { param: "customer_email", customer_email: ORDER_EMAIL, name: NAME },
        }),
      }),
      "checkout",
    );
  });

  afterAll(() => capture.restore());

  it("writes one JSON object per line, and a newline in input cannot forge an entry", () => {
    const lines = capture.lines();
    expect(lines.length).toBeGreaterThan(0);
    const entries = parseLogLines(lines);
    expect(entries).toHaveLength(lines.length);
    expect(entries.filter((entry) => entry.msg === "forged entry")).toEqual([]);
    for (const entry of entries) {
      expect(typeof entry.level).toBe("string");
      expect(typeof entry.time).toBe("string");
      expect(typeof entry.msg).toBe("string");
    }
  });

  it("holds no visitor email, name or message body", () => {
    const text = capture.text();
    for (const personal of PERSONAL) expect(text).not.toContain(personal);
  });

  it("still tells the operator what happened: the message id, the waiting emails, the refusals and the 500s", () => {
    const entries = parseLogLines(capture.lines());
    // The contact message, the paid order's receipt and notice, and the manual order's notice.
    expect(waiting.length).toBeGreaterThanOrEqual(4);
    for (const emailId of waiting) {
      const entry = entries.find((candidate) => candidate.emailId === emailId && candidate.queuedAt !== undefined);
      expect(Object.keys(entry ?? {}).sort()).toEqual(["emailId", "level", "msg", "pid", "queuedAt", "time"]);
    }
    expect(entries.some((entry) => entry.msg === "contact message queued" && typeof entry.messageId === "string")).toBe(
      true,
    );
    expect(entries.some((entry) => entry.level === "error" && typeof entry.emailId === "string")).toBe(true);
    const unhandled = entries.find((entry) => entry.code === "internal:contact");
    expect(unhandled?.err).toMatchObject({ type: "Error", message: expect.stringContaining("could not save") });
    const internal = entries.find((entry) => entry.code === "internal:checkout");
    expect(internal?.err).toMatchObject({ message: "The payment could not be started." });
  });
});
