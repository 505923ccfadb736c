import SQLite from "better-sqlite3";
import { ChatPanel, OrderChat } from "./pages/chat-away";
import { operatorSession } from "./support/admin";
import { DESKTOP, PHONE, SCREENSHOT_DIR } from "./support/browser";
import { placeFireCapeOrder } from "./support/demo-order";
import { E2E_ENV } from "./support/e2e-env";
import { expect, test, withOwnServer } from "./support/fixtures";
import { orderIdOf, orderLink } from "./support/order-links";

/*
 * A visitor who has gone, in browsers against the production build: they write while nobody is at
 * the console, leave their email when asked and close the tab; an operator (another browser)
 * answers; the reply leaves by email (the outbox is the e2e mail sink) and its link, opened in a
 * fresh browser, brings the conversation back with the reply. And an order's chat on both order
 * pages, photographed at 375 px (the customer's) and 1280 px (the back office's).
 */

// One server of its own with the shop's chat; the tests read and write its database: one worker.
test.describe.configure({ mode: "serial" });
const server = withOwnServer({ ...E2E_ENV, CHAT_PROVIDER: "shop" });
const signedIn = operatorSession(() => server().databaseFile, "chat-away@example.com", "a long enough passphrase");
const SHOTS = SCREENSHOT_DIR;

function write(sql: string, ...values: unknown[]): void {
  const db = new SQLite(server().databaseFile);
  try {
    db.prepare(sql).run(...values);
  } finally {
    db.close();
  }
}

function read<T>(sql: string, ...values: unknown[]): T[] {
  const db = new SQLite(server().databaseFile, { readonly: true });
  try {
    return db.prepare(sql).all(...values) as T[];
  } finally {
    db.close();
  }
}

test("a reply to a visitor who left reaches them by email, and its link opens the conversation in a fresh browser", async ({
  browser,
}) => {
  const email = "gone-visitor@example.com";
  const visitor = await browser.newContext({ baseURL: server().baseUrl, viewport: PHONE });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto("/");
  const panel = new ChatPanel(visitorPage);
  await panel.open();
  await panel.send("Can you do my Inferno cape tonight?");
  await expect(panel.messages).toHaveCount(1);
  // Nobody answered in the operator's time (3 minutes by default): moved back, the panel asks an email.
  write(
    "update chat_conversations set waiting_since = ? where waiting_since is not null",
    new Date(Date.now() - 10 * 60_000).toISOString(),
  );
  // The panel reads the ask with its state (at once on a load, else every 15 s): a reload, not a wait.
  await visitorPage.reload();
  await expect(panel.emailAsk).toBeVisible();
  await panel.giveEmail(email);
  const [conversation] = read<{ id: string }>("select id from chat_conversations where email = ?", email);
  await visitor.close();
  // The tab is gone; a minute later its last read is over a minute old.
  write(
    "update chat_conversations set visitor_seen_at = ? where id = ?",
    new Date(Date.now() - 2 * 60_000).toISOString(),
    conversation?.id,
  );

  const operator = await browser.newContext({ baseURL: server().baseUrl });
  const operatorPage = await operator.newPage();
  await signedIn(operatorPage, operator);
  const replied = await operatorPage.request.post(`/api/admin/chat/${conversation?.id}/messages`, {
    headers: { origin: server().baseUrl },
    data: { body: "Yes! We start at 8 pm. <Bring> a rune pouch." },
  });
  expect(replied.status()).toBe(201);
  await operator.close();

  const [mail] = read<{ subject: string; body_text: string }>(
    "select subject, body_text from outbox where to_address = ?",
    email,
  );
  expect(mail?.subject).toBe("You have a reply from RuneForge");
  expect(mail?.body_text).toContain("Yes! We start at 8 pm. <Bring> a rune pouch.");
  const link = /https?:\/\/\S+\/chat\/continue\?t=[A-Za-z0-9_-]{43}/.exec(mail?.body_text ?? "")?.[0] ?? "";
  expect(link.startsWith(server().baseUrl)).toBe(true);

  // A fresh browser (no cookie of the conversation) follows the link.
  const elsewhere = await browser.newContext({ baseURL: server().baseUrl, viewport: PHONE });
  const page = await elsewhere.newPage();
  const landed = await page.goto(link);
  // The panel opens by itself on ?chat=open and takes the parameter out of the address.
  expect(new URL(landed?.url() ?? "").pathname).toBe("/");
  await expect(page).toHaveURL((url) => url.search === "");
  const again = new ChatPanel(page);
  await expect(again.messages).toHaveCount(2);
  await expect(again.messages.nth(1)).toContainText("Yes! We start at 8 pm. <Bring> a rune pouch.");
  expect((await elsewhere.cookies()).some((cookie) => cookie.name === "__Host-rf-chat")).toBe(true);

  // A link that is not one lands on the home page with the panel saying so.
  const expired = await page.goto("/chat/continue?t=not-a-link");
  expect(new URL(expired?.url() ?? "").search).toBe("?chat=expired");
  await elsewhere.close();
});

test("an order's chat shows on the customer's order page and on the admin order page", async ({ page, context }) => {
  const { reference } = await placeFireCapeOrder(server().baseUrl, "zelle", "order-chat@example.com");
  const orderId = await orderIdOf(server().databaseFile, reference);
  // A conversation about the order, as the panel opens one from the order page.
  const posted = await page.request.post("/api/chat/messages", {
    headers: { origin: server().baseUrl },
    data: { body: "I paid by Zelle just now, is it there?" },
  });
  expect(posted.status()).toBe(201);
  const [conversation] = read<{ id: string }>("select id from chat_conversations order by created_at desc limit 1");
  write("update chat_conversations set order_id = ? where id = ?", orderId, conversation?.id);

  await signedIn(page, context);
  const reply = await page.request.post(`/api/admin/chat/${conversation?.id}/messages`, {
    headers: { origin: server().baseUrl },
    data: { body: "It arrived, thank you! Your cape starts today." },
  });
  expect(reply.status()).toBe(201);

  await page.setViewportSize(DESKTOP);
  await page.goto(`/admin/orders/${orderId}`);
  const chat = new OrderChat(page);
  await expect(chat.adminMessages).toHaveCount(2);
  await expect(chat.adminMessages.nth(1)).toContainText("Staff");
  await expect(chat.adminOpen).toHaveAttribute("href", `/admin/chat?c=${conversation?.id}`);
  await chat.adminCard.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/away-admin-order-chat-1280.png` });

  await page.setViewportSize(PHONE);
  await page.goto(await orderLink(server().databaseFile, reference));
  await expect(chat.messages).toHaveCount(2);
  await expect(chat.messages.first()).toContainText("You");
  await expect(chat.messages.nth(1)).toContainText("RuneForge");
  await expect(chat.section).not.toContainText("chat-away@example.com");
  await chat.section.scrollIntoViewIfNeeded();
  await chat.section.screenshot({ path: `${SHOTS}/away-order-chat-375.png` });
  await chat.openButton.click();
  await expect(new ChatPanel(page).panel).toBeVisible();
});
