import fc from "fast-check";
import { sql } from "kysely";
import { expect } from "vitest";
import { fireCapeItem } from "../../support/fixtures";

/*
 * The API fuzz shared by the fuzz suites, each of which runs the routes of one configuration
 * (fuzz-api.integ.ts: no provider keys, the demo provider; fuzz-api-square.integ.ts: Square
 * configured against a stand-in of its API). Generated requests, valid-looking, mutated and plainly
 * hostile (random JSON, wrong types, extra keys, huge and deep bodies, wrong content types and
 * methods, other sites' origins, random query strings, forged signatures). For each:
 *   - never a 5xx;
 *   - every 4xx is JSON `{ code, message }` with a `type:surface` code that matches the status,
 *     a Retry-After on 429 and an Allow on 405, and no stack trace;
 *   - the first refusal is the right one (405, then 403 cross-site, then 415, then 413);
 *   - a refused request writes nothing: carts, messages, outbox, orders and payment_events are
 *     unchanged (counted, and the latest updated_at of carts and orders). The rate_limits
 *     counter is the one table a refused request may move: counting refusals is its job;
 *   - and each route accepted at least one request: a generator that never reaches the code
 *     behind the checks proves nothing about it.
 */

export const FUZZ_ORIGIN = "http://shop.test";

type Handler = (request: Request, context: unknown) => Response | Promise<Response>;
type RouteModule = Partial<Record<"GET" | "POST" | "PUT" | "PATCH" | "DELETE", Handler>>;
type Method = keyof RouteModule;

export type RouteCase = {
  path: string;
  method: "GET" | "POST";
  module: RouteModule;
  /** Webhooks and GET links are exempt from the cross-site rule. */
  refusesCrossSite: boolean;
  /** The body cap; POST routes that read a JSON body. */
  maxBytes?: number;
  /** A valid-looking body for POST routes. */
  body?: fc.Arbitrary<unknown>;
  /** A query string (without `?`) for GET routes. */
  query?: fc.Arbitrary<string>;
  /** Signature headers for a raw body (webhooks). */
  sign?: (body: string) => Record<string, string>;
  /** What the route accepts: a body or query it must take (known orders, the right token), when `body`/`query` is looser. */
  accepted?: { body?: fc.Arbitrary<unknown>; query?: fc.Arbitrary<string> };
  /** Whether an answer is the route's accepting path; a 2xx unless said otherwise. */
  accepts?: (response: Response) => boolean;
};

type Generated = {
  method: Method;
  contentType: string | undefined;
  origin: string | undefined;
  fetchSite: string | undefined;
  client: string | undefined;
  body: string;
  query: string;
  signature: "valid" | "forged" | "missing";
  declaredLength: "true" | "none" | "small";
};

// ------------------------------------------------------------------ generators

const FOREIGN_ORIGINS = [
  "https://evil.example",
  "null",
  "http://shop.test.evil.example",
  "not a url",
  "http://shop.test:8443",
  "file://shop.test",
];
const REFUSED_FETCH_SITES = ["cross-site", "sideways"];

/** Whatever a client writes into X-Forwarded-For before the proxy appends the address it saw. */
const forgedPrefix = fc.oneof(
  fc.constant(""),
  fc.constantFrom("203.0.113.250, ", "  \u00e9\u00e9, 10.0.0.1, ", "unknown, "),
  fc.string({ maxLength: 20 }).map((text) => `${text}, `),
);

/**
 * X-Forwarded-For behind one proxy (TRUSTED_PROXY_HOPS=1): the client's own text, then the address
 * the proxy appended. One busy client (so the limits are reached whatever it forges), a few quiet
 * ones, and requests with no header (no socket here either: the one shared bucket).
 */
const clientArb = fc.oneof(
  { weight: 5, arbitrary: forgedPrefix.map((forged) => `${forged}203.0.113.7`) },
  {
    weight: 3,
    arbitrary: fc
      .tuple(forgedPrefix, fc.constantFrom("198.51.100.1", "198.51.100.2", "2001:db8::1"))
      .map(([forged, client]) => `${forged}${client}`),
  },
  { weight: 1, arbitrary: fc.constant(undefined) },
);

const hostileText = fc.oneof(
  fc.json({ maxDepth: 4 }),
  fc.string({ unit: "grapheme", maxLength: 120 }),
  fc.string({ unit: "binary", maxLength: 60 }),
  fc.constantFrom("", "{", "null", "[]", "{}", "1e999", '""', '{"__proto__":{"admin":true}}', '{"a":"\\u0000"}'),
  fc.integer({ min: 33, max: 20_000 }).map((depth) => `${"[".repeat(depth)}${"]".repeat(depth)}`),
  fc.integer({ min: 1, max: 600_000 }).map((size) => JSON.stringify({ pad: "x".repeat(size) })),
);

/** A valid-looking body with one thing wrong: an extra key, a missing key, a wrong type, or a wrapper. */
function mutated(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(valid, fc.nat(), fc.jsonValue({ maxDepth: 2 }), fc.string({ maxLength: 12 }))
    .map(([body, pick, value, key]) => {
      if (body === null || typeof body !== "object" || Array.isArray(body)) return [body, value];
      const copy: Record<string, unknown> = { ...(body as Record<string, unknown>) };
      const keys = Object.keys(copy);
      const target = keys[pick % Math.max(keys.length, 1)] ?? "x";
      switch (pick % 5) {
        case 0:
          copy[`${key}_extra`] = value;
          return copy;
        case 1:
          delete copy[target];
          return copy;
        case 2:
          copy[target] = value;
          return copy;
        case 3:
          copy[target] = "x".repeat(5_000 + (pick % 50_000));
          return copy;
        default:
          return [copy];
      }
    });
}

function bodyText(route: RouteCase): fc.Arbitrary<string> {
  const valid = route.body ?? fc.constant({});
  return fc.oneof(
    { weight: 4, arbitrary: valid.map((body) => JSON.stringify(body)) },
    { weight: 3, arbitrary: mutated(valid).map((body) => JSON.stringify(body)) },
    { weight: 3, arbitrary: hostileText },
  );
}

const hostileQuery = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 80 }).map((value) => `id=${encodeURIComponent(value)}`),
  fc.constantFrom("", "id=", "id", "id=a&id=b", "id[]=x", "%", "id=%E0%A4%A", "id=%00", "id=..%2F..%2Fetc"),
  fc.integer({ min: 200, max: 20_000 }).map((size) => `id=${"9".repeat(size)}`),
  fc.string({ maxLength: 40 }),
);

/** Anything at all, from well-formed to hostile. */
function anyRequestArb(route: RouteCase): fc.Arbitrary<Generated> {
  return fc.record({
    method: fc.oneof(
      { weight: 9, arbitrary: fc.constant<Method>(route.method) },
      { weight: 1, arbitrary: fc.constantFrom<Method>("GET", "POST", "PUT", "PATCH", "DELETE") },
    ),
    contentType: fc.oneof(
      { weight: 8, arbitrary: fc.constant("application/json") },
      {
        weight: 2,
        arbitrary: fc.constantFrom(
          undefined,
          "text/plain",
          "application/x-www-form-urlencoded",
          "multipart/form-data; boundary=x",
          "application/json; charset=utf-8",
          "APPLICATION/JSON",
          "application/jsonp",
          "",
        ),
      },
    ),
    origin: fc.oneof(
      { weight: 6, arbitrary: fc.constant(undefined) },
      { weight: 2, arbitrary: fc.constant(FUZZ_ORIGIN) },
      { weight: 2, arbitrary: fc.constantFrom(...FOREIGN_ORIGINS) },
    ),
    fetchSite: fc.oneof(
      { weight: 6, arbitrary: fc.constant(undefined) },
      { weight: 3, arbitrary: fc.constantFrom("same-origin", "none", "same-site") },
      { weight: 1, arbitrary: fc.constantFrom(...REFUSED_FETCH_SITES) },
    ),
    client: clientArb,
    body: route.method === "POST" ? bodyText(route) : fc.constant(""),
    query: route.query
      ? fc.oneof({ weight: 5, arbitrary: route.query }, { weight: 5, arbitrary: hostileQuery })
      : fc.constant(""),
    signature: fc.constantFrom("valid", "valid", "forged", "missing"),
    declaredLength: fc.constantFrom("true", "none", "none", "small"),
  });
}

/** A request the route should accept: right method, type, origin, signature and a known-good body. */
function acceptedRequestArb(route: RouteCase): fc.Arbitrary<Generated> {
  const body = route.accepted?.body ?? route.body ?? fc.constant({});
  return fc.record({
    method: fc.constant<Method>(route.method),
    contentType: fc.constantFrom("application/json", "application/json; charset=utf-8"),
    origin: fc.constantFrom(undefined, FUZZ_ORIGIN),
    fetchSite: fc.constantFrom(undefined, "same-origin"),
    client: clientArb,
    body: route.method === "POST" ? body.map((value) => JSON.stringify(value)) : fc.constant(""),
    query: route.accepted?.query ?? route.query ?? fc.constant(""),
    signature: fc.constant<Generated["signature"]>("valid"),
    declaredLength: fc.constantFrom<Generated["declaredLength"]>("true", "none"),
  });
}

/** One in five requests is built to be accepted, so every route's accepting path is reached many times over. */
function requestArb(route: RouteCase): fc.Arbitrary<Generated> {
  return fc.oneof({ weight: 1, arbitrary: acceptedRequestArb(route) }, { weight: 4, arbitrary: anyRequestArb(route) });
}

export function buildRequest(route: RouteCase, generated: Generated): Request {
  const headers = new Headers();
  if (generated.contentType !== undefined) headers.set("content-type", generated.contentType);
  if (generated.origin !== undefined) headers.set("origin", generated.origin);
  if (generated.fetchSite !== undefined) headers.set("sec-fetch-site", generated.fetchSite);
  if (generated.client !== undefined) headers.set("x-forwarded-for", generated.client);
  const hasBody = generated.method !== "GET";
  if (hasBody && route.sign && generated.signature !== "missing") {
    const signed = route.sign(generated.body);
    for (const [name, value] of Object.entries(signed)) {
      headers.set(name, generated.signature === "valid" ? value : `${value.slice(0, -4)}AAAA`);
    }
  }
  const bytes = new TextEncoder().encode(generated.body).byteLength;
  if (hasBody && generated.declaredLength === "true") headers.set("content-length", String(bytes));
  if (hasBody && generated.declaredLength === "small") headers.set("content-length", "2");
  const url = `${FUZZ_ORIGIN}${route.path}${generated.query ? `?${generated.query}` : ""}`;
  return new Request(url, { method: generated.method, headers, body: hasBody ? generated.body : undefined });
}

// ------------------------------------------------------------------ what a refused request may not change

export async function snapshot(): Promise<string> {
  const { getDatabase } = await import("@/server/db/client");
  const { db } = getDatabase();
  const result = await sql<Record<string, unknown>>`select
      (select count(*) from carts) as carts,
      (select max(updated_at) from carts) as carts_updated,
      (select count(*) from messages) as messages,
      (select count(*) from outbox) as outbox,
      (select count(*) from orders) as orders,
      (select max(updated_at) from orders) as orders_updated,
      (select count(*) from payment_events) as payment_events`.execute(db);
  return JSON.stringify(result.rows[0], (_key, value) => (typeof value === "bigint" ? Number(value) : value));
}

// ------------------------------------------------------------------ expectations

const STATUS_OF_TYPE: Record<string, number> = {
  bad_request: 400,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  gone: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
};

function isJsonContentType(value: string | undefined): boolean {
  return value !== undefined && /^application\/json\s*(;|$)/i.test(value.trim());
}

function crossSite(generated: Generated): boolean {
  return (
    (generated.origin !== undefined && FOREIGN_ORIGINS.includes(generated.origin)) ||
    (generated.fetchSite !== undefined && REFUSED_FETCH_SITES.includes(generated.fetchSite))
  );
}

export async function check(route: RouteCase, generated: Generated, response: Response): Promise<void> {
  const context = `${generated.method} ${route.path} → ${response.status}`;
  expect(response.status, context).toBeLessThan(500);
  if (generated.method !== route.method) {
    expect(response.status, context).toBe(405);
  } else if (route.refusesCrossSite && crossSite(generated)) {
    expect(response.status, context).toBe(403);
  } else if (route.maxBytes !== undefined && response.status !== 429) {
    if (!isJsonContentType(generated.contentType)) expect(response.status, context).toBe(415);
    else if (new TextEncoder().encode(generated.body).byteLength > route.maxBytes) {
      expect(response.status, context).toBe(413);
    }
  }
  if (response.status >= 400) {
    expect(response.headers.get("content-type"), context).toMatch(/^application\/json/);
    const body = (await response.json()) as { code?: unknown; message?: unknown };
    expect(body.code, context).toMatch(/^[a-z_]+:[a-z_-]+$/);
    expect(typeof body.message === "string" && body.message.length > 0, context).toBe(true);
    expect(String(body.message), context).not.toMatch(/\n\s+at |node_modules|\/work\//);
    expect(STATUS_OF_TYPE[String(body.code).split(":")[0] ?? ""], context).toBe(response.status);
    if (response.status === 429) expect(response.headers.get("retry-after"), context).toMatch(/^[1-9]\d*$/);
    if (response.status === 405) expect(response.headers.get("allow"), context).toBe(route.method);
  } else if (response.status >= 300) {
    expect(response.headers.get("location"), context).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
    // A credential never travels in a Location header.
    expect(response.headers.get("location"), context).not.toMatch(/[?&](preview|token)=/);
  }
}

// ------------------------------------------------------------------ bodies both configurations use

export const FIRE_CAPE = fireCapeItem();
export const FIRE_CAPE_CENTS = 3_150;

export const cartItemArb = fc.record({
  sku: fc.constantFrom("fire-cape", "osrs-gold", "infernal-cape", "no-such-product"),
  name: fc.string({ minLength: 1, maxLength: 40 }),
  count: fc.integer({ min: 1, max: 5 }),
  pricePer: fc.nat({ max: 100_000 }),
  totalPrice: fc.nat({ max: 500_000 }),
  imageSrc: fc.constant("/art/products/fire-cape.svg"),
  config: fc.dictionary(fc.string({ minLength: 1, maxLength: 10 }), fc.oneof(fc.string(), fc.integer(), fc.boolean()), {
    maxKeys: 3,
  }),
});

export const emailArb = fc.oneof(fc.constantFrom("ada@example.com", "", "not-an-email", "a@b"), fc.emailAddress());

/** An order body: the fire cape or generated lines, any of `methods`, right and wrong totals. */
export function orderBody(methods: string[]): fc.Arbitrary<unknown> {
  return fc.record({
    cartUuid: fc.uuid({ version: 4 }),
    items: fc.oneof(fc.constant([FIRE_CAPE]), fc.array(cartItemArb, { maxLength: 3 })),
    profile: fc.record({
      email: emailArb,
      name: fc.string({ maxLength: 30 }),
      phone: fc.constantFrom("", "+1 555 0100", "call me"),
      rsn: fc.constantFrom("Zezima", "", "a name far too long"),
    }),
    method: fc.constantFrom(...methods),
    acceptTerms: fc.constantFrom(true, true, false),
    expectedTotalCents: fc.oneof(fc.constant(FIRE_CAPE_CENTS), fc.integer({ min: -5, max: 10_000 })),
  });
}

/** An order the checkout takes: one fire cape at the server's price, paid with `method`. */
export function acceptedOrderBody(method: string): fc.Arbitrary<unknown> {
  return fc.record({
    cartUuid: fc.uuid({ version: 4 }),
    items: fc.constant([FIRE_CAPE]),
    profile: fc.record({
      email: fc.constant("ada@example.com"),
      name: fc.constantFrom("Ada", "Zezima"),
      phone: fc.constantFrom("", "+1 555 0100"),
      rsn: fc.constant("Zezima"),
    }),
    method: fc.constant(method),
    acceptTerms: fc.constant(true),
    expectedTotalCents: fc.constant(FIRE_CAPE_CENTS),
  });
}

/** Places one order through the real route (from behind the proxy, one client of its own); answers its JSON. */
export async function placeOrder(
  post: (request: Request, context: unknown) => Response | Promise<Response>,
  method: string,
): Promise<{ status: number; json: { redirectUrl?: string; reference?: string } }> {
  const response = await post(
    new Request(`${FUZZ_ORIGIN}/api/checkout/order`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "192.0.2.200" },
      body: JSON.stringify({
        cartUuid: crypto.randomUUID(),
        items: [FIRE_CAPE],
        profile: { email: "ada@example.com", name: "Ada", phone: "", rsn: "Zezima" },
        method,
        acceptTerms: true,
        expectedTotalCents: FIRE_CAPE_CENTS,
      }),
    }),
    undefined,
  );
  return { status: response.status, json: (await response.json()) as { redirectUrl?: string; reference?: string } };
}

/** Open-redirect attempts for the routes that take a `redirect` parameter. */
export const HOSTILE_REDIRECTS = [
  "/blog/guides/x",
  "//evil.example",
  "/\\evil.example",
  "https://evil.example",
  "/\r\nx: y",
  "/.//evil.example",
  "/..//evil.example",
  "/%2e//evil.example",
  "/%2f/evil.example",
  "/.%2f/evil.example",
  "/\t/evil.example",
  "/blog?preview=leaked-token",
];

// ------------------------------------------------------------------ the run

function isSuccess(response: Response): boolean {
  return response.status >= 200 && response.status < 300;
}

/**
 * Fuzzes each route with `runsPerRoute` generated requests, checks every answer, asserts that each
 * route accepted at least one, prints the status counts per route, and answers the total sent.
 */
export async function fuzzRoutes(label: string, routes: RouteCase[], runsPerRoute: number): Promise<number> {
  const figures: string[] = [];
  const neverAccepted: string[] = [];
  let total = 0;
  for (const route of routes) {
    const statuses = new Map<number, number>();
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(requestArb(route), async (generated) => {
        const handler = route.module[generated.method];
        if (!handler) throw new Error(`${route.path} exports no ${generated.method}`);
        const before = await snapshot();
        const response = await handler(buildRequest(route, generated), undefined);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if ((route.accepts ?? isSuccess)(response.clone())) accepted += 1;
        await check(route, generated, response);
        if (response.status >= 400) expect(await snapshot(), `${route.path} wrote on a refusal`).toBe(before);
      }),
      { numRuns: runsPerRoute, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31), endOnFailure: true },
    );
    const tried = [...statuses.values()].reduce((sum, count) => sum + count, 0);
    total += tried;
    if (accepted === 0) neverAccepted.push(`${route.method} ${route.path}`);
    const counts = [...statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}×${count}`)
      .join(" ");
    figures.push(
      `  ${route.method.padEnd(4)} ${route.path.padEnd(30)} ${String(tried).padStart(4)} requests, ${String(accepted).padStart(3)} accepted: ${counts}`,
    );
  }
  console.log(`[fuzz-api] ${label}: ${total} requests across ${figures.length} routes\n${figures.join("\n")}`);
  expect(neverAccepted, "routes whose generated requests were never accepted").toEqual([]);
  return total;
}
