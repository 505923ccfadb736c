import { afterAll, describe, expect, it, vi } from "vitest";
import { sendFrom, serveHandlers } from "./support/http-bridge";

/*
 * The request guard behind one nginx (TRUSTED_PROXY_HOPS=1) that appends the address it saw to
 * X-Forwarded-For ($proxy_add_x_forwarded_for): the right-most entry is the client, and whatever
 * the client wrote to its left is ignored. The proxy is 127.0.0.1, the socket's peer. It also sets
 * X-Forwarded-Host, which the same-site check then believes (its last entry).
 */

const restoreEnv = await vi.hoisted(async () => {
  const { setEnv } = await import("../support/env");
  const values = { API_RATE_LIMIT: "2", API_RATE_LIMIT_WINDOW_SECONDS: "60", TRUSTED_PROXY_HOPS: "1" };
  return setEnv(values);
});

afterAll(() => {
  restoreEnv();
});

const dialect = process.env.TEST_DB ?? "sqlite";

const cartRoute = await import("@/app/api/cart/saveCartData/route");
const { createRequestStamp } = await import("@/server/http/request-stamp");

const stamp = createRequestStamp({ contentSecurityPolicy: "default-src 'self'" });
const bridge = await serveHandlers({ "/api/cart/saveCartData": cartRoute.POST }, stamp);

afterAll(() => bridge.close());

const NGINX = "127.0.0.1";

function saveCart(forwardedFor: string | null, from = NGINX, headers: Record<string, string> = {}) {
  return sendFrom(from, bridge, "/api/cart/saveCartData", {
    headers: {
      "content-type": "application/json",
      ...(forwardedFor === null ? {} : { "x-forwarded-for": forwardedFor }),
      ...headers,
    },
    body: JSON.stringify({ uuid: crypto.randomUUID(), cart: "[]", email: "" }),
  }).then((response) => response.status);
}

describe(`the rate limit behind one proxy on ${dialect}`, () => {
  it("counts a client by the address the proxy appended, whatever it forged to the left", async () => {
    expect(await saveCart("198.51.100.1, 203.0.113.50")).toBe(200);
    expect(await saveCart("198.51.100.2, 192.0.2.9, 203.0.113.50")).toBe(200);
    expect(await saveCart("203.0.113.50")).toBe(429);
  });

  it("gives each client the proxy names its own budget", async () => {
    for (let index = 0; index < 2; index++) expect(await saveCart(`10.1.1.1, 203.0.113.${60 + index}`)).toBe(200);
    expect(await saveCart("10.1.1.1, 203.0.113.62")).toBe(200);
  });

  it("keys a request that did not come through the proxy by its socket", async () => {
    // No header: Next would set X-Forwarded-For to the socket's address itself; either way the peer counts.
    expect(await saveCart(null, "127.0.0.21")).toBe(200);
    expect(await saveCart(null, "127.0.0.21")).toBe(200);
    expect(await saveCart(null, "127.0.0.21")).toBe(429);
    expect(await saveCart(null, "127.0.0.22")).toBe(200);
  });
});

describe(`the same-site check behind one proxy on ${dialect}`, () => {
  it("accepts an Origin naming the host the proxy wrote in X-Forwarded-Host, and no other", async () => {
    const forwarded = { host: "10.0.0.5:3000", "x-forwarded-host": "evil.example, www.shop.example" };
    expect(await saveCart("203.0.113.70", NGINX, { ...forwarded, origin: "https://www.shop.example" })).toBe(200);
    expect(await saveCart("203.0.113.71", NGINX, { ...forwarded, origin: "https://evil.example" })).toBe(403);
  });
});
