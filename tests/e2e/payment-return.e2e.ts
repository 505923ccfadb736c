import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { type Browser, chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { placeDemoOrder } from "./support/demo-order";
import { type RunningServer, startShopServer } from "./support/server";

/*
 * The return page for an order that was paid and then refunded or disputed: it says so, offers no
 * second payment and fires no purchase event. The order is paid through the demo provider; its later
 * status is written as the refund or dispute webhook leaves it (those webhooks are tested in
 * tests/integration/stripe-refunds.integ.ts and square-money.integ.ts).
 */

let server: RunningServer;
let browser: Browser;
let dataDir: string;

const databaseFile = () => join(dataDir, "shop.sqlite");

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "shop-e2e-return-"));
  server = await startShopServer({ DATABASE_URL: databaseFile(), API_RATE_LIMIT: "100000" });
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking"],
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A zerker fire cape ordered and paid with the demo provider, through the shop's own API; its session id. */
async function paidDemoOrder(): Promise<string> {
  const headers = { "content-type": "application/json", origin: server.baseUrl };
  const { session } = await placeDemoOrder(server.baseUrl);
  const paid = await fetch(`${server.baseUrl}/api/test-payment`, {
    method: "POST",
    headers,
    body: JSON.stringify({ session, action: "pay" }),
  });
  expect(paid.status).toBe(200);
  return session;
}

function setOrderStatus(session: string, status: "refunded" | "disputed"): void {
  const db = new SQLite(databaseFile());
  try {
    db.prepare("UPDATE orders SET status = ? WHERE provider_ref = ?").run(status, session);
  } finally {
    db.close();
  }
}

describe("the return page after the money went back", () => {
  it.each([
    ["refunded", "This order was refunded"],
    ["disputed", "This payment is disputed"],
  ] as const)("shows a %s order as such, with no second payment and no purchase event", async (status, title) => {
    const session = await paidDemoOrder();
    setOrderStatus(session, status);
    const context = await browser.newContext({ baseURL: server.baseUrl });
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort("blockedbyclient"));
    const page = await context.newPage();
    await page.goto(`/checkout?stripe_id=${session}`);
    await page.waitForFunction(
      (expected) =>
        document.querySelector('[data-testid="order-confirmation"]')?.getAttribute("data-status") === expected,
      status,
    );
    const confirmation = page.getByTestId("order-confirmation");
    expect(await confirmation.locator("h2").innerText()).toBe(title);
    expect(await confirmation.innerText()).not.toMatch(/nothing was charged/i);
    expect(await page.getByRole("link", { name: "Back to checkout" }).count()).toBe(0);
    const purchases = await page.evaluate(
      () =>
        ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter(
          (entry) => entry.event === "purchase",
        ).length,
    );
    expect(purchases).toBe(0);
    await context.close();
  });
});
