import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { securityHeaders } from "@/domain/http/security-headers";
import { freePort } from "../../scripts/lib/free-port.mjs";

/*
 * Every request guarded from the first (issue 41, item 2). The shop's server starts and requests
 * are fired at it from before its port opens until it is ready: every answer it gives carries the
 * Content-Security-Policy and the fixed security headers, and the rate limit counts each client by
 * its own address from its first request. Under `next start` with the stamp on a diagnostics
 * channel, the requests Next queued while it started got none of the headers and shared one
 * bucket. Clients are loopback addresses of their own (Linux routes 127/8 to lo).
 */

const ROOT = resolve(import.meta.dirname, "../..");
const SERVE = join(ROOT, "scripts", "serve.mjs");
/** How long requests keep coming once /api/health has answered 200. */
const AFTER_READY_MS = 2_000;

type Answer = { path: string; status: number; headers: IncomingHttpHeaders };

/** One request on its own connection, or null when nothing listens yet. */
function send(
  port: number,
  path: string,
  { from = "127.0.0.1", method = "GET", body }: { from?: string; method?: string; body?: string } = {},
): Promise<Answer | null> {
  return new Promise((done, fail) => {
    const outgoing = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path,
        method,
        localAddress: from,
        agent: false,
        headers: body === undefined ? {} : { "content-type": "application/json" },
      },
      (incoming) => {
        incoming.resume();
        incoming.on("end", () => done({ path, status: incoming.statusCode ?? 0, headers: incoming.headers }));
      },
    );
    outgoing.on("error", (error: NodeJS.ErrnoException & { rawPacket?: Buffer }) => {
      if (error.code === "ECONNREFUSED") done(null);
      // An answer the client could not read: say what came, so a failure shows its bytes.
      else if (error.rawPacket)
        fail(
          new Error(
            `${error.message} (${method} ${path}): ${JSON.stringify(error.rawPacket.toString("latin1", 0, 300))}`,
          ),
        );
      else fail(error);
    });
    outgoing.end(body);
  });
}

const saveCart = (port: number, from: string) =>
  send(port, "/api/cart/saveCartData", {
    from,
    method: "POST",
    body: JSON.stringify({ uuid: crypto.randomUUID(), cart: "[]", email: "" }),
  });

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

const dataDir = mkdtempSync(join(tmpdir(), "shop-start-up-"));
let child: ChildProcess | undefined;
let output = "";
afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((done) => child?.once("exit", done));
    child.kill("SIGTERM");
    await Promise.race([exited, pause(5_000)]);
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the shop's server while it starts", () => {
  it("answers nothing unguarded and counts each client apart from the first request", async () => {
    const port = await freePort();
    child = spawn(process.execPath, [SERVE, "-p", String(port), "-H", "127.0.0.1"], {
      cwd: ROOT,
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: "1",
        DATABASE_URL: join(dataDir, "shop.sqlite"),
        SITE_URL: `http://127.0.0.1:${port}`,
        API_RATE_LIMIT: "2",
        TRUSTED_PROXY_HOPS: "0",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr?.on("data", (chunk) => {
      output += chunk;
    });

    const answers: Answer[] = [];
    const deadline = Date.now() + 90_000;
    let readyAt: number | undefined;
    const running = () =>
      child?.exitCode === null &&
      Date.now() < deadline &&
      (readyAt === undefined || Date.now() < readyAt + AFTER_READY_MS);

    // Pages, a route handler, a built asset and an unknown path, each in a loop of its own.
    const browse = async (path: string) => {
      while (running()) {
        const answer = await send(port, path);
        if (answer) {
          answers.push(answer);
          if (path === "/api/health" && answer.status === 200) readyAt ??= Date.now();
        }
        await pause(10);
      }
    };

    // Client A saves from the start; its first answered saves must be its own two, then 429. Client
    // B's first save, sent once A is refused, must be its own first: 200.
    const clientStatuses: { a: number[]; b: number[] } = { a: [], b: [] };
    const clients = async () => {
      while (running() && clientStatuses.a.length < 3) {
        const answer = await saveCart(port, "127.0.0.41");
        if (answer) {
          answers.push(answer);
          clientStatuses.a.push(answer.status);
        } else await pause(10);
      }
      const answer = await saveCart(port, "127.0.0.42");
      if (answer) {
        answers.push(answer);
        clientStatuses.b.push(answer.status);
      }
    };

    await Promise.all([
      browse("/"),
      browse("/api/health"),
      browse("/robots.txt"),
      browse("/no-such-page-at-all"),
      clients(),
    ]);

    expect(readyAt, `the server did not become ready:\n${output}`).toBeDefined();
    // Every kind of request was answered (the first pages render cold, so a loop gets few answers).
    expect(new Set(answers.map(({ path }) => path))).toEqual(
      new Set(["/", "/api/health", "/robots.txt", "/no-such-page-at-all", "/api/cart/saveCartData"]),
    );
    for (const answer of answers) {
      const where = `${answer.status} ${answer.path}`;
      expect(answer.headers["content-security-policy"], where).toMatch(/default-src/);
      for (const { key, value } of securityHeaders())
        expect(answer.headers[key.toLowerCase()], `${where} ${key}`).toBe(value);
    }
    expect(clientStatuses).toEqual({ a: [200, 200, 429], b: [200] });
  });
});
