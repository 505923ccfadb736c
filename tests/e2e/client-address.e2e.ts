import { request as httpRequest } from "node:http";
import { expect, test, withOwnServer } from "./support/fixtures";
import type { RunningServer } from "./support/server";

/*
 * The rate limit's client key under `next start` itself, where the only way to the socket's
 * address is the stamp installed at start-up (Next copies it into X-Forwarded-For only when the
 * client sent none). Clients are loopback addresses of their own (Linux routes 127/8 to lo).
 */

function saveCart(server: RunningServer, from: string, forwardedFor?: string): Promise<number> {
  const url = new URL("/api/cart/saveCartData", server.baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: "POST",
        localAddress: from,
        agent: false,
        headers: { "content-type": "application/json", ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}) },
      },
      (incoming) => {
        incoming.resume();
        incoming.on("end", () => resolve(incoming.statusCode ?? 0));
      },
    );
    outgoing.on("error", reject);
    outgoing.end(JSON.stringify({ uuid: crypto.randomUUID(), cart: "[]", email: "" }));
  });
}

test.describe("with no proxy in front (TRUSTED_PROXY_HOPS=0)", () => {
  // Every test below uses the one server withOwnServer starts with this file's settings (a beforeAll,
  // run once per worker), so they run in one worker, in the order written.
  test.describe.configure({ mode: "serial" });
  const server = withOwnServer({ API_RATE_LIMIT: "2", TRUSTED_PROXY_HOPS: "0" });

  test("counts a client by its connection, whatever X-Forwarded-For it forges", async () => {
    expect(await saveCart(server(), "127.0.0.31", "198.51.100.1")).toBe(200);
    expect(await saveCart(server(), "127.0.0.31", "198.51.100.2")).toBe(200);
    expect(await saveCart(server(), "127.0.0.31", "198.51.100.3")).toBe(429);
  });

  test("gives two clients that send no header two budgets", async () => {
    expect(await saveCart(server(), "127.0.0.32")).toBe(200);
    expect(await saveCart(server(), "127.0.0.32")).toBe(200);
    expect(await saveCart(server(), "127.0.0.32")).toBe(429);
    expect(await saveCart(server(), "127.0.0.33")).toBe(200);
  });
});

test.describe("behind one proxy (TRUSTED_PROXY_HOPS=1)", () => {
  // Every test below uses the one server withOwnServer starts with this file's settings (a beforeAll,
  // run once per worker), so they run in one worker, in the order written.
  test.describe.configure({ mode: "serial" });
  const server = withOwnServer({ API_RATE_LIMIT: "2", TRUSTED_PROXY_HOPS: "1" });

  test("counts the address the proxy appended, not what the client wrote before it", async () => {
    expect(await saveCart(server(), "127.0.0.1", "10.9.9.1, 203.0.113.80")).toBe(200);
    expect(await saveCart(server(), "127.0.0.1", "10.9.9.2, 203.0.113.80")).toBe(200);
    expect(await saveCart(server(), "127.0.0.1", "10.9.9.3, 203.0.113.80")).toBe(429);
    expect(await saveCart(server(), "127.0.0.1", "10.9.9.3, 203.0.113.81")).toBe(200);
  });

  test("counts a request that bypassed the proxy by its connection", async () => {
    expect(await saveCart(server(), "127.0.0.34")).toBe(200);
    expect(await saveCart(server(), "127.0.0.34")).toBe(200);
    expect(await saveCart(server(), "127.0.0.34")).toBe(429);
    expect(await saveCart(server(), "127.0.0.35")).toBe(200);
  });
});
