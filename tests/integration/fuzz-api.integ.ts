import { createHmac } from "node:crypto";
import fc from "fast-check";
import { sql } from "kysely";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

/*
 * Generated requests against every API route handler: valid-looking bodies, mutated ones and
 * plain hostile input (random JSON, wrong types, extra keys, huge and deep bodies, wrong content
 * types and methods, other sites' origins, random query strings, forged signatures). For each:
 *   - never a 5xx;
 *   - every 4xx is JSON `{ code, message }` with a `type:surface` code that matches the status,
 *     a Retry-After on 429 and an Allow on 405, and no stack trace;
 *   - the first refusal is the right one (405, then 403 cross-site, then 415, then 413);
 *   - a refused request writes nothing: carts, messages, outbox, orders and payment_events are
 *     unchanged (counted, and the latest updated_at of carts and orders). The rate_limits
 *     counter is the one table a refused request may move: counting refusals is its job.
 * The env is read when the server modules load, so it is set before they are imported.
 */

const savedEnv = vi.hoisted(() => {
  const values = {
    STRIPE_WEBHOOK_SECRET: "whsec_fuzz123",
    SQUARE_WEBHOOK_SIGNATURE_KEY: "fuzz-square-signature-key",
    SQUARE_WEBHOOK_URL: "https://shop.test/api/square/webhook",
    SITE_URL: "https://shop.test",
    API_RATE_LIMIT: "40",
    API_RATE_LIMIT_WINDOW_SECONDS: "60",
    TRUSTED_PROXY_HOPS: "1",
    CONTACT_RATE_LIMIT: "8",
    PREVIEW_TOKEN: "fuzz-preview-token-0123456789abcdef",
  };
  const saved = Object.fromEntries(Object.keys(values).map((key) => [key, process.env[key]]));
  Object.assign(process.env, values);
  return saved;
});

// Draft mode needs Next's request scope; the routes' own logic is what is under test here.
vi.mock("next/headers", () => ({
  draftMode: async () => ({ isEnabled: false, enable() {}, disable() {} }),
  cookies: async () => ({ get() {}, set() {}, delete() {} }),
}));

const dialect = process.env.TEST_DB ?? "sqlite";
const RUNS_PER_ROUTE = 170;
const ORIGIN = "http://shop.test";
const STRIPE_SECRET = "whsec_fuzz123";
const SQUARE_KEY = "fuzz-square-signature-key";
const SQUARE_URL = "https://shop.test/api/square/webhook";

type Handler = (request: Request, context: unknown) => Response | Promise<Response>;
type RouteModule = Partial<Record<"GET" | "POST" | "PUT" | "PATCH" | "DELETE", Handler>>;
type Method = keyof RouteModule;

type RouteCase = {
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

function requestArb(route: RouteCase): fc.Arbitrary<Generated> {
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
      { weight: 2, arbitrary: fc.constant(ORIGIN) },
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

function buildRequest(route: RouteCase, generated: Generated): Request {
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
  const url = `${ORIGIN}${route.path}${generated.query ? `?${generated.query}` : ""}`;
  return new Request(url, { method: generated.method, headers, body: hasBody ? generated.body : undefined });
}

// ------------------------------------------------------------------ what a refused request may not change

async function snapshot(): Promise<string> {
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

async function check(route: RouteCase, generated: Generated, response: Response): Promise<void> {
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
  }
}

// ------------------------------------------------------------------ the routes

const FIRE_CAPE = {
  sku: "fire-cape",
  name: "Fire Cape",
  subName: "Zerker",
  count: 1,
  pricePer: 3_150,
  totalPrice: 3_150,
  imageSrc: "/art/fire-cape.svg",
  config: { "account-type": "zerker" },
};
const FIRE_CAPE_CENTS = 3_150;

const cartItemArb = fc.record({
  sku: fc.constantFrom("fire-cape", "osrs-gold", "infernal-cape", "no-such-product"),
  name: fc.string({ minLength: 1, maxLength: 40 }),
  count: fc.integer({ min: 1, max: 5 }),
  pricePer: fc.nat({ max: 100_000 }),
  totalPrice: fc.nat({ max: 500_000 }),
  imageSrc: fc.constant("/art/fire-cape.svg"),
  config: fc.dictionary(fc.string({ minLength: 1, maxLength: 10 }), fc.oneof(fc.string(), fc.integer(), fc.boolean()), {
    maxKeys: 3,
  }),
});

const emailArb = fc.oneof(fc.constantFrom("ada@example.com", "", "not-an-email", "a@b"), fc.emailAddress());

function signStripe(body: string): Record<string, string> {
  return { "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload: body, secret: STRIPE_SECRET }) };
}

function signSquare(body: string): Record<string, string> {
  return {
    "x-square-hmacsha256-signature": createHmac("sha256", SQUARE_KEY)
      .update(SQUARE_URL + body)
      .digest("base64"),
  };
}

type Known = { refs: string[]; paidRefs: string[] };

async function routes(known: Known): Promise<RouteCase[]> {
  const refArb = fc.oneof(
    fc.constantFrom(...known.refs, ...known.paidRefs),
    fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/),
    fc.string({ maxLength: 30 }),
  );
  const paymentQuery = refArb.map((id) => `id=${encodeURIComponent(id)}`);
  const markBody = (key: string) => fc.record({ [key]: refArb });
  return [
    {
      path: "/api/cart/saveCartData",
      method: "POST",
      module: await import("@/app/api/cart/saveCartData/route"),
      refusesCrossSite: true,
      maxBytes: 32 * 1024,
      body: fc.record({
        uuid: fc.uuid({ version: 4 }),
        cart: fc.oneof(
          fc.constant(JSON.stringify([FIRE_CAPE])),
          fc.array(cartItemArb, { maxLength: 4 }).map((items) => JSON.stringify(items)),
        ),
        email: emailArb,
      }),
    },
    {
      path: "/api/brevo/fallback",
      method: "POST",
      module: await import("@/app/api/brevo/fallback/route"),
      refusesCrossSite: true,
      maxBytes: 16 * 1024,
      body: fc.record({ email: emailArb, message: fc.string({ maxLength: 300 }) }),
    },
    {
      path: "/api/checkout/order",
      method: "POST",
      module: await import("@/app/api/checkout/order/route"),
      refusesCrossSite: true,
      maxBytes: 48 * 1024,
      body: fc.record({
        cartUuid: fc.uuid({ version: 4 }),
        items: fc.oneof(fc.constant([FIRE_CAPE]), fc.array(cartItemArb, { maxLength: 3 })),
        profile: fc.record({
          email: emailArb,
          name: fc.string({ maxLength: 30 }),
          phone: fc.constantFrom("", "+1 555 0100", "call me"),
          rsn: fc.constantFrom("Zezima", "", "a name far too long"),
        }),
        method: fc.constantFrom("card", "square", "crypto", "zelle", "paypal"),
        acceptTerms: fc.constantFrom(true, true, false),
        expectedTotalCents: fc.oneof(fc.constant(FIRE_CAPE_CENTS), fc.integer({ min: -5, max: 10_000 })),
      }),
    },
    {
      path: "/api/stripe/markAsCompleted",
      method: "POST",
      module: await import("@/app/api/stripe/markAsCompleted/route"),
      refusesCrossSite: true,
      maxBytes: 4 * 1024,
      body: markBody("stripeId"),
    },
    {
      path: "/api/square/markAsCompleted",
      method: "POST",
      module: await import("@/app/api/square/markAsCompleted/route"),
      refusesCrossSite: true,
      maxBytes: 4 * 1024,
      body: markBody("squareId"),
    },
    {
      path: "/api/stripe/getPaymentData",
      method: "GET",
      module: await import("@/app/api/stripe/getPaymentData/route"),
      refusesCrossSite: false,
      query: paymentQuery,
    },
    {
      path: "/api/square/getPaymentData",
      method: "GET",
      module: await import("@/app/api/square/getPaymentData/route"),
      refusesCrossSite: false,
      query: paymentQuery,
    },
    {
      path: "/api/test-payment",
      method: "POST",
      module: await import("@/app/api/test-payment/route"),
      refusesCrossSite: true,
      maxBytes: 4 * 1024,
      body: fc.record({ session: refArb, action: fc.constantFrom("pay", "cancel", "refund") }),
    },
    {
      path: "/api/stripe/webhook",
      method: "POST",
      module: await import("@/app/api/stripe/webhook/route"),
      refusesCrossSite: false,
      maxBytes: 512 * 1024,
      sign: signStripe,
      body: fc.record({
        id: fc.string({ maxLength: 20 }).map((id) => `evt_${id}`),
        object: fc.constant("event"),
        type: fc.constantFrom(
          "checkout.session.completed",
          "checkout.session.async_payment_succeeded",
          "checkout.session.expired",
          "payment_intent.succeeded",
          "charge.refunded",
        ),
        data: fc.oneof(
          fc.record({
            object: fc.record({
              id: refArb,
              object: fc.constant("checkout.session"),
              payment_status: fc.constantFrom("paid", "unpaid", 7),
              payment_intent: fc.oneof(fc.constant(null), fc.string({ maxLength: 10 })),
              status: fc.constantFrom("complete", "open", "expired"),
            }),
          }),
          fc.jsonValue({ maxDepth: 2 }),
        ),
      }),
    },
    {
      path: "/api/square/webhook",
      method: "POST",
      module: await import("@/app/api/square/webhook/route"),
      refusesCrossSite: false,
      maxBytes: 256 * 1024,
      sign: signSquare,
      body: fc.record({
        event_id: fc.uuid(),
        type: fc.constantFrom("payment.updated", "payment.created", "order.updated", "refund.created"),
        data: fc.oneof(
          fc.record({
            object: fc.record({
              payment: fc.record({
                id: fc.string({ maxLength: 12 }),
                order_id: refArb,
                status: fc.constantFrom("COMPLETED", "APPROVED", "FAILED", 3),
              }),
            }),
          }),
          fc.jsonValue({ maxDepth: 2 }),
        ),
      }),
    },
    {
      path: "/api/preview",
      method: "GET",
      module: await import("@/app/api/preview/route"),
      refusesCrossSite: false,
      query: fc
        .record({
          token: fc.oneof(fc.constant("fuzz-preview-token-0123456789abcdef"), fc.string({ maxLength: 30 })),
          redirect: fc.oneof(
            fc.constantFrom("/blog/guides/x", "//evil.example", "/\\evil.example", "https://evil.example", "/\r\nx: y"),
            fc.string({ unit: "grapheme", maxLength: 40 }),
          ),
        })
        .map(({ token, redirect }) => `token=${encodeURIComponent(token)}&redirect=${encodeURIComponent(redirect)}`),
    },
    {
      path: "/api/preview/exit",
      method: "GET",
      module: await import("@/app/api/preview/exit/route"),
      refusesCrossSite: false,
      query: fc
        .string({ unit: "grapheme", maxLength: 40 })
        .map((redirect) => `redirect=${encodeURIComponent(redirect)}`),
    },
    {
      path: "/api/health",
      method: "GET",
      module: await import("@/app/api/health/route"),
      refusesCrossSite: false,
      query: fc.constant(""),
    },
    {
      path: "/api/client-config",
      method: "GET",
      module: await import("@/app/api/client-config/route"),
      refusesCrossSite: false,
      query: fc.string({ maxLength: 20 }).map((junk) => `x=${encodeURIComponent(junk)}`),
    },
  ];
}

// ------------------------------------------------------------------ setup: a few real orders to aim at

async function placeDemoOrders(count: number): Promise<string[]> {
  const { POST } = await import("@/app/api/checkout/order/route");
  const refs: string[] = [];
  for (let index = 0; index < count; index++) {
    const response = await POST(
      new Request(`${ORIGIN}/api/checkout/order`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "192.0.2.200" },
        body: JSON.stringify({
          cartUuid: crypto.randomUUID(),
          items: [FIRE_CAPE],
          profile: { email: "ada@example.com", name: "Ada", phone: "", rsn: "Zezima" },
          method: "card",
          acceptTerms: true,
          expectedTotalCents: FIRE_CAPE_CENTS,
        }),
      }),
      undefined,
    );
    const placed = (await response.json()) as { redirectUrl?: string };
    const ref = new URL(placed.redirectUrl ?? "", ORIGIN).searchParams.get("session");
    if (response.status !== 201 || !ref) throw new Error(`could not place a demo order: ${response.status}`);
    refs.push(ref);
  }
  return refs;
}

async function payDemoOrder(ref: string): Promise<void> {
  const { POST } = await import("@/app/api/test-payment/route");
  const response = await POST(
    new Request(`${ORIGIN}/api/test-payment`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "192.0.2.200" },
      body: JSON.stringify({ session: ref, action: "pay" }),
    }),
    undefined,
  );
  if (response.status !== 200) throw new Error(`could not pay a demo order: ${response.status}`);
}

// ------------------------------------------------------------------ the run

let known: Known;

beforeAll(async () => {
  const refs = await placeDemoOrders(4);
  const paidRefs = refs.slice(0, 2);
  for (const ref of paidRefs) await payDemoOrder(ref);
  known = { refs: refs.slice(2), paidRefs };
});

afterAll(() => {
  for (const [key, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

describe(`fuzzing every API route on ${dialect}`, () => {
  it(`answers ${RUNS_PER_ROUTE} generated requests per route with no 5xx, only well-formed 4xx, and no writes when refused`, async () => {
    vi.spyOn(console, "info").mockImplementation(() => {});
    const figures: string[] = [];
    let total = 0;
    for (const route of await routes(known)) {
      const statuses = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(requestArb(route), async (generated) => {
          const handler = route.module[generated.method];
          if (!handler) throw new Error(`${route.path} exports no ${generated.method}`);
          const before = await snapshot();
          const response = await handler(buildRequest(route, generated), undefined);
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          await check(route, generated, response);
          if (response.status >= 400) expect(await snapshot(), `${route.path} wrote on a refusal`).toBe(before);
        }),
        { numRuns: RUNS_PER_ROUTE, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31), endOnFailure: true },
      );
      const tried = [...statuses.values()].reduce((sum, count) => sum + count, 0);
      total += tried;
      const counts = [...statuses.entries()]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status}×${count}`)
        .join(" ");
      figures.push(
        `  ${route.method.padEnd(4)} ${route.path.padEnd(30)} ${String(tried).padStart(4)} requests: ${counts}`,
      );
    }
    console.log(`[fuzz-api] ${dialect}: ${total} requests across ${figures.length} routes\n${figures.join("\n")}`);
    expect(total).toBeGreaterThanOrEqual(2_000);
  }, 120_000);
});
