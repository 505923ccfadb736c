import SQLite from "better-sqlite3";
import { ContactModal } from "./pages/contact-modal";
import { OrderLookupPage, OrderQuestionForm } from "./pages/order-lookup-page";
import { operatorSession } from "./support/admin";
import { axeViolations } from "./support/axe";
import { blockOutsideHosts, DESKTOP, PHONE, saveScreenshot } from "./support/browser";
import { placeFireCapeOrder } from "./support/demo-order";
import { E2E_ENV } from "./support/e2e-env";
import { expect, PROFILE, test, withOwnServer } from "./support/fixtures";
import { tabTo } from "./support/keyboard";
import { orderLink } from "./support/order-links";

/*
 * Issue 18's links and questions in a browser against the production build, on one server and
 * database of this file's own (the lookup's limits count every test's lookups from 127.0.0.1, so
 * the test that runs into them comes last): "Follow your order" on the manual-order and card
 * confirmations, the lookup form by keyboard and its email's link, a question from the order's
 * page in the operator's inbox linked to the order, and the operator's reply in the outbox; and
 * (issue 38) an expired link's page, whose lookup form emails a fresh link.
 */

// Every test below uses the one server withOwnServer starts with this file's settings (a beforeAll,
// run once per worker), so they run in one worker, in the order written.
test.describe.configure({ mode: "serial" });
const server = withOwnServer(E2E_ENV);
const signIn = operatorSession(
  () => server().databaseFile,
  "links-operator@example.com",
  "a long passphrase for the links",
);

const CUSTOMER = PROFILE.email.trim().toLowerCase();
const ORDER_LINK = /\/orders\/(RF-[A-Z2-9]{8})\?k=[A-Za-z0-9_-]{43}$/;

/** The order-page links emailed to `to`, oldest first, as the server's outbox holds them. */
function linksEmailedTo(to: string): string[] {
  const db = new SQLite(server().databaseFile, { readonly: true });
  try {
    const rows = db.prepare("select body_text from outbox where to_address = ? order by created_at").all(to) as {
      body_text: string;
    }[];
    return rows.flatMap((row) =>
      [...row.body_text.matchAll(/Follow your order: (\S+)/g)].map((match) => match[1] ?? ""),
    );
  } finally {
    db.close();
  }
}

/** The same path on the test server (the email's links name SITE_URL). */
function onServer(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

test("a manual order's confirmation has \"Follow your order\", which opens the order's page", async ({
  filledCheckout: checkout,
  page,
}) => {
  await checkout.method("zelle").check();
  await checkout.submit.click();
  await expect(new ContactModal(page).dialog).toBeVisible();
  await page.keyboard.press("Escape");
  const reference = await page.getByTestId("manual-order-reference").textContent();
  const link = page.getByRole("link", { name: "Follow your order" });
  await expect(link).toHaveAttribute("href", ORDER_LINK);
  await saveScreenshot(page, "order-links-manual-1280");
  await page.setViewportSize(PHONE);
  await saveScreenshot(page, "order-links-manual-375", { fullPage: true });
  await link.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Order ${reference}`);
  // The manual-order email carries a link of its own.
  expect(linksEmailedTo(CUSTOMER).some((emailed) => emailed.includes(`/orders/${reference}?k=`))).toBe(true);
});

test("a card payment's confirmation has the link this tab was given when it placed the order", async ({
  filledCheckout: checkout,
  page,
}) => {
  await checkout.method("card").check();
  await checkout.submit.click();
  await page.waitForURL((url) => url.pathname === "/test-payment");
  await page.getByTestId("test-payment-pay").click();
  const confirmation = page.getByTestId("order-confirmation");
  await expect(confirmation).toHaveAttribute("data-status", "paid");
  const reference = await confirmation.getByTestId("order-reference").textContent();
  const link = confirmation.getByRole("link", { name: "Follow your order" });
  await expect(link).toHaveAttribute("href", new RegExp(`/orders/${reference}\\?k=`));
  await saveScreenshot(page, "order-links-paid-1280");
  await page.setViewportSize(PHONE);
  await saveScreenshot(page, "order-links-paid-375", { fullPage: true });

  // The same return in a tab that did not place the order points to the receipt's link instead.
  const other = await page.context().browser()?.newContext({ baseURL: server().baseUrl });
  if (!other) throw new Error("no browser");
  await blockOutsideHosts(other);
  const otherTab = await other.newPage();
  await otherTab.goto(page.url());
  await expect(otherTab.getByTestId("order-page-link-emailed")).toHaveText(
    "Your receipt email has a link to follow your order.",
  );
  await other.close();
  await link.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Order ${reference}`);
});

test("the lookup form, used from the keyboard, emails a link that opens the order's page", async ({ page }) => {
  const email = "lookup-owner@example.com";
  const placed = await placeFireCapeOrder(server().baseUrl, "zelle", email);
  const before = linksEmailedTo(email).length;
  const lookup = new OrderLookupPage(page);
  await page.setViewportSize(DESKTOP);
  await lookup.open();
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, "order-lookup-1280");

  await tabTo(page, lookup.reference);
  await page.keyboard.type("RF-1");
  await page.keyboard.press("Tab");
  await page.keyboard.type(email.toUpperCase());
  await page.keyboard.press("Enter");
  await expect(lookup.referenceError).toHaveText("Enter the order reference as it was shown to you, like RF-7K2M9Q3X.");
  await expect(lookup.reference).toHaveAttribute("aria-invalid", "true");
  await expect(lookup.reference).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);

  await lookup.reference.press("ControlOrMeta+a");
  await page.keyboard.type(placed.reference.toLowerCase());
  await page.keyboard.press("Enter");
  await expect(lookup.answer).toHaveText(
    "If that order exists, we have emailed its link to the address it was placed with.",
  );
  await expect(lookup.reference).toHaveAttribute("aria-invalid", "false");
  await page.setViewportSize(PHONE);
  await saveScreenshot(page, "order-lookup-375", { fullPage: true });
  await expect.poll(() => linksEmailedTo(email).length).toBe(before + 1);
  await page.goto(onServer(linksEmailedTo(email).at(-1) ?? ""));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Order ${placed.reference}`);
});

test("a question from the order's page reaches the operator's inbox linked to the order, and the reply is emailed", async ({
  page,
  browser,
}) => {
  const email = "asks-a-question@example.com";
  const placed = (await placeFireCapeOrder(server().baseUrl, "zelle", email)) as {
    reference: string;
    orderPath?: string;
  };
  await page.setViewportSize(DESKTOP);
  await page.goto(placed.orderPath ?? "");
  const question = new OrderQuestionForm(page);
  await question.submit.click();
  await expect(page.getByTestId("order-question-error-field")).toHaveText("Write your question first.");
  await expect(question.message).toBeFocused();
  await question.message.fill("Can you start before the weekend?");
  await question.submit.click();
  await expect(question.sent).toHaveText("Sent. We reply by email to as…@example.com");
  await expect(question.message).toHaveValue("");
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, "order-question-1280", { fullPage: true });

  const operator = await browser.newContext({ baseURL: server().baseUrl, viewport: DESKTOP });
  await blockOutsideHosts(operator);
  const admin = await operator.newPage();
  await signIn(admin, operator);
  await admin.goto("/admin/messages");
  const row = admin.getByTestId("admin-inbox").locator("tr", { hasText: "Can you start before the weekend?" });
  await expect(row.getByTestId("admin-message-order")).toHaveText(`About order ${placed.reference}`);
  await row.getByRole("link", { name: email }).click();
  const about = admin.getByTestId("admin-message-order");
  await expect(about).toHaveText(`About order ${placed.reference}`);
  await expect(about).toHaveAttribute("href", /^\/admin\/orders\/[0-9a-f-]{36}$/);
  await admin.getByTestId("admin-reply-body").fill("Yes, we start tomorrow.");
  await admin.getByTestId("admin-reply-submit").click();
  await admin.getByTestId("admin-confirm-action").click();
  await expect(admin.getByTestId("admin-thread-reply")).toContainText("Yes, we start tomorrow.");
  const db = new SQLite(server().databaseFile, { readonly: true });
  try {
    const reply = db.prepare("select body_text from outbox where to_address = ? and subject like 'Re:%'").get(email) as
      | { body_text: string }
      | undefined;
    expect(reply?.body_text).toContain("Yes, we start tomorrow.");
  } finally {
    db.close();
  }
  await about.click();
  await expect(admin).toHaveURL(/\/admin\/orders\/[0-9a-f-]{36}$/);
  // The order's own page lists the question, a link back to its thread.
  await expect(admin.getByTestId("admin-order-message")).toHaveText("Can you start before the weekend?");
  await operator.close();
});

test("a link past its lifetime says it has expired, and its lookup form emails a fresh link that opens the order", async ({
  page,
}) => {
  const email = "expired-link@example.com";
  const placed = await placeFireCapeOrder(server().baseUrl, "zelle", email);
  // The shop's default lifetime is 90 days from when the link was made.
  const aged = await orderLink(server().databaseFile, placed.reference, { ageDays: 91 });
  const before = linksEmailedTo(email).length;
  await page.setViewportSize(PHONE);
  await page.goto(aged);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link has expired");
  await expect(page.getByTestId("order-link-expired")).toContainText(`a fresh link for order ${placed.reference}`);
  const lookup = new OrderLookupPage(page);
  await expect(lookup.reference).toHaveValue(placed.reference);
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, "order-link-expired-375", { fullPage: true });

  await lookup.email.fill(email);
  await lookup.submit.click();
  await expect(lookup.answer).toHaveText(
    "If that order exists, we have emailed its link to the address it was placed with.",
  );
  await expect.poll(() => linksEmailedTo(email).length).toBe(before + 1);
  await page.goto(onServer(linksEmailedTo(email).at(-1) ?? ""));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Order ${placed.reference}`);
  // The old link stays expired.
  await page.goto(aged);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link has expired");
});

test("the lookup form shows the rate limit's message once an address has used its lookups", async ({ page }) => {
  const lookup = new OrderLookupPage(page);
  await lookup.open();
  await lookup.reference.fill("RF-ZZZZZZZZ");
  await lookup.email.fill("nobody@example.com");
  // Five lookups in 15 minutes from one address (earlier tests used some): a later one is refused.
  await expect(async () => {
    await lookup.submit.click();
    await expect(lookup.error).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(lookup.error).toHaveText("Too many lookups; please wait a little and try again.");
  await expect(lookup.error).toHaveAttribute("role", "alert");
});
