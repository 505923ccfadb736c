import { afterAll, describe, expect, it, vi } from "vitest";

/*
 * The request guard's rules, one at a time, through real route handlers: what counts against
 * the rate limit and for whom, and which origins are refused. The env is read when the server
 * modules load, so it is set first.
 */

const savedEnv = vi.hoisted(() => {
  const values = {
    API_RATE_LIMIT: "3",
    API_RATE_LIMIT_WINDOW_SECONDS: "60",
    SITE_URL: "https://shop.example",
    STRIPE_WEBHOOK_SECRET: "whsec_guard123",
  };
  const saved = Object.fromEntries(Object.keys(values).map((key) => [key, process.env[key]]));
  Object.assign(process.env, values);
  return saved;
});

afterAll(() => {
  for (const [key, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

const dialect = process.env.TEST_DB ?? "sqlite";

const cartRoute = await import("@/app/api/cart/saveCartData/route");
const testPaymentRoute = await import("@/app/api/test-payment/route");
const webhookRoute = await import("@/app/api/stripe/webhook/route");
const { getCartByUuid } = await import("@/server/db/queries/carts");

function saveCart(headers: Record<string, string>, uuid = crypto.randomUUID(), url = "http://10.0.0.5:3000") {
  return Promise.resolve(
    cartRoute.POST(
      new Request(`${url}/api/cart/saveCartData`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify({ uuid, cart: "[]", email: "" }),
      }),
      undefined,
    ),
  );
}

describe(`the request guard on ${dialect}`, () => {
  it("answers 429 with Retry-After once a client passes API_RATE_LIMIT on a route, refused requests included", async () => {
    const client = { "x-forwarded-for": "203.0.113.10" };
    expect((await saveCart(client)).status).toBe(200);
    const wrongType = await cartRoute.POST(
      new Request("http://10.0.0.5:3000/api/cart/saveCartData", {
        method: "POST",
        headers: { "content-type": "text/plain", ...client },
        body: "x",
      }),
      undefined,
    );
    expect(wrongType.status).toBe(415);
    expect((await saveCart(client)).status).toBe(200);
    const uuid = crypto.randomUUID();
    const limited = await saveCart(client, uuid);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect(await limited.json()).toEqual({ code: "rate_limited:cart", message: expect.any(String) });
    expect(await getCartByUuid(uuid)).toBeUndefined();
  });

  it("counts each client and each route apart", async () => {
    const busy = { "x-forwarded-for": "203.0.113.20" };
    for (let index = 0; index < 3; index++) expect((await saveCart(busy)).status).toBe(200);
    expect((await saveCart(busy)).status).toBe(429);
    expect((await saveCart({ "x-forwarded-for": "203.0.113.21" })).status).toBe(200);
    const otherRoute = await testPaymentRoute.POST(
      new Request("http://10.0.0.5:3000/api/test-payment", {
        method: "POST",
        headers: { "content-type": "application/json", ...busy },
        body: JSON.stringify({ session: "demo_cs_unknown", action: "pay" }),
      }),
      undefined,
    );
    expect(otherRoute.status).toBe(404);
  });

  it.each([
    ["another site's Origin", { origin: "https://evil.example" }],
    ["Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site" }],
    ["an opaque Origin", { origin: "null" }],
  ])("refuses %s with 403 and stores nothing", async (_name, headers) => {
    const uuid = crypto.randomUUID();
    const response = await saveCart({ ...headers, "x-forwarded-for": "203.0.113.30" }, uuid);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ code: "forbidden:cart", message: expect.any(String) });
    expect(await getCartByUuid(uuid)).toBeUndefined();
  });

  it.each([
    ["the request's own host", "203.0.113.41", { origin: "http://10.0.0.5:3000", "sec-fetch-site": "same-origin" }],
    [
      "the proxy's X-Forwarded-Host",
      "203.0.113.42",
      { origin: "https://www.shop.example", "x-forwarded-host": "www.shop.example" },
    ],
    ["SITE_URL's host", "203.0.113.43", { origin: "https://shop.example" }],
  ])("accepts an Origin matching %s", async (_name, client, headers) => {
    const response = await saveCart({ ...headers, "x-forwarded-for": client });
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
