import { join } from "node:path";
import type { Browser, Page } from "@playwright/test";
import SQLite from "better-sqlite3";
import { ContactModal } from "./pages/contact-modal";
import { operatorSession } from "./support/admin";
import { axeViolations } from "./support/axe";
import { DESKTOP, PHONE } from "./support/browser";
import { E2E_ENV } from "./support/e2e-env";
import { expect, test, withOwnServer } from "./support/fixtures";

/*
 * The shop's own live chat, the visitor's side, in two browsers (the visitor's and an operator's):
 * the Live chat button opens the panel, a message is sent and shown, the operator's reply (through
 * the console's API) arrives on the stream without a reload, and the conversation is still there
 * after a reload and on another page; the visitor ends it and starts over. After a manual order the
 * panel opens on that order and the operator sees the conversation tied to it; the visitor deletes
 * it. Staff typing comes on the stream as the console's typing route will send it.
 */

// One server of its own, with a database of its own this file reads and writes: the tests share
// it, so they run in one worker, in order.
test.describe.configure({ mode: "serial" });
const server = withOwnServer({ ...E2E_ENV, CHAT_PROVIDER: "shop" });
const signedIn = operatorSession(
  () => server().databaseFile,
  "chat-panel-owner@example.com",
  "a long enough passphrase for the panel",
);
/** Far below the 3 s poll's and the stream's own 10 s safety read: what arrives sooner came on the stream. */
const STREAMED = { timeout: 2_500 };

/** The newest open conversation's id: the one the test at hand started. */
function openConversation(databaseFile: string): string {
  const db = new SQLite(databaseFile, { readonly: true });
  try {
    const row = db
      .prepare("select id from chat_conversations where status = 'open' order by created_at desc limit 1")
      .get() as { id: string } | undefined;
    if (!row) throw new Error("No open conversation");
    return row.id;
  } finally {
    db.close();
  }
}

function setLinks(databaseFile: string, conversationId: string, seq: number): void {
  const db = new SQLite(databaseFile);
  try {
    db.prepare("update chat_messages set links_enabled = 1 where conversation_id = ? and seq = ?").run(
      conversationId,
      seq,
    );
  } finally {
    db.close();
  }
}

/** The operator, signed in in a browser of their own. */
async function operatorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: server().baseUrl });
  const page = await context.newPage();
  await signedIn(page, context);
  return page;
}

/** Moves the visitor's wait 10 minutes back, past the operator's time to ask an email (3 by default). */
function ageWait(databaseFile: string): void {
  const db = new SQLite(databaseFile);
  try {
    db.prepare(
      "update chat_conversations set waiting_since = ? where status = 'open' and waiting_since is not null",
    ).run(new Date(Date.now() - 10 * 60_000).toISOString());
  } finally {
    db.close();
  }
}

/** Screenshots for the record, only when asked for (SHOTS_DIR). */
async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: join(dir, `panel2-${name}.png`), animations: "disabled" });
}

const panelOf = (page: Page) => page.getByTestId("chat-panel");
const messagesOf = (page: Page) => panelOf(page).getByTestId("chat-message");

test("a visitor writes, an operator's reply arrives on the stream, the conversation follows them, and they end it", async ({
  page,
  browser,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/");
  await page.getByTestId("live-chat-button").click();
  const panel = panelOf(page);
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId("chat-field")).toBeFocused();
  await expect(panel.getByTestId("chat-messages")).toHaveAttribute("aria-live", "polite");

  await page.keyboard.type("Hi! Is 500M in stock?");
  await page.keyboard.press("Shift+Enter");
  await page.keyboard.type("For Zezima.");
  await page.keyboard.press("Enter");
  await expect(messagesOf(page)).toHaveCount(1);
  await expect(messagesOf(page).first()).toHaveAttribute("data-author", "visitor");
  await expect(messagesOf(page).first()).toContainText("Hi! Is 500M in stock?\nFor Zezima.");
  await expect(panel.getByTestId("chat-field")).toHaveValue("");

  // The visitor's typing reaches the server (the console shows it), said at most every 2 s.
  const typed = page.waitForRequest((request) => request.url().endsWith("/api/chat/typing"));
  await panel.getByTestId("chat-field").pressSequentially("Hello?");
  await typed;
  await panel.getByTestId("chat-field").fill("");

  const operator = await operatorPage(browser);
  const conversationId = openConversation(server().databaseFile);
  const replied = await operator.request.post(`/api/admin/chat/${conversationId}/messages`, {
    headers: { origin: server().baseUrl },
    data: { body: "Yes, it is. Your order page: https://runeforge.example/orders" },
  });
  expect(replied.status()).toBe(201);
  await expect(messagesOf(page)).toHaveCount(2, STREAMED);
  const reply = messagesOf(page).nth(1);
  await expect(reply).toHaveAttribute("data-author", "staff");
  await expect(reply.getByRole("link")).toHaveCount(0);
  await operator.context().close();

  // A reload reopens the panel on the same conversation (the cookie is the server's, the open state
  // the tab's); links the operator enabled on the reply are links now, opened apart.
  setLinks(server().databaseFile, conversationId, 2);
  await page.reload();
  await expect(messagesOf(page)).toHaveCount(2);
  const link = messagesOf(page).nth(1).getByRole("link");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer nofollow ugc");
  await expect(link).toHaveAttribute("target", "_blank");
  await page.goto("/osrs-gold");
  await expect(messagesOf(page)).toHaveCount(2);
  await expect(messagesOf(page).first()).toContainText("Hi! Is 500M in stock?");

  // A refusal shows beside the field; the message stays there to fix.
  await panel.getByTestId("chat-field").fill("x".repeat(1001));
  await panel.getByTestId("chat-send").click();
  await expect(panel.getByTestId("chat-refusal")).toContainText("Keep a message under 1,000 characters.");

  // Escape closes it and hands focus back to the button that opened it; closed stays closed after a reload.
  await page.keyboard.press("Escape");
  await expect(panel).toHaveCount(0);
  await page.getByTestId("live-chat-button").click();
  await expect(panel.getByTestId("chat-field")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(panel).toHaveCount(0);
  await expect(page.getByTestId("live-chat-button")).toBeFocused();
  await page.reload();
  await expect(page.getByTestId("live-chat-button")).toBeVisible();
  await expect(panel).toHaveCount(0);

  // End chat: the panel says so and offers a new one, focused; starting over empties it.
  await page.setViewportSize(PHONE);
  await page.getByTestId("live-chat-button").click();
  await expect(messagesOf(page)).toHaveCount(2);
  await shot(page, "375-messages");
  await panel.getByTestId("chat-end").click();
  await expect(panel.getByTestId("chat-ended")).toHaveText("This chat has ended.");
  await expect(panel.getByTestId("chat-new")).toBeFocused();
  await shot(page, "375-ended");
  await page.keyboard.press("Enter");
  await expect(messagesOf(page)).toHaveCount(0);
  await expect(panel.getByTestId("chat-field")).toBeFocused();
});

test("on a 375 px phone the panel spans the width and its Send button is not covered", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/");
  await page.getByTestId("live-chat-button").click();
  await panelOf(page).getByTestId("chat-field").fill("Paid by Zelle, order RF-AB12CD34.");
  await page.keyboard.press("Enter");
  await expect(messagesOf(page)).toHaveCount(1);
  const box = await panelOf(page).boundingBox();
  expect(box?.width).toBe(PHONE.width);
  const send = panelOf(page).getByTestId("chat-send");
  await expect(send).toBeInViewport({ ratio: 1 });
  // Nothing (the Live chat button included) sits over the Send button's middle.
  const onTop = await send.evaluate((button) => {
    const rect = button.getBoundingClientRect();
    return document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2)?.closest("button") === button;
  });
  expect(onTop).toBe(true);

  // Staff typing, as the stream passes it on (the console's typing route sends it); gone after 5 s (unit-tested).
  const streamUrl = (url: URL) => url.pathname === "/api/chat/stream";
  await page.route(streamUrl, (route) =>
    route.fulfill({
      headers: { "content-type": "text/event-stream" },
      body: 'retry: 60000\n\nevent: typing\ndata: {"who":"staff"}\n\n',
    }),
  );
  await page.reload();
  const typing = panelOf(page).getByTestId("chat-typing");
  await expect(typing).toHaveText("Support is typing…");
  await expect(typing).toHaveAttribute("aria-live", "polite");
  await shot(page, "375-typing");
  await page.unroute(streamUrl);

  // Nobody answers in time: the panel asks an email (read when it opens) and keeps it.
  ageWait(server().databaseFile);
  await page.reload();
  const ask = panelOf(page).getByTestId("chat-email-ask");
  await expect(ask).toBeVisible();
  await expect(typing).toHaveText("");
  await shot(page, "375");
  await ask.getByTestId("chat-email").fill("zezima@example.com");
  await ask.getByTestId("chat-email-send").click();
  await expect(panelOf(page).getByTestId("chat-email-given")).toBeVisible();
  await expect(ask).toHaveCount(0);
  const violations = await axeViolations(page);
  expect(violations.join("\n\n"), "axe on the open chat panel at 375 px").toBe("");
});

test("falls back to the contact modal only when the shop's chat cannot be reached", async ({ page }) => {
  await page.route(
    (url) => url.pathname === "/api/chat",
    (route) => route.abort("connectionrefused"),
  );
  await page.goto("/");
  await page.getByTestId("live-chat-button").click();
  const contact = new ContactModal(page);
  await expect(contact.dialog).toHaveAttribute("data-mode", "fallback");
  await expect(panelOf(page)).toHaveCount(0);
});

test("after a manual order the panel opens on it, the operator sees the conversation tied to it, and the visitor deletes it", async ({
  filledCheckout: checkout,
  page,
  browser,
}) => {
  await page.setViewportSize(PHONE);
  await checkout.method("zelle").check();
  await checkout.submit.click();
  const reference = (await page.getByTestId("manual-order-reference").textContent()) ?? "";
  expect(reference).toMatch(/^RF-[A-Z0-9]{8}$/);
  // The panel opens by itself on the order; closed, the confirmation's button opens it again.
  const panel = panelOf(page);
  await expect(panel.getByTestId("chat-order")).toHaveText(`About order ${reference}`);
  await page.keyboard.press("Escape");
  await expect(panel).toHaveCount(0);
  await page.getByRole("button", { name: "Open live chat" }).click();
  await expect(panel.getByTestId("chat-order")).toHaveText(`About order ${reference}`);
  await expect(panel.getByTestId("chat-field")).toHaveValue(new RegExp(`^Order ${reference}`));
  await page.keyboard.press("Enter");
  // The note comes on the stream, before the visitor's message.
  await expect(messagesOf(page)).toHaveCount(2, STREAMED);
  await expect(messagesOf(page).first()).toHaveAttribute("data-author", "system");
  await expect(messagesOf(page).first()).toContainText(`About order ${reference}`);
  await shot(page, "375-order");

  const operator = await operatorPage(browser);
  const conversationId = openConversation(server().databaseFile);
  const detail = await operator.request.get(`/api/admin/chat/${conversationId}`);
  expect(detail.status()).toBe(200);
  const shown = (await detail.json()) as {
    conversation: { orderReference: string | null };
    messages: { author: string; body: string }[];
  };
  expect(shown.conversation.orderReference).toBe(reference);
  expect(shown.messages.map(({ author, body }) => ({ author, body }))).toEqual([
    { author: "system", body: `About order ${reference}` },
    { author: "visitor", body: expect.stringContaining(`Order ${reference}`) },
  ]);
  await operator.context().close();

  // Delete, after the confirm dialog (Cancel first: nothing goes).
  await panel.getByTestId("chat-delete").click();
  const confirm = page.getByTestId("chat-delete-dialog");
  await expect(confirm.getByTestId("chat-delete-confirm")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(confirm).toHaveCount(0);
  await expect(panel.getByTestId("chat-delete")).toBeFocused();
  await expect(messagesOf(page)).toHaveCount(2);
  await page.keyboard.press("Enter");
  await page.getByTestId("chat-delete-confirm").click();
  await expect(messagesOf(page)).toHaveCount(0);
  await expect(panel.getByTestId("chat-field")).toBeFocused();
  const db = new SQLite(server().databaseFile, { readonly: true });
  try {
    expect(db.prepare("select count(*) as n from chat_conversations where id = ?").get(conversationId)).toEqual({
      n: 0,
    });
  } finally {
    db.close();
  }
});

test("?chat=expired opens the panel with the words for an expired link, and leaves the address", async ({ page }) => {
  await page.goto("/osrs-gold?chat=expired");
  await expect(panelOf(page).getByTestId("chat-expired")).toHaveText("That link has expired. Write to us here.");
  await expect(page).toHaveURL((url) => url.pathname === "/osrs-gold" && url.search === "");
});
