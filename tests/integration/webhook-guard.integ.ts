import { afterAll, describe, expect, it, vi } from "vitest";
import {
  randomSquareId,
  SQUARE_NOTIFICATION_URL,
  SQUARE_SIGNATURE_KEY,
  signSquare,
  squarePaymentEvent,
} from "../support/fake-square";
import { STRIPE_TEST_WEBHOOK_SECRET, signStripe } from "../support/fake-stripe";
import { stripeSessionEvent } from "../support/stripe-shop";
import { sendFrom, serveHandlers } from "./support/http-bridge";

/*
 * Issue 38 item 6: the providers' webhooks count only what they refuse, per client, and never a
 * signed delivery. Reached over real sockets from distinct loopback addresses (the client is the
 * socket's peer: TRUSTED_PROXY_HOPS=0), with API_RATE_LIMIT=3 refusals per window.
 */

const restoreEnv = await vi.hoisted(async () => {
  const { setEnv } = await import("../support/env");
  const { SQUARE_NOTIFICATION_URL, SQUARE_SIGNATURE_KEY } = await import("../support/fake-square");
  const { STRIPE_TEST_WEBHOOK_SECRET } = await import("../support/fake-stripe");
  return setEnv({
    API_RATE_LIMIT: "3",
    API_RATE_LIMIT_WINDOW_SECONDS: "60",
    TRUSTED_PROXY_HOPS: "0",
    STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
    SQUARE_WEBHOOK_SIGNATURE_KEY: SQUARE_SIGNATURE_KEY,
    SQUARE_WEBHOOK_URL: SQUARE_NOTIFICATION_URL,
  });
});
afterAll(() => restoreEnv());

const dialect = process.env.TEST_DB ?? "sqlite";

const stripeRoute = await import("@/app/api/stripe/webhook/route");
const squareRoute = await import("@/app/api/square/webhook/route");
const { createRequestStamp } = await import("@/server/http/request-stamp");

const stamp = createRequestStamp({ contentSecurityPolicy: "default-src 'self'" });
const bridge = await serveHandlers(
  {
    "/api/stripe/webhook": stripeRoute.POST,
    "/api/square/webhook": squareRoute.POST,
  },
  stamp,
);
afterAll(() => bridge.close());

let nextClient = 40;
function newClient(): string {
  nextClient += 1;
  return `127.0.0.${nextClient}`;
}

type Provider = {
  name: string;
  path: string;
  header: string;
  /** A fresh event this shop acknowledges (about an order it does not know), and its valid signature. */
  signed: () => { body: string; signature: string };
};

const PROVIDERS: Provider[] = [
  {
    name: "Stripe",
    path: "/api/stripe/webhook",
    header: "stripe-signature",
    signed: () => {
      const body = stripeSessionEvent("checkout.session.completed", { id: `cs_test_${crypto.randomUUID()}` });
      return { body, signature: signStripe(body, undefined, STRIPE_TEST_WEBHOOK_SECRET) };
    },
  },
  {
    name: "Square",
    path: "/api/square/webhook",
    header: "x-square-hmacsha256-signature",
    signed: () => {
      const body = squarePaymentEvent({ orderId: randomSquareId(), paymentId: randomSquareId(), amountCents: 3_150 });
      return { body, signature: signSquare(body, SQUARE_NOTIFICATION_URL, SQUARE_SIGNATURE_KEY) };
    },
  },
];

function post(provider: Provider, from: string, body: string, signature: string | null) {
  return sendFrom(from, bridge, provider.path, {
    headers: { "content-type": "application/json", ...(signature === null ? {} : { [provider.header]: signature }) },
    body,
  });
}

describe.each(PROVIDERS)(`the $name webhook's refusal limit on ${dialect}`, (provider) => {
  it("answers 429 with Retry-After once a client's bad signatures reach the limit, and still takes its signed deliveries", async () => {
    const client = newClient();
    const forged = provider.signed();
    for (let index = 0; index < 3; index++) {
      const refused = await post(provider, client, forged.body, `${forged.signature.slice(0, -4)}AAAA`);
      expect(refused.status).toBe(400);
    }
    const limited = await post(provider, client, forged.body, "forged");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers["retry-after"])).toBeLessThanOrEqual(60);
    expect(JSON.parse(limited.body)).toEqual({
      code: `rate_limited:${provider.name.toLowerCase()}-webhook`,
      message: expect.any(String),
    });
    // No signature header at all: refused before the body is read.
    expect((await post(provider, client, "{}", null)).status).toBe(429);
    // The provider's signed deliveries and retries from the same address: every one accepted.
    for (let index = 0; index < 5; index++) {
      const delivery = provider.signed();
      const accepted = await post(provider, client, delivery.body, delivery.signature);
      expect(accepted.status, accepted.body).toBe(200);
      const retry = await post(provider, client, delivery.body, delivery.signature);
      expect(retry.status, retry.body).toBe(200);
    }
    expect((await post(provider, client, forged.body, "forged")).status).toBe(429);
  });

  it("counts each client apart, and never counts a signed delivery", async () => {
    const busy = newClient();
    for (let index = 0; index < 3; index++) expect((await post(provider, busy, "{}", "forged")).status).toBe(400);
    expect((await post(provider, busy, "{}", "forged")).status).toBe(429);
    const other = newClient();
    for (let index = 0; index < 6; index++) {
      const delivery = provider.signed();
      expect((await post(provider, other, delivery.body, delivery.signature)).status).toBe(200);
    }
    // Six signed deliveries used none of its three refusals.
    for (let index = 0; index < 3; index++) expect((await post(provider, other, "{}", "forged")).status).toBe(400);
    expect((await post(provider, other, "{}", "forged")).status).toBe(429);
  });

  it("counts a refused content type as a refusal", async () => {
    const client = newClient();
    for (let index = 0; index < 3; index++) {
      const refused = await sendFrom(client, bridge, provider.path, {
        headers: { "content-type": "text/plain", [provider.header]: "forged" },
        body: "x",
      });
      expect(refused.status).toBe(415);
    }
    expect((await post(provider, client, "{}", "forged")).status).toBe(429);
  });
});
