import type { Page } from "@playwright/test";
import SQLite from "better-sqlite3";
import { buildGoldCartItem } from "@/domain/gold/gold-cart-item";
import { AdminOrderPage, AdminOrdersPage } from "./pages/admin-orders";
import { operatorSession } from "./support/admin";
import { axeViolations } from "./support/axe";
import { DESKTOP, PHONE, saveScreenshot } from "./support/browser";
import { placeDemoOrder } from "./support/demo-order";
import { E2E_ENV } from "./support/e2e-env";
import { expect, test, withOwnServer } from "./support/fixtures";
import { tabTo } from "./support/keyboard";

/*
 * Issue 18, items 2 and 4 in a browser against the production build: an operator reports the work
 * on a paid order step by step (a kills figure, a new figure, a pause that needs its reason, the
 * delivery) and sets a gold order's trade details from the keyboard; each step the customer's
 * page shows is in the order's timeline and each step change emailed (the e2e database's
 * outbox). One server and one operator session for the file.
 */

// Every test below uses the one server withOwnServer starts with this file's settings (a beforeAll,
// run once per worker), so they run in one worker, in the order written.
test.describe.configure({ mode: "serial" });
const server = withOwnServer(E2E_ENV);
const signedIn = operatorSession(
  () => server().databaseFile,
  "steps@example.com",
  "a long enough passphrase for steps",
);

test.use({ viewport: DESKTOP });

/** The step and trade emails about an order (not the shop's own notice), oldest first, from the server's database. */
function customerEmails(reference: string): { subject: string; body_text: string }[] {
  const db = new SQLite(server().databaseFile, { readonly: true });
  try {
    return db
      .prepare(
        `select subject, body_text from outbox where order_id = (select id from orders where reference = ?)
         and subject like ? and subject not like '%Paid order%' order by created_at, id`,
      )
      .all(reference, `%order ${reference}:%`) as { subject: string; body_text: string }[];
  } finally {
    db.close();
  }
}

/** Pays an order on the demo provider's page and answers its reference. */
async function pay(page: Page, paymentPath: string): Promise<string> {
  await page.goto(paymentPath);
  await page.getByTestId("test-payment-pay").click();
  await expect(page.getByTestId("order-confirmation")).toHaveAttribute("data-status", "paid");
  return (await page.getByTestId("order-reference").textContent()) ?? "";
}

/** 750M of gold through the shop's API with the demo provider; answers its payment page's path. */
async function placeGoldOrder(baseUrl: string): Promise<string> {
  const gold = buildGoldCartItem(750);
  const placed = await fetch(`${baseUrl}/api/checkout/order`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({
      cartUuid: crypto.randomUUID(),
      items: [gold],
      profile: { email: "gold-buyer@example.com", name: "Zezima", phone: "", rsn: "Zezima" },
      method: "card",
      acceptTerms: true,
      expectedTotalCents: gold.totalPrice,
    }),
  });
  expect(placed.status).toBe(201);
  const { redirectUrl } = (await placed.json()) as { redirectUrl?: string };
  const target = new URL(redirectUrl ?? "", baseUrl);
  return `${target.pathname}${target.search}`;
}

test("an operator reports a kills figure, updates it, pauses with a reason (refused without one) and delivers; each step change is emailed", async ({
  page,
  context,
}) => {
  const { paymentPath } = await placeDemoOrder(server().baseUrl);
  const reference = await pay(page, paymentPath);
  await signedIn(page, context);
  await new AdminOrdersPage(page).open();
  await new AdminOrdersPage(page).openOrder(reference);
  const order = new AdminOrderPage(page);
  await expect(order.work("Step")).toHaveText("queued");

  await order.reportProgress({ done: 10, target: 250, unit: "kills" }, "Set fulfilment");
  await expect(order.fulfilment).toHaveText("in progress");
  await expect(order.work("Progress")).toHaveText("10 of 250 kills");
  await order.reportProgress({ done: 120 });
  await expect(order.work("Progress")).toHaveText("120 of 250 kills");

  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, "admin-order-steps-1280", { fullPage: true });

  await order.action("Set fulfilment").click();
  await order.dialog.getByLabel("New status").selectOption({ label: "paused" });
  const reason = order.dialog.getByLabel("Reason");
  await expect(order.dialog).toContainText("The customer reads this on their order page");
  await order.dialog.getByRole("button", { name: "Set status" }).click();
  await expect(order.fieldError("step")).toHaveText("Say why the work is paused: the customer reads it.");
  await expect(reason).toHaveAttribute("aria-invalid", "true");
  await expect(reason).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, "admin-order-steps-pause-refused-1280");
  await reason.fill("Your account is logged in: log out and we carry on.");
  await order.dialog.getByRole("button", { name: "Set status" }).click();
  await expect(order.dialog).toBeHidden();
  await expect(order.fulfilment).toHaveText("paused");
  await expect(order.work("Paused because")).toHaveText("Your account is logged in: log out and we carry on.");

  await order.setFulfilment("delivered");
  await expect(order.work("Progress")).toHaveText("—");
  const steps = page.getByTestId("admin-order-timeline-entry").and(page.locator("[data-kind=step]"));
  await expect(steps).toHaveText([
    /Customer sees: in progress · 10 of 250 kills/,
    /Customer sees: in progress · 120 of 250 kills/,
    /Customer sees: paused[\s\S]*Your account is logged in/,
    /Customer sees: delivered/,
  ]);

  // One email per step change; the second figure came minutes after the first, inside the progress throttle.
  const emails = customerEmails(reference);
  expect(emails.map((email) => email.subject.replace(/^\[TEST\] \S+ /, ""))).toEqual([
    `order ${reference}: in progress`,
    `order ${reference}: paused`,
    `order ${reference}: delivered`,
  ]);
  expect(emails[0]?.body_text).toContain("Progress: 10 of 250 kills");
  expect(emails[1]?.body_text).toContain("Why: Your account is logged in");
  for (const email of emails) {
    expect(email.body_text).toMatch(new RegExp(`Follow your order: \\S+/orders/${reference}\\?k=[A-Za-z0-9_-]{43}`));
    expect(email.body_text).toContain("Stop these emails: open your order page and untick 'Email me at each step'");
  }
});

test("a gold order's trade details are set from the keyboard alone, a wrong world refused beside its field", async ({
  page,
  context,
}) => {
  const reference = await pay(page, await placeGoldOrder(server().baseUrl));
  await signedIn(page, context);
  await page.setViewportSize(PHONE);
  await new AdminOrdersPage(page).open();
  await new AdminOrdersPage(page).openOrder(reference);
  const order = new AdminOrderPage(page);
  await expect(order.work("Trade")).toHaveText("not set yet");

  await page.getByTestId("admin-order-reference").click();
  await tabTo(page, order.action("Trade details"));
  await page.keyboard.press("Enter");
  const world = order.dialog.getByLabel("World");
  await expect(world).toBeFocused();
  await page.keyboard.type("999");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Grand Exchange");
  await page.keyboard.press("Tab");
  await page.keyboard.type("RF Trader");
  await page.keyboard.press("Enter");
  await expect(order.fieldError("trade")).toHaveText("Enter a world from 301 to 580.");
  await expect(world).toHaveAttribute("aria-invalid", "true");
  await expect(world).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, "admin-order-trade-refused-375");
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("420");
  await page.keyboard.press("Enter");
  await expect(order.dialog).toBeHidden();
  await expect(order.work("Trade")).toHaveText("World 420, Grand Exchange, with our trader RF Trader");
  await saveScreenshot(page, "admin-order-steps-375", { fullPage: true });

  const [email] = customerEmails(reference);
  expect(email?.subject).toContain(`order ${reference}: where to meet our trader`);
  expect(email?.body_text).toContain("World: 420");
  expect(email?.body_text).toContain("Our trader's name: RF Trader");
});
