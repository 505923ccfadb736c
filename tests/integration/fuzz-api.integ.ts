import fc from "fast-check";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  acceptedOrderBody,
  cartItemArb,
  emailArb,
  FIRE_CAPE,
  FUZZ_ORIGIN,
  fuzzRoutes,
  HOSTILE_REDIRECTS,
  orderBody,
  placeOrder,
  type RouteCase,
} from "./support/api-fuzz";

/*
 * Generated requests against every API route handler of a shop with no payment keys (the demo
 * provider pays card orders); the checks and generators are in support/api-fuzz.ts. Square's
 * return routes and webhook need Square configured: fuzz-api-square.integ.ts. The env is read when
 * the server modules load, so it is set before they are imported.
 */

const PREVIEW_TOKEN = "fuzz-preview-token-0123456789abcdef";
const STRIPE_SECRET = "whsec_fuzz123";

const restoreEnv = await vi.hoisted(async () => {
  const { setEnv } = await import("../support/env");
  const values = {
    STRIPE_WEBHOOK_SECRET: "whsec_fuzz123",
    SITE_URL: "https://shop.test",
    API_RATE_LIMIT: "40",
    API_RATE_LIMIT_WINDOW_SECONDS: "60",
    // Behind one proxy: the generated X-Forwarded-For is the client's text, then the proxy's entry.
    TRUSTED_PROXY_HOPS: "1",
    CONTACT_RATE_LIMIT: "8",
    PREVIEW_TOKEN: "fuzz-preview-token-0123456789abcdef",
  };
  return setEnv(values);
});

/** Draft mode needs Next's request scope; the mock counts the times the right token switched it on. */
const draft = vi.hoisted(() => ({ enabled: 0 }));

vi.mock("next/headers", () => ({
  draftMode: async () => ({
    isEnabled: false,
    enable() {
      draft.enabled += 1;
    },
    disable() {},
  }),
  cookies: async () => ({ get() {}, set() {}, delete() {} }),
}));

let enabledSeen = 0;

/** True when this answer came after the route switched preview on. */
function previewSwitchedOn(response: Response): boolean {
  const switched = draft.enabled > enabledSeen;
  enabledSeen = draft.enabled;
  return response.status === 307 && switched;
}

const dialect = process.env.TEST_DB ?? "sqlite";
const RUNS_PER_ROUTE = 170;

// ------------------------------------------------------------------ the routes

function signStripe(body: string): Record<string, string> {
  return { "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload: body, secret: STRIPE_SECRET }) };
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
      accepted: {
        body: fc.record({
          uuid: fc.uuid({ version: 4 }),
          cart: fc.constant(JSON.stringify([FIRE_CAPE])),
          email: fc.constantFrom("", "ada@example.com"),
        }),
      },
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
      path: "/api/cart/review",
      method: "POST",
      module: await import("@/app/api/cart/review/route"),
      refusesCrossSite: true,
      maxBytes: 48 * 1024,
      accepted: { body: fc.record({ items: fc.constant([FIRE_CAPE, { ...FIRE_CAPE, sku: "no-such-product" }]) }) },
      body: fc.record({
        items: fc.oneof(fc.constant([FIRE_CAPE]), fc.array(cartItemArb, { maxLength: 4 })),
      }),
    },
    {
      path: "/api/brevo/fallback",
      method: "POST",
      module: await import("@/app/api/brevo/fallback/route"),
      refusesCrossSite: true,
      maxBytes: 16 * 1024,
      accepted: {
        body: fc.record({
          email: fc.constant("ada@example.com"),
          message: fc.string({ minLength: 1, maxLength: 300 }),
        }),
      },
      body: fc.record({ email: emailArb, message: fc.string({ maxLength: 300 }) }),
    },
    {
      path: "/api/sell-orders",
      method: "POST",
      module: await import("@/app/api/sell-orders/route"),
      refusesCrossSite: true,
      maxBytes: 4 * 1024,
      // A player of its own each time (email and RSN from a uuid): the daily limit never refuses it.
      accepted: {
        body: fc.record({
          millions: fc.integer({ min: 100, max: 10_000 }),
          rsn: fc.uuid({ version: 4 }).map((id) => id.replaceAll("-", "").slice(0, 12)),
          email: fc.uuid({ version: 4 }).map((id) => `${id}@example.com`),
          payoutMethod: fc.constantFrom("crypto", "zelle", "revolut"),
          payoutDetails: fc.constant("bc1qfuzzwallet0000"),
        }),
      },
      body: fc.record({
        millions: fc.oneof(fc.integer(), fc.double(), fc.string({ maxLength: 8 })),
        rsn: fc.string({ maxLength: 20 }),
        email: emailArb,
        payoutMethod: fc.oneof(fc.constantFrom("crypto", "card"), fc.string({ maxLength: 10 })),
        payoutDetails: fc.string({ maxLength: 250 }),
      }),
    },
    {
      path: "/api/chat/messages",
      method: "POST",
      module: await import("@/app/api/chat/messages/route"),
      refusesCrossSite: true,
      maxBytes: 8 * 1024,
      // A new visitor each time (no cookie): a conversation of its own, under the per-address limit.
      accepted: {
        body: fc.record({
          body: fc
            .string({ minLength: 1, maxLength: 200 })
            .filter((text) => /^[\x20-\x7e]*[a-z][\x20-\x7e]*$/i.test(text)),
          page: fc.constant("/fire-cape"),
        }),
      },
      body: fc.record({
        body: fc.oneof(fc.string({ maxLength: 1_200 }), fc.integer()),
        page: fc.oneof(fc.constant("/fire-cape"), fc.string({ maxLength: 400 })),
      }),
    },
    {
      path: "/api/checkout/order",
      method: "POST",
      module: await import("@/app/api/checkout/order/route"),
      refusesCrossSite: true,
      maxBytes: 48 * 1024,
      accepted: { body: acceptedOrderBody("card") },
      body: orderBody(["card", "square", "crypto", "zelle", "paypal"]),
    },
    {
      path: "/api/checkout/quote",
      method: "POST",
      module: await import("@/app/api/checkout/quote/route"),
      refusesCrossSite: true,
      maxBytes: 48 * 1024,
      accepted: { body: fc.record({ items: fc.constant([FIRE_CAPE]) }) },
      body: fc.record({
        items: fc.oneof(fc.constant([FIRE_CAPE]), fc.array(cartItemArb, { maxLength: 4 })),
      }),
    },
    {
      path: "/api/stripe/markAsCompleted",
      method: "POST",
      module: await import("@/app/api/stripe/markAsCompleted/route"),
      refusesCrossSite: true,
      maxBytes: 4 * 1024,
      accepted: { body: fc.record({ stripeId: fc.constantFrom(...known.paidRefs) }) },
      body: markBody("stripeId"),
    },
    {
      path: "/api/stripe/getPaymentData",
      method: "GET",
      module: await import("@/app/api/stripe/getPaymentData/route"),
      refusesCrossSite: false,
      accepted: { query: fc.constantFrom(...known.refs, ...known.paidRefs).map((id) => `id=${id}`) },
      query: paymentQuery,
    },
    {
      path: "/api/test-payment",
      method: "POST",
      module: await import("@/app/api/test-payment/route"),
      refusesCrossSite: true,
      maxBytes: 4 * 1024,
      accepted: { body: fc.record({ session: fc.constantFrom(...known.refs), action: fc.constant("pay") }) },
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
      path: "/api/preview",
      method: "GET",
      module: await import("@/app/api/preview/route"),
      refusesCrossSite: false,
      // Its accepting path is the right token switching draft mode on (the answer is a 307 either way).
      accepts: previewSwitchedOn,
      query: fc
        .record({
          token: fc.oneof(fc.constant(PREVIEW_TOKEN), fc.string({ maxLength: 30 })),
          redirect: fc.oneof(fc.constantFrom(...HOSTILE_REDIRECTS), fc.string({ unit: "grapheme", maxLength: 40 })),
        })
        .map(({ token, redirect }) => `token=${encodeURIComponent(token)}&redirect=${encodeURIComponent(redirect)}`),
    },
    {
      path: "/api/preview/exit",
      method: "GET",
      module: await import("@/app/api/preview/exit/route"),
      refusesCrossSite: false,
      // Leaving preview always succeeds: a 307 back to a path on this site.
      accepts: (response) => response.status === 307,
      query: fc
        .oneof(fc.constantFrom(...HOSTILE_REDIRECTS), fc.string({ unit: "grapheme", maxLength: 40 }))
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
    {
      path: "/api/gold/stock",
      method: "GET",
      module: await import("@/app/api/gold/stock/route"),
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
    const placed = await placeOrder(POST, "card");
    const ref = new URL(placed.json.redirectUrl ?? "", FUZZ_ORIGIN).searchParams.get("session");
    if (placed.status !== 201 || !ref) throw new Error(`could not place a demo order: ${placed.status}`);
    refs.push(ref);
  }
  return refs;
}

async function payDemoOrder(ref: string): Promise<void> {
  const { POST } = await import("@/app/api/test-payment/route");
  const response = await POST(
    new Request(`${FUZZ_ORIGIN}/api/test-payment`, {
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
  const refs = await placeDemoOrders(6);
  const paidRefs = refs.slice(0, 2);
  for (const ref of paidRefs) await payDemoOrder(ref);
  known = { refs: refs.slice(2), paidRefs };
});

afterAll(() => {
  restoreEnv();
});

describe(`fuzzing every API route of a demo-mode shop on ${dialect}`, () => {
  it(`answers ${RUNS_PER_ROUTE} generated requests per route with no 5xx, only well-formed 4xx, no writes when refused, and some accepted`, async () => {
    vi.spyOn(console, "info").mockImplementation(() => {});
    const all = await routes(known);
    const total = await fuzzRoutes(`${dialect}, demo provider`, all, RUNS_PER_ROUTE);
    expect(total).toBe(all.length * RUNS_PER_ROUTE);
  }, 120_000);
});
