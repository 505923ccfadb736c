import { createServer, request as httpRequest, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

/*
 * The shop's request stamp as start-up builds it for the server, over a real socket: what Next is handed for
 * each request (its URL and Cookie header, echoed by a plain handler standing where Next would),
 * and what the browser gets back. It does the three jobs Next's proxy did until issue 19 (an
 * undecodable path, a blog preview link, a stale preview session) besides the unsold product path
 * and the policy header, and leaves every other request as it came.
 */

const TOKEN = "stamp-preview-token-0123456789abcdef";

await vi.hoisted(async () =>
  (await import("../support/env")).setEnvForFile({ PREVIEW_TOKEN: "stamp-preview-token-0123456789abcdef" }),
);

const { createShopRequestStamp } = await import("@/server/http/shop-request-stamp");
const { previewSessionValue, DRAFT_MODE_COOKIE, PREVIEW_SESSION_COOKIE } = await import(
  "@/server/content/preview-session"
);
const { CONTENT_SECURITY_POLICY } = await import("@/server/http/content-security-policy");
const { securityHeaders } = await import("@/domain/http/security-headers");
const { ROUTE_HANDLER_CONTENT_SECURITY_POLICY } = await import("@/domain/http/route-headers");
const { catalogue } = await import("@/server/catalogue/catalogue-store");

// The route handlers as a build's manifest would name them (the real build's are read by the e2e server).
const stamp = createShopRequestStamp(["/api/health", "/api/orders/[reference]", "/api/admin/orders", "/blog/rss.xml"]);

// The shop server's listener with a plain handler where Next would be: says what it was handed.
const server = createServer((request, response) => {
  stamp(request, response);
  response.setHeader("content-type", "application/json");
  response.end(JSON.stringify({ url: request.url, cookie: request.headers.cookie ?? null }));
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const { port } = server.address() as AddressInfo;
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

// As the server's start-up does: the catalogue is in memory before requests are served.
beforeAll(async () => {
  await catalogue();
});

type Answer = { headers: IncomingHttpHeaders; seen: { url: string; cookie: string | null } };

/** A raw request line: `fetch` would normalise the path before sending it. */
function send(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: "127.0.0.1", port, path, headers, agent: false }, (incoming) => {
      let body = "";
      incoming.setEncoding("utf8");
      incoming.on("data", (chunk: string) => {
        body += chunk;
      });
      incoming.on("end", () => resolve({ headers: incoming.headers, seen: JSON.parse(body) }));
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

describe("the request stamp", () => {
  it("hands Next an ordinary request as it came, with the policy on the answer", async () => {
    const answer = await send("/fire-cape?utm_source=x", { cookie: "theme=dark; other=1" });
    expect(answer.seen).toEqual({ url: "/fire-cape?utm_source=x", cookie: "theme=dark; other=1" });
    expect(answer.headers["content-security-policy"]).toBe(CONTENT_SECURITY_POLICY);
    expect(answer.headers["set-cookie"]).toBeUndefined();
  });

  it("puts the fixed security headers on every answer, whatever Next does with the request", async () => {
    for (const path of ["/", "/api/health", "/_next/static/chunks/x.js", "/blog/%E0%A4%A"]) {
      const { headers } = await send(path);
      for (const { key, value } of securityHeaders()) expect(headers[key.toLowerCase()], `${path} ${key}`).toBe(value);
    }
  });

  it("gives a route handler's answer the short policy, and a path no handler serves the pages' policy", async () => {
    for (const path of ["/api/health", "/api/health?probe=1", "/api/orders/RF-ABC123", "/api/admin/orders"]) {
      expect((await send(path)).headers["content-security-policy"], path).toBe(ROUTE_HANDLER_CONTENT_SECURITY_POLICY);
    }
    for (const path of [
      "/api/nope",
      "/api/orders/RF-ABC123/other",
      "/api/health/",
      "/blog/rss.xml",
      "/admin",
      // A handler's path that does not decode is answered by the 404 page.
      "/api/orders/%E0%A4%A",
    ]) {
      expect((await send(path)).headers["content-security-policy"], path).toBe(CONTENT_SECURITY_POLICY);
    }
  });

  it("marks the back office's answers never stored and never indexed, and only those", async () => {
    for (const path of ["/admin", "/admin/orders?status=paid", "/api/admin/orders", "/api/admin/nope"]) {
      const { headers } = await send(path);
      expect(headers["cache-control"], path).toBe("no-store");
      expect(headers["x-robots-tag"], path).toBe("noindex, nofollow");
    }
    for (const path of ["/", "/administrator", "/api/health", "/blog/admin"]) {
      const { headers } = await send(path);
      expect(headers["cache-control"], path).toBeUndefined();
      expect(headers["x-robots-tag"], path).toBeUndefined();
    }
  });

  it("sends a path that does not decode to the 404 page", async () => {
    for (const path of ["/blog/%E0%A4%A", "/fire-cape%", "/osrs-quests/%zz"]) {
      expect((await send(path)).seen.url, path).toBe("/_not-found");
    }
    expect((await send("/_next/static/%E0%A4%A")).seen.url).toBe("/_next/static/%E0%A4%A");
  });

  it("hands a blog preview link to the preview route, the token out of the page's URL", async () => {
    const { seen } = await send(`/blog/draft-guide?preview=${TOKEN}&utm=x`);
    const target = new URL(seen.url, "http://shop.test");
    expect(target.pathname).toBe("/api/preview");
    expect(target.searchParams.get("token")).toBe(TOKEN);
    expect(target.searchParams.get("redirect")).toBe("/blog/draft-guide?utm=x");
  });

  it("sends an unsold product's path under the prefix no route matches", async () => {
    expect((await send("/osrs-quests/no-such-quest")).seen.url).toBe("/_unsold/osrs-quests/no-such-quest");
  });

  it("keeps a preview session opened with the current token", async () => {
    const cookie = `${DRAFT_MODE_COOKIE}=build-id; ${PREVIEW_SESSION_COOKIE}=${previewSessionValue()}; theme=dark`;
    const answer = await send("/blog/draft-guide", { cookie });
    expect(answer.seen.cookie).toBe(cookie);
    expect(answer.headers["set-cookie"]).toBeUndefined();
  });

  it("ends a preview session opened with another token: Next does not see it, the browser forgets it", async () => {
    for (const session of ["opened-with-an-earlier-token", undefined]) {
      const pairs = [`${DRAFT_MODE_COOKIE}=build-id`, "theme=dark"];
      if (session) pairs.push(`${PREVIEW_SESSION_COOKIE}=${session}`);
      const answer = await send("/blog/draft-guide", { cookie: pairs.join("; ") });
      expect(answer.seen.cookie, String(session)).toBe("theme=dark");
      const cleared = answer.headers["set-cookie"] ?? [];
      for (const name of [DRAFT_MODE_COOKIE, PREVIEW_SESSION_COOKIE]) {
        const line = cleared.find((value) => value.startsWith(`${name}=;`));
        expect(line, name).toMatch(/Path=\//);
        expect(line, name).toMatch(/Expires=Thu, 01 Jan 1970/);
      }
    }
    const alone = await send("/blog", { cookie: `${DRAFT_MODE_COOKIE}=build-id` });
    expect(alone.seen.cookie).toBeNull();
  });
});
