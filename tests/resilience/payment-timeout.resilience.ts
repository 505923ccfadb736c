import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildGoldCartItem } from "@/domain/gold/gold-cart-item";
import { type RunningServer, startShopServer } from "../e2e/support/server";
import { SLOW_STRIPE_SECRET_KEY, type SlowStripe, startSlowStripe } from "../support/slow-stripe";
import { printFigures, UNLIMITED_ENV } from "./support/resilience";

/*
 * Stripe stops answering while a visitor checks out, against the production build: the visitor
 * gets a clear message within PAYMENT_PROVIDER_TIMEOUT_MS (the checkout form shows the server's
 * message as is), the order stays pending, and placing it again once Stripe answers works.
 */

const TIMEOUT_MS = 2_000;

const dir = mkdtempSync(join(tmpdir(), "shop-payment-"));
const file = join(dir, "shop.sqlite");
let stripe: SlowStripe;
let server: RunningServer;

beforeAll(async () => {
  stripe = await startSlowStripe();
  server = await startShopServer({
    ...UNLIMITED_ENV,
    DATABASE_URL: file,
    STRIPE_SECRET_KEY: SLOW_STRIPE_SECRET_KEY,
    STRIPE_API_URL: stripe.url,
    PAYMENT_PROVIDER_TIMEOUT_MS: String(TIMEOUT_MS),
  });
});

afterAll(async () => {
  await server?.stop();
  await stripe?.close();
  rmSync(dir, { recursive: true, force: true });
});

function placeOrder(cartUuid: string): Promise<Response> {
  return fetch(`${server.baseUrl}/api/checkout/order`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      cartUuid,
      items: [buildGoldCartItem(750)],
      profile: { email: "ada@example.com", name: "Ada", phone: "", rsn: "Zezima" },
      method: "card",
      acceptTerms: true,
      expectedTotalCents: 14_250,
    }),
  });
}

function ordersOf(cartUuid: string) {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare("select reference, status, provider_ref from orders where cart_uuid = ? order by created_at")
      .all(cartUuid) as { reference: string; status: string; provider_ref: string | null }[];
  } finally {
    db.close();
  }
}

describe("fault: the payment provider times out", () => {
  it("tells the visitor, keeps the order pending, and a retry works", async () => {
    // A first request loads the route, so the timing below measures the timeout, not a cold start.
    const warmUp = await fetch(`${server.baseUrl}/api/checkout/order`, { method: "POST", body: "{}" });
    expect(warmUp.status).toBeGreaterThanOrEqual(400);
    expect(warmUp.status).toBeLessThan(500);
    const cartUuid = crypto.randomUUID();
    stripe.setHanging(true);
    const started = performance.now();
    const response = await placeOrder(cartUuid);
    const waitedMs = Math.round(performance.now() - started);
    const body = (await response.json()) as { code: string; message: string };
    const [pending] = ordersOf(cartUuid);

    stripe.setHanging(false);
    const retry = await placeOrder(cartUuid);
    const placed = (await retry.json()) as { kind: string; redirectUrl: string };
    const orders = ordersOf(cartUuid);

    printFigures("payment-timeout", {
      requests_tried: 2,
      faults_injected: 1,
      provider_requests_held: stripe.held(),
      answered_after_ms: waitedMs,
      timeout_status: response.status,
      retry_status: retry.status,
      writes_checked: orders.length,
    });

    expect(response.status).toBe(503);
    expect(body.code).toBe("unavailable:payment_provider");
    expect(body.message).toBe(
      `The payment provider did not answer in time. Your order ${pending?.reference} is saved and you have not been charged; please try again in a minute.`,
    );
    expect(waitedMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(waitedMs).toBeLessThan(TIMEOUT_MS + 5_000);
    expect(retry.status).toBe(201);
    expect(placed.kind).toBe("redirect");
    expect(placed.redirectUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_slow_\d+$/);
    expect(orders).toHaveLength(2);
    expect(orders[0]).toMatchObject({ status: "pending", provider_ref: null });
    expect(orders[1]).toMatchObject({ status: "pending" });
    expect(orders[1]?.provider_ref).toMatch(/^cs_test_slow_\d+$/);
  });
});
