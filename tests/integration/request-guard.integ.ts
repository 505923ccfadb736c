import { afterAll, describe, expect, it, vi } from "vitest";
import { sendFrom, serveHandlers } from "./support/http-bridge";

/*
 * The request guard's rules, one at a time, through real route handlers reached over a socket:
 * what counts against the rate limit and for whom (with no proxy in front, the client is the
 * socket's peer, whatever headers it sends), and which origins are refused. The env is read when
 * the server modules load, so it is set first.
 */

await vi.hoisted(async () =>
  (await import("../support/env")).setEnvForFile({
    API_RATE_LIMIT: "3",
    API_RATE_LIMIT_WINDOW_SECONDS: "60",
    TRUSTED_PROXY_HOPS: "0",
    SITE_URL: "https://shop.example",
    STRIPE_WEBHOOK_SECRET: "whsec_guard123",
  }),
);

const dialect = process.env.TEST_DB ?? "sqlite";

const cartRoute = await import("@/app/api/cart/saveCartData/route");
const testPaymentRoute = await import("@/app/api/test-payment/route");
const webhookRoute = await import("@/app/api/stripe/webhook/route");
const { getCartByUuid } = await import("@/server/carts/saved-carts");
const { createRequestStamp } = await import("@/server/http/request-stamp");

// What instrumentation.ts does when the server starts: every request gets its socket's address.
const stamp = createRequestStamp({ contentSecurityPolicy: "default-src 'self'" });
const bridge = await serveHandlers(
  {
    "/api/cart/saveCartData": cartRoute.POST,
    "/api/test-payment": testPaymentRoute.POST,
  },
  stamp,
);

afterAll(() => bridge.close());

/** Each client is a loopback address of its own: the rate limit sees it as the socket's peer. */
let nextClient = 1;
function newClient(): string {
  nextClient += 1;
  return `127.0.0.${nextClient}`;
}

function saveCart(from: string, headers: Record<string, string> = {}, uuid = crypto.randomUUID()) {
  return sendFrom(from, bridge, "/api/cart/saveCartData", {
    headers: { host: "10.0.0.5:3000", "content-type": "application/json", ...headers },
    body: JSON.stringify({ uuid, cart: "[]", email: "" }),
  });
}

describe(`the request guard on ${dialect}`, () => {
  it("answers 429 with Retry-After once a client passes API_RATE_LIMIT on a route, refused requests included", async () => {
    const client = newClient();
    expect((await saveCart(client)).status).toBe(200);
    const wrongType = await sendFrom(client, bridge, "/api/cart/saveCartData", {
      headers: { "content-type": "text/plain" },
      body: "x",
    });
    expect(wrongType.status).toBe(415);
    expect((await saveCart(client)).status).toBe(200);
    const uuid = crypto.randomUUID();
    const limited = await saveCart(client, {}, uuid);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers["retry-after"])).toBeLessThanOrEqual(60);
    expect(JSON.parse(limited.body)).toEqual({ code: "rate_limited:cart", message: expect.any(String) });
    expect(await getCartByUuid(uuid)).toBeUndefined();
  });

  it("counts each client and each route apart", async () => {
    const busy = newClient();
    for (let index = 0; index < 3; index++) expect((await saveCart(busy)).status).toBe(200);
    expect((await saveCart(busy)).status).toBe(429);
    expect((await saveCart(newClient())).status).toBe(200);
    const otherRoute = await sendFrom(busy, bridge, "/api/test-payment", {
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ session: "demo_cs_unknown", action: "pay" }),
    });
    expect(otherRoute.status).toBe(404);
  });

  it("keys a client by its socket, so a forged X-Forwarded-For or X-Real-IP does not choose the bucket", async () => {
    const client = newClient();
    for (let index = 0; index < 3; index++) {
      const forged = { "x-forwarded-for": `198.51.100.${index + 1}`, "x-real-ip": `192.0.2.${index + 1}` };
      expect((await saveCart(client, forged)).status).toBe(200);
    }
    const limited = await saveCart(client, { "x-forwarded-for": "198.51.100.99", "x-real-ip": "192.0.2.99" });
    expect(limited.status).toBe(429);
  });

  it("puts clients that send no forwarding header in buckets of their own, not one shared bucket", async () => {
    const first = newClient();
    for (let index = 0; index < 3; index++) expect((await saveCart(first)).status).toBe(200);
    expect((await saveCart(first)).status).toBe(429);
    expect((await saveCart(newClient())).status).toBe(200);
  });

  it.each([
    ["another site's Origin", { origin: "https://evil.example" }],
    ["Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site" }],
    ["an opaque Origin", { origin: "null" }],
    // With no proxy of ours in front (TRUSTED_PROXY_HOPS=0) the client wrote X-Forwarded-Host (issue 38).
    [
      "another site's Origin naming itself in X-Forwarded-Host",
      { origin: "https://evil.example", "x-forwarded-host": "evil.example" },
    ],
  ])("refuses %s with 403 and stores nothing", async (_name, headers) => {
    const uuid = crypto.randomUUID();
    const response = await saveCart(newClient(), headers, uuid);
    expect(response.status).toBe(403);
    expect(JSON.parse(response.body)).toEqual({ code: "forbidden:cart", message: expect.any(String) });
    expect(await getCartByUuid(uuid)).toBeUndefined();
  });

  it.each([
    ["the request's own host", { origin: "http://10.0.0.5:3000", "sec-fetch-site": "same-origin" }],
    ["SITE_URL's host", { origin: "https://shop.example" }],
  ])("accepts an Origin matching %s", async (_name, headers) => {
    const response = await saveCart(newClient(), headers);
    expect(response.status).toBe(200);
  });

  it("lets a webhook from anywhere reach its signature check", async () => {
    const response = await webhookRoute.POST(
      new Request("http://10.0.0.5:3000/api/stripe/webhook", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: "https://evil.example",
          "sec-fetch-site": "cross-site",
          "stripe-signature": "t=1,v1=bad",
        },
        body: "{}",
      }),
      undefined,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: "bad_request:stripe-webhook", message: expect.any(String) });
  });
});
