import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { CartItem } from "@/domain/cart/cart-schema";
import { buildGoldCartItem } from "@/domain/gold/gold-cart-item";
import { setEnv } from "../support/env";
import { SLOW_STRIPE_SECRET_KEY, type SlowStripe, startSlowStripe } from "../support/slow-stripe";

/*
 * A payment provider that stops answering: the visitor gets a clear 503 within
 * PAYMENT_PROVIDER_TIMEOUT_MS, the order stays pending (not failed, not paid), and placing it
 * again once the provider answers works. The env is read when the server modules load, so they
 * are imported after it is set.
 */

const dialect = process.env.TEST_DB ?? "sqlite";
const TIMEOUT_MS = 800;

const GOLD: CartItem = buildGoldCartItem(750);

let stripe: SlowStripe;
let orderRoute: typeof import("@/app/api/checkout/order/route");
let dbClient: typeof import("@/server/db/client");
let restoreEnv = () => {};

beforeAll(async () => {
  stripe = await startSlowStripe();
  restoreEnv = setEnv({
    STRIPE_SECRET_KEY: SLOW_STRIPE_SECRET_KEY,
    STRIPE_API_URL: stripe.url,
    PAYMENT_PROVIDER_TIMEOUT_MS: String(TIMEOUT_MS),
  });
  vi.resetModules();
  orderRoute = await import("@/app/api/checkout/order/route");
  dbClient = await import("@/server/db/client");
});

afterAll(async () => {
  await stripe.close();
  restoreEnv();
});

function placeOrder(cartUuid: string): Promise<Response> {
  return Promise.resolve(
    orderRoute.POST(
      new Request("http://shop.test/api/checkout/order", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          cartUuid,
          items: [GOLD],
          profile: { email: "ada@example.com", name: "Ada", phone: "", rsn: "Zezima" },
          method: "card",
          acceptTerms: true,
          expectedTotalCents: 14_250,
        }),
      }),
      undefined,
    ),
  );
}

async function ordersOfCart(cartUuid: string) {
  const { db } = dbClient.getDatabase();
  return db
    .selectFrom("orders")
    .select(["reference", "status", "provider", "provider_ref"])
    .where("cart_uuid", "=", cartUuid)
    .orderBy("created_at")
    .execute();
}

describe(`checkout when the payment provider times out, on ${dialect}`, () => {
  it("answers 503 unavailable:payment_provider in time, keeps the order pending, and a retry works", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const cartUuid = crypto.randomUUID();
    stripe.setHanging(true);
    const started = performance.now();
    const response = await placeOrder(cartUuid);
    const waited = performance.now() - started;
    expect(response.status).toBe(503);
    const body = (await response.json()) as { code: string; message: string };
    expect(body.code).toBe("unavailable:payment_provider");
    expect(waited).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    // The provider never answers, so only the shop's timeout ends the wait; the margin is for a
    // loaded machine placing the order (two test files run at once), far below the SDK's 80 s.
    expect(waited).toBeLessThan(TIMEOUT_MS + 10_000);
    expect(stripe.held()).toBeGreaterThanOrEqual(1);

    const [stuck, ...others] = await ordersOfCart(cartUuid);
    expect(others).toHaveLength(0);
    expect(stuck).toMatchObject({ status: "pending", provider: "stripe", provider_ref: null });
    expect(body.message).toBe(
      `The payment provider did not answer in time. Your order ${stuck?.reference} is saved and you have not been charged; please try again in a minute.`,
    );

    stripe.setHanging(false);
    const retry = await placeOrder(cartUuid);
    expect(retry.status).toBe(201);
    const placed = (await retry.json()) as { kind: string; redirectUrl: string };
    expect(placed.kind).toBe("redirect");
    expect(placed.redirectUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_slow_\d+$/);

    const after = await ordersOfCart(cartUuid);
    expect(after).toHaveLength(2);
    expect(after[0]).toMatchObject({ status: "pending", provider_ref: null });
    expect(after[1]).toMatchObject({ status: "pending", provider: "stripe" });
    expect(after[1]?.provider_ref).toMatch(/^cs_test_slow_\d+$/);
    errors.mockRestore();
  });
});
