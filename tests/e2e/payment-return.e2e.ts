import SQLite from "better-sqlite3";
import { placeDemoOrder } from "./support/demo-order";
import { expect, test, withOwnServer } from "./support/fixtures";

/*
 * The return page for an order that was paid and then refunded or disputed: it says so, offers no
 * second payment and fires no purchase event. The order is paid through the demo provider; its later
 * status is written as the refund or dispute webhook leaves it (those webhooks are tested in
 * tests/integration/stripe-refunds.integ.ts and square-money.integ.ts).
 */

// Every test below uses the one server withOwnServer starts with this file's settings (a beforeAll,
// run once per worker), so they run in one worker, in the order written.
test.describe.configure({ mode: "serial" });

// A server of its own, on a database file the tests write the later status into.
const ownServer = withOwnServer({ API_RATE_LIMIT: "100000" });

/** A zerker fire cape ordered and paid with the demo provider, through the shop's own API; its session id. */
async function paidDemoOrder(): Promise<string> {
  const headers = { "content-type": "application/json", origin: ownServer().baseUrl };
  const { session } = await placeDemoOrder(ownServer().baseUrl);
  const paid = await fetch(`${ownServer().baseUrl}/api/test-payment`, {
    method: "POST",
    headers,
    body: JSON.stringify({ session, action: "pay" }),
  });
  expect(paid.status).toBe(200);
  return session;
}

function setOrderStatus(session: string, status: "refunded" | "disputed"): void {
  const db = new SQLite(ownServer().databaseFile);
  try {
    db.prepare("UPDATE orders SET status = ? WHERE provider_ref = ?").run(status, session);
  } finally {
    db.close();
  }
}

test.describe("the return page after the money went back", () => {
  for (const [status, title] of [
    ["refunded", "This order was refunded"],
    ["disputed", "This payment is disputed"],
  ] as const) {
    test(`shows a ${status} order as such, with no second payment and no purchase event`, async ({ page }) => {
      const session = await paidDemoOrder();
      setOrderStatus(session, status);
      await page.goto(`/checkout?stripe_id=${session}`);
      const confirmation = page.getByTestId("order-confirmation");
      await expect(confirmation).toHaveAttribute("data-status", status);
      await expect(confirmation.locator("h2")).toHaveText(title);
      await expect(confirmation).not.toContainText(/nothing was charged/i);
      await expect(page.getByRole("link", { name: "Back to checkout" })).toHaveCount(0);
      const purchases = await page.evaluate(
        () =>
          ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter(
            (entry) => entry.event === "purchase",
          ).length,
      );
      expect(purchases).toBe(0);
    });
  }
});
