import SQLite from "better-sqlite3";
import { AdminChatPage } from "./pages/admin-chat";
import { operatorSession } from "./support/admin";
import { DESKTOP, PHONE } from "./support/browser";
import { E2E_ENV } from "./support/e2e-env";
import { expect, test, withOwnServer } from "./support/fixtures";

/*
 * Issue 44, item 2 in a browser against the production build: a visitor's message, posted to the
 * shop's chat API, appears in the console on its own (the console polls); the operator takes the
 * conversation, writes a canned reply and answers with it; the reply is stored as staff's,
 * numbered after the visitor's. The
 * console is photographed at 1280 and 375 px.
 */

// One server of its own (an empty chat), and the one test reads what it wrote: one worker.
test.describe.configure({ mode: "serial" });
const server = withOwnServer(E2E_ENV);
const OWNER = "chat-owner@example.com";
const PASSWORD = "a long enough passphrase for the chat";
const signedIn = operatorSession(() => server().databaseFile, OWNER, PASSWORD);
const SHOTS = "/work/shots/44";
/** The console polls every 3 s. */
const POLLED = { timeout: 15_000 };

function storedMessages(conversationId: string): { seq: number; author: string; body: string }[] {
  const db = new SQLite(server().databaseFile, { readonly: true });
  try {
    return db
      .prepare("select seq, author, body from chat_messages where conversation_id = ? order by seq")
      .all(conversationId) as { seq: number; author: string; body: string }[];
  } finally {
    db.close();
  }
}

function onlyConversation(): string {
  const db = new SQLite(server().databaseFile, { readonly: true });
  try {
    const rows = db.prepare("select id from chat_conversations").all() as { id: string }[];
    expect(rows).toHaveLength(1);
    return rows[0]?.id ?? "";
  } finally {
    db.close();
  }
}

test("a visitor's message shows in the console by itself; the operator takes it and replies, and the reply is stored", async ({
  page,
  context,
}) => {
  await signedIn(page, context);
  const chat = new AdminChatPage(page);
  await chat.open();
  await expect(page).toHaveTitle(/^Live chat \| /);
  await expect(page.getByTestId("admin-chat-empty")).toBeVisible();

  const posted = await page.request.post("/api/chat/messages", {
    headers: { origin: server().baseUrl },
    data: { body: "Hi! Is my fire cape on its way?", page: "/fire-cape" },
  });
  expect(posted.status()).toBe(201);
  const conversationId = onlyConversation();

  const row = chat.conversation(conversationId);
  await expect(row).toContainText("Is my fire cape on its way?", POLLED);
  await expect(row).toContainText("/fire-cape");
  await expect(chat.waiting).toHaveText("(1 waiting)");
  await expect(page).toHaveTitle(/^\(1 waiting\) Live chat \| /);

  await row.click();
  await expect(chat.messages).toHaveCount(1);
  await chat.claim.click();
  await expect(chat.holder).toHaveText("with you");
  // The owner writes a canned reply, then inserts it into the reply box.
  await chat.cannedEditor.click();
  const fresh = page.getByTestId("admin-chat-canned-new");
  await fresh.getByTestId("admin-chat-canned-title").fill("On its way");
  await fresh.getByTestId("admin-chat-canned-body").fill("Yes, it leaves within the hour.");
  await fresh.getByTestId("admin-chat-canned-save").click();
  await expect(page.getByTestId("admin-chat-canned-item")).toHaveCount(1);
  await chat.canned.selectOption({ label: "On its way" });
  await expect(chat.reply).toHaveValue("Yes, it leaves within the hour.");
  await page.screenshot({ path: `${SHOTS}/console-1280.png`, fullPage: true });
  await chat.send.click();
  await expect(chat.messages).toHaveCount(2);
  await expect(chat.messages.last()).toContainText("Yes, it leaves within the hour.");
  await expect(chat.reply).toHaveValue("");
  await expect(chat.waiting).toHaveText("(0 waiting)", POLLED);
  await expect(page).toHaveTitle(/^Live chat \| /);

  expect(storedMessages(conversationId)).toEqual([
    { seq: 1, author: "visitor", body: "Hi! Is my fire cape on its way?" },
    { seq: 2, author: "staff", body: "Yes, it leaves within the hour." },
  ]);

  await page.setViewportSize(PHONE);
  await expect(chat.pane).toBeVisible();
  const fits = await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
  expect(fits).toBe(true);
  await page.screenshot({ path: `${SHOTS}/console-375.png`, fullPage: true });
  await page.setViewportSize(DESKTOP);
});
