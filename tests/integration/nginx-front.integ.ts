import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module of the deploy folder, without types
import { writeNginxSite } from "../../deploy/nginx/write-site.mjs";
import { freePort } from "../../scripts/lib/free-port.mjs";

/*
 * deploy/nginx/runeforge.conf, unmodified, in front of a stand-in upstream whose answers carry the
 * headers Next sends: `nginx -t` accepts it, and the cache keeps exactly what every visitor may
 * share (prerendered pages for a second, build output for as long as it says) and never the
 * private routes, answers with Set-Cookie, or private/no-store ones. Needs Debian's nginx
 * (NGINX_BIN to use another).
 */

const NGINX = process.env.NGINX_BIN ?? "/usr/sbin/nginx";
const SHARED = "s-maxage=31536000"; // Next's header on a prerendered page
const hits = new Map<string, number>();

const answers: Record<string, Record<string, string>> = {
  "/fire-cape": { "cache-control": SHARED },
  "/_next/static/chunks/app.js": { "cache-control": "public, max-age=31536000, immutable" },
  "/with-cookie": { "cache-control": SHARED, "set-cookie": "session=abc; HttpOnly" },
  "/checkout": { "cache-control": "private, no-cache, no-store, max-age=0, must-revalidate" },
  "/api/health": { "cache-control": "public, max-age=60" },
  "/admin/orders": { "cache-control": "public, max-age=60" },
  "/orders/RF-1": { "cache-control": "public, max-age=60" },
};

let upstream: http.Server;
let nginx: ChildProcess;
let dir: string;
let base: string;

async function get(path: string): Promise<{ body: string; cache: string | null }> {
  const response = await fetch(`${base}${path}`);
  return { body: await response.text(), cache: response.headers.get("x-cache-status") };
}

beforeAll(async () => {
  upstream = http.createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://x").pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    response.writeHead(200, { "content-type": "text/plain", ...(answers[path] ?? {}) });
    response.end(`${path} #${hits.get(path)}`);
  });
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  const upstreamPort = (upstream.address() as AddressInfo).port;
  dir = mkdtempSync(join(tmpdir(), "nginx-front-"));
  const listen = await freePort();
  const { conf, prefix } = writeNginxSite({ dir, listen, upstreams: [`127.0.0.1:${upstreamPort}`] });
  // Throws with nginx's complaint when the configuration does not load.
  execFileSync(NGINX, ["-t", "-p", prefix, "-c", conf], { stdio: "pipe" });
  nginx = spawn(NGINX, ["-p", prefix, "-c", conf], { stdio: "ignore" });
  base = `http://127.0.0.1:${listen}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await fetch(`${base}/api/health`);
      break;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
});

afterAll(async () => {
  if (nginx?.pid && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx.once("exit", resolve));
    process.kill(nginx.pid, "SIGTERM");
    await exited;
  }
  await new Promise((resolve) => upstream?.close(resolve));
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("nginx front (deploy/nginx/runeforge.conf)", () => {
  it("serves a prerendered page's second request from its cache", async () => {
    expect((await get("/fire-cape")).cache).toBe("MISS");
    const second = await get("/fire-cape");
    expect(second).toEqual({ body: "/fire-cape #1", cache: "HIT" });
    expect(hits.get("/fire-cape")).toBe(1);
  });

  it("keeps a page for one to two seconds (whole seconds in nginx), so a catalogue change shows within seconds", async () => {
    await get("/fire-cape");
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    // Stale: the visitor gets the old copy at once while nginx fetches the new one behind it.
    const stale = await get("/fire-cape");
    expect(stale.cache).toMatch(/STALE|UPDATING|EXPIRED/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await get("/fire-cape")).body).not.toBe("/fire-cape #1");
  });

  it("keeps content-hashed build output", async () => {
    await get("/_next/static/chunks/app.js");
    expect((await get("/_next/static/chunks/app.js")).cache).toBe("HIT");
    expect(hits.get("/_next/static/chunks/app.js")).toBe(1);
  });

  it.each(["/with-cookie", "/checkout", "/api/health", "/admin/orders", "/orders/RF-1"])(
    "never stores %s",
    async (path) => {
      const before = hits.get(path) ?? 0;
      const first = await get(path);
      const second = await get(path);
      expect(second.body).not.toBe(first.body);
      expect(hits.get(path)).toBe(before + 2);
      expect(second.cache ?? "not cached").not.toBe("HIT");
    },
  );
});
