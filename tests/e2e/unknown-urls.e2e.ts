import { readdirSync, statSync } from "node:fs";
import { Agent, request as httpRequest } from "node:http";
import { join, resolve } from "node:path";
import fc from "fast-check";
import { allCatalogueEntries } from "@/domain/catalogue/catalogue";
import { E2E_ENV } from "./support/e2e-env";
import { expect, test, withOwnServer } from "./support/fixtures";

/*
 * Unknown and hostile URLs against the production build: none is a 5xx or leaves an error in the
 * server's log, and none makes the server write to disk (a cached copy per unknown URL would let
 * any visitor fill it). The server is this file's own, so its log can be read.
 */

const BUILD = resolve(import.meta.dirname, "../../.next");
// Every test below uses the one server withOwnServer starts with this file's settings (a beforeAll,
// run once per worker), so they run in one worker, in the order written.
test.describe.configure({ mode: "serial" });
const ownServer = withOwnServer(E2E_ENV);
const agent = new Agent({ keepAlive: true, maxSockets: 8 });

test.afterAll(() => {
  agent.destroy();
});

type Answer = { status: number; location: string | undefined; setCookie: string[] };

/** Sends `path` byte for byte (fetch would normalise it first). */
function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const url = new URL(ownServer().baseUrl);
  return new Promise((done, fail) => {
    // A browser takes far longer headers than Node's 16 KiB default (a redirect echoes a long URL).
    const options = { host: url.hostname, port: url.port, path, headers, agent, maxHeaderSize: 1 << 20 };
    const outgoing = httpRequest(options, (incoming) => {
      incoming.resume();
      incoming.on("end", () =>
        done({
          status: incoming.statusCode ?? 0,
          location: incoming.headers.location,
          setCookie: incoming.headers["set-cookie"] ?? [],
        }),
      );
    });
    outgoing.on("error", fail);
    outgoing.end();
  });
}

/** Every file under the build's server output and cache, with its size. */
function buildFiles(): Map<string, number> {
  const files = new Map<string, number>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else files.set(path, statSync(path).size);
    }
  };
  for (const dir of ["server", "cache"]) {
    try {
      walk(join(BUILD, dir));
    } catch {
      // No cache folder yet.
    }
  }
  return files;
}

function grown(before: Map<string, number>, after: Map<string, number>): string[] {
  return [...after].filter(([path, size]) => before.get(path) !== size).map(([path]) => path);
}

function serverErrors(): string[] {
  return ownServer()
    .output()
    .split("\n")
    .filter((line) => /⨯|URIError|Error:|\bat .+:\d+:\d+/.test(line));
}

test.describe("unknown URLs", () => {
  test("answer 404 and write nothing to disk, 200 of them, in and out of preview", async () => {
    const preview = await get(`/blog?preview=${E2E_ENV.PREVIEW_TOKEN}`);
    const cookies = preview.setCookie.map((cookie) => cookie.split(";")[0]).join("; ");
    expect(cookies).toContain("__prerender_bypass=");
    // The 404 page's own first render is cached once, like any known page's.
    expect((await get("/no-such-page-at-all")).status).toBe(404);
    const before = buildFiles();
    const rsc = { rsc: "1" };
    const prefetch = { rsc: "1", "next-router-prefetch": "1" };
    const asked: [string, Record<string, string>][] = [];
    for (let n = 0; n < 25; n++) {
      asked.push(
        [`/blog/no-such-article-${n}`, {}],
        [`/blog/guides/deep/no-such-${n}`, rsc],
        [`/blog/page/${n + 3}`, {}],
        [`/blog/page/${n + 200}`, prefetch],
        [`/blog/no-such-draft-${n}`, { cookie: cookies }],
        [`/blog/page/${n + 50}`, { cookie: cookies }],
        [`/osrs-quests/no-such-quest-${n}`, rsc],
        [`/no/such/page/${n}`, {}],
      );
    }
    for (const [path, headers] of asked) {
      let answer = await get(path, headers);
      // An RSC request without Next's cache-busting parameter is sent to get it first.
      if (answer.status === 307 && answer.location?.startsWith(`${path}?_rsc`))
        answer = await get(answer.location, headers);
      expect(answer.status, path).toBe(404);
    }
    // The server answers something else after them: every write it would make has been made.
    expect((await get("/api/health")).status).toBe(200);
    expect(grown(before, buildFiles())).toEqual([]);
    expect(ownServer().output()).not.toContain(E2E_ENV.PREVIEW_TOKEN);
  });
});

/** The app's page routes, with a real value in each dynamic segment. */
function pageRoutes(): string[] {
  const products = allCatalogueEntries().map((entry) => entry.path);
  return [
    "/",
    "/osrs-services",
    "/checkout",
    "/test-payment",
    "/join-discord",
    "/privacy",
    "/terms-of-service",
    "/blog",
    "/blog/guides/bossing/zulrah-guide",
    "/blog/page/2",
    ...products,
  ];
}

const PERCENT_PIECES = [
  "%",
  "%2",
  "%25",
  "%zz",
  "%E0%A4%A",
  "%C0%AF",
  "%FF",
  "%00",
  "%2F",
  "%5C",
  "%2e%2e",
  "%u0041",
  "%%",
  "%ED%A0%80",
  "%F0%9F%92%B0",
  "..",
  ".",
  "",
];

/** A path segment as a browser or a script might send it: percent sequences, unicode, very long. */
const hostileSegment = fc.oneof(
  fc
    .array(fc.oneof(fc.constantFrom(...PERCENT_PIECES), fc.stringMatching(/^[a-z0-9-]{0,6}$/)), {
      minLength: 1,
      maxLength: 6,
    })
    .map((pieces) => pieces.join("")),
  fc.string({ unit: "grapheme", minLength: 1, maxLength: 30 }).map(encodeURIComponent),
  fc
    .tuple(fc.constantFrom("a", "%C3%BC", "%F0%9F%92%B0", "%25", "-"), fc.integer({ min: 100, max: 1_500 }))
    .map(([unit, count]) => unit.repeat(count)),
);

const hostileQuery = fc.oneof(
  fc.constant(""),
  fc.constantFrom(...PERCENT_PIECES).map((piece) => `?session=${piece}&stripe_id=${piece}&orderId=${piece}`),
  hostileSegment.map((segment) => `?preview=${segment}&page=${segment}`),
);

const hostilePath = fc
  .record({
    route: fc.constantFrom(...pageRoutes()),
    how: fc.constantFrom("append", "replace-last", "insert"),
    segment: hostileSegment,
    query: hostileQuery,
  })
  .map(({ route, how, segment, query }) => {
    const parts = route.split("/");
    if (how === "append") parts.push(segment);
    else if (how === "replace-last") parts[parts.length - 1] = segment;
    else parts.splice(1, 0, segment);
    return `${parts.join("/").replace(/^\/*/, "/")}${query}`;
  });

test.describe("page routes under fuzzing", () => {
  for (const path of [
    "/blog/%25",
    "/blog/%E0%A4%A",
    "/blog/guides/%25x",
    "/blog/page/%25",
    "/%25",
    "/osrs-quests/%C0%AF",
    "/test-payment?session=%E0%A4%A",
    "/checkout?stripe_id=%&orderId=%zz",
  ]) {
    test(`answers ${path} without a 5xx`, async () => {
      expect((await get(path)).status).toBeLessThan(500);
    });
  }

  test("answers 300 generated paths across every page route without a 5xx, an error in the log or a write", async () => {
    // A known page is copied into the runtime cache on its first request: once, so it is bounded.
    // Asking for each one first leaves only what a generated path itself would write.
    for (const route of pageRoutes()) expect((await get(route)).status, route).toBeLessThan(500);
    const before = buildFiles();
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(hostilePath, async (path) => {
        const { status } = await get(path);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        expect(status, path).toBeLessThan(500);
      }),
      { numRuns: 300, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31), endOnFailure: true },
    );
    expect((await get("/api/health")).status).toBe(200);
    console.log(
      `[fuzz-pages] ${[...statuses].map(([status, count]) => `${status}×${count}`).join(" ")} across ${pageRoutes().length} routes`,
    );
    expect(serverErrors()).toEqual([]);
    expect(grown(before, buildFiles())).toEqual([]);
  });
});
