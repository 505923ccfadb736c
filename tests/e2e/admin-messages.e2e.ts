import type { Locator, Page } from "@playwright/test";
import SQLite from "better-sqlite3";
import { AdminHomePage } from "./pages/admin-home";
import { AdminInboxPage, AdminMessagePage } from "./pages/admin-messages";
import { ContactModal } from "./pages/contact-modal";
import { enrolOperatorWithRecovery, type RecoveryOperator, signInWithRecoveryCode } from "./support/admin";
import { axeViolations } from "./support/axe";
import { blockOutsideHosts, DESKTOP, saveScreenshot } from "./support/browser";
import { placeDemoOrder } from "./support/demo-order";
import { E2E_ENV } from "./support/e2e-env";
import { expect, test, withOwnServer } from "./support/fixtures";

/*
 * Issue 16, items 4 and 5 in a browser against the production build: the inbox fills live while
 * the operator watches it, a message is answered (the reply in the thread and in the outbox) and
 * closed, each action in the audit log; a paid demo order arrives as a toast; the reply works by
 * keyboard alone. The tests share one server and one operator, in the order written.
 */

// Every test below uses the one server withOwnServer starts with this file's settings (a beforeAll,
// run once per worker), so they run in one worker, in the order written: the first test starts from
// an empty inbox and counts its audit entries, which the later tests' messages would change.
test.describe.configure({ mode: "serial" });
const server = withOwnServer(E2E_ENV);

const OPERATOR_EMAIL = "inbox-operator@example.com";
const PASSWORD = "a long enough passphrase for the inbox";
const VISITOR = "visitor@example.com";
/** The live feed polls every 2 s; a page refresh follows. */
const LIVE = { timeout: 15_000 };

let operator: RecoveryOperator;

test.use({ viewport: DESKTOP });

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server().baseUrl, viewport: DESKTOP });
  await blockOutsideHosts(context);
  operator = await enrolOperatorWithRecovery(await context.newPage(), server().databaseFile, OPERATOR_EMAIL, PASSWORD);
  await context.close();
});

/** The reply emails queued for `to`, as the e2e server's database holds them. */
function repliesInOutbox(to: string): { subject: string; body_text: string; reply_to: string }[] {
  const db = new SQLite(server().databaseFile, { readonly: true });
  try {
    return db
      .prepare("select subject, body_text, reply_to from outbox where to_address = ? and subject like 'Re:%'")
      .all(to) as { subject: string; body_text: string; reply_to: string }[];
  } finally {
    db.close();
  }
}

/** Signs in and waits for the live feed's stream to be open, so what happens next is streamed. */
async function signInWithLiveFeed(page: Page): Promise<void> {
  const stream = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/admin/live");
  await signInWithRecoveryCode(page, operator);
  expect((await stream).status()).toBe(200);
}

/** Presses Tab until `target` has the focus (at most `max` times). */
async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let step = 0; step < max; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("Tab never reached the element");
}

test("a contact message appears live in the inbox with the title's count; the operator answers it (thread and outbox) and closes it, both audited", async ({
  page,
  browser,
}) => {
  await signInWithLiveFeed(page);
  const inbox = new AdminInboxPage(page);
  await inbox.open();
  await expect(inbox.empty).toBeVisible();
  await expect(inbox.tab("new").getByTestId("admin-inbox-count")).toHaveText("0");
  await expect(page).toHaveTitle(/^Messages \| /);
  await saveScreenshot(page, "admin-inbox-empty-1280");
  expect(await axeViolations(page)).toEqual([]);

  const visitor = await browser.newContext({ baseURL: server().baseUrl, viewport: DESKTOP });
  await blockOutsideHosts(visitor);
  const shop = await visitor.newPage();
  await shop.goto("/");
  const contact = new ContactModal(shop);
  await contact.openFromFooter();
  await contact.email.fill(VISITOR);
  await contact.message.fill("Can you do a fire cape on my pure this week?");
  await contact.submit.click();
  await expect(contact.status).toHaveText("Message submitted!");
  await visitor.close();

  // No reload: the live feed brings the row, the toast and the count.
  await expect(inbox.row(VISITOR)).toBeVisible(LIVE);
  await expect(inbox.row(VISITOR)).toContainText("Contact form");
  await expect(inbox.row(VISITOR)).toContainText("fire cape on my pure");
  await expect(page.getByTestId("admin-live-toast")).toContainText(`New message from ${VISITOR}`);
  await expect(page).toHaveTitle(/^\(1\) Messages \| /, LIVE);
  await expect(inbox.tab("new").getByTestId("admin-inbox-count")).toHaveText("1");
  await saveScreenshot(page, "admin-inbox-1280");
  expect(await axeViolations(page)).toEqual([]);

  await inbox.row(VISITOR).getByRole("link", { name: VISITOR }).click();
  const message = new AdminMessagePage(page);
  await expect(message.status).toHaveText("new");
  await expect(message.threadMessage).toContainText("Can you do a fire cape on my pure this week?");
  // The text is required: said inline, on the field, with the focus on it.
  await message.send.click();
  await expect(message.bodyError).toHaveText("Write the reply before sending it.");
  await expect(message.body).toHaveAttribute("aria-invalid", "true");
  await expect(message.body).toBeFocused();
  await expect(message.confirm).toHaveCount(0);

  await message.reply("Yes: order it from the shop and we start within the day.", "Fire cape");
  await expect(message.replies).toHaveCount(1);
  await expect(message.replies).toContainText("Yes: order it from the shop and we start within the day.");
  await expect(message.replies).toContainText(OPERATOR_EMAIL);
  await expect(message.replies).toContainText("Re: Fire cape");
  await expect(message.replies.getByTestId("admin-reply-email-status")).toHaveText(/pending|sent|failed/);
  await expect(message.status).toHaveText("open");
  const emails = repliesInOutbox(VISITOR);
  expect(emails).toHaveLength(1);
  expect(emails[0]?.subject).toBe("Re: Fire cape");
  expect(emails[0]?.body_text).toContain("Yes: order it from the shop and we start within the day.");
  expect(emails[0]?.body_text).toContain("> Can you do a fire cape on my pure this week?");
  await saveScreenshot(page, "admin-message-1280", { fullPage: true });
  expect(await axeViolations(page)).toEqual([]);

  await message.setStatus("close");
  await expect(message.status).toHaveText("closed");
  await expect(page.getByTestId("admin-message-reopen")).toBeVisible();
  // Answered and closed: nothing new is left to count.
  await expect(page).toHaveTitle(/^Message \| /, LIVE);

  await page.goto("/admin");
  const home = new AdminHomePage(page);
  await expect(home.audit.filter({ hasText: "answered a message." })).toHaveCount(1);
  await expect(home.audit.filter({ hasText: "marked a message closed." })).toHaveCount(1);
});

test("a paid demo order appears as a toast with a link while the operator is on /admin", async ({ page }) => {
  await signInWithLiveFeed(page);
  const { session } = await placeDemoOrder(server().baseUrl);
  const paid = await fetch(`${server().baseUrl}/api/test-payment`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server().baseUrl },
    body: JSON.stringify({ session, action: "pay" }),
  });
  expect(paid.status).toBe(200);
  const toast = page.getByTestId("admin-live-toast");
  await expect(toast).toContainText(/order RF-[A-Z0-9-]+ paid: \$31\.50\./i, LIVE);
  await expect(toast.getByRole("link", { name: "View order" })).toHaveAttribute("href", /^\/admin\/orders\/[\w-]+$/);
  await expect(page).toHaveTitle(/^\(1\) Home \| /, LIVE);
  await expect(page).toHaveURL((url) => url.pathname === "/admin");
  await saveScreenshot(page, "admin-live-order-toast-1280");
  expect(await axeViolations(page)).toEqual([]);
});

test("an operator answers a message with the keyboard alone", async ({ page }) => {
  const sender = "keyboard-sender@example.com";
  const sent = await fetch(`${server().baseUrl}/api/brevo/fallback`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server().baseUrl },
    body: JSON.stringify({ email: sender, message: "Is the quest cape service open?" }),
  });
  expect(sent.ok).toBe(true);
  await signInWithRecoveryCode(page, operator);
  const inbox = new AdminInboxPage(page);
  await inbox.open();
  const link = inbox.row(sender).getByRole("link", { name: sender });
  await tabTo(page, link);
  await page.keyboard.press("Enter");
  await page.waitForURL((url) => url.pathname.startsWith("/admin/messages/"));
  const message = new AdminMessagePage(page);
  await tabTo(page, message.body);
  await page.keyboard.type("It is: pick the quests you want on the quest cape page.");
  await page.keyboard.press("Tab");
  await expect(message.send).toBeFocused();
  await page.keyboard.press("Enter");
  await tabTo(page, message.confirmAction, 5);
  await page.keyboard.press("Enter");
  await expect(message.replies).toHaveCount(1);
  await expect(message.replies).toContainText("It is: pick the quests you want on the quest cape page.");
  expect(repliesInOutbox(sender)).toHaveLength(1);
  // And a status change: Tab to Close, Enter, Enter.
  await tabTo(page, page.getByTestId("admin-message-close"));
  await page.keyboard.press("Enter");
  await tabTo(page, message.confirmAction, 5);
  await page.keyboard.press("Enter");
  await expect(message.status).toHaveText("closed");
});
