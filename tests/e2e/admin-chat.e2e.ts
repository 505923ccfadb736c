import SQLite from "better-sqlite3";
import { AdminChatPage } from "./pages/admin-chat";
import { operatorSession } from "./support/admin";
import { DESKTOP, PHONE, SCREENSHOT_DIR } from "./support/browser";
import { E2E_ENV } from "./support/e2e-env";
import { expect, test, withOwnServer } from "./support/fixtures";

/*
 * Issue 44, item 2 in a browser against the production build: a visitor's message, posted to the
 * shop's chat API, appears in the console on its own; the operator takes the conversation, writes
 * a canned reply and answers with it; the reply is stored as staff's, numbered after the visitor's.
 * Then two browsers, a visitor's and the operator's: typing shows both ways through the streams,
 * the reply reaches the visitor's panel without a reload, links are made clickable, the transcript
 * is emailed, the visitor's cart and order stand beside the conversation. The console is
 * photographed at 1280 and 375 px.
 */

// One server of its own (an empty chat), and the one test reads what it wrote: one worker.
test.describe.configure({ mode: "serial" });
const server = withOwnServer({ ...E2E_ENV, CHAT_PROVIDER: "shop" });
const OWNER = "chat-owner@example.com";
const PASSWORD = "a long enough passphrase for the chat";
const signedIn = operatorSession(() => server().databaseFile, OWNER, PASSWORD);
const SHOTS = SCREENSHOT_DIR;
/** The console hears of changes on its stream, or reads every 3 s while the stream is down. */
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

/** The newest conversation, with the visitor's cart (as their browser stored it), email and a paid order. */
function seedVisitor(email: string): { conversationId: string; orderId: string; reference: string } {
  const db = new SQLite(server().databaseFile);
  try {
    const { id } = db.prepare("select id from chat_conversations order by created_at desc limit 1").get() as {
      id: string;
    };
    const at = new Date().toISOString();
    const cartUuid = crypto.randomUUID();
    const line = {
      sku: "fire-cape",
      name: "Fire cape",
      count: 2,
      pricePer: 1_575,
      totalPrice: 3_150,
      imageSrc: "/products/fire-cape.png",
      config: {},
    };
    db.prepare("insert into carts (uuid, items_json, email, created_at, updated_at) values (?, ?, '', ?, ?)").run(
      cartUuid,
      JSON.stringify([line]),
      at,
      at,
    );
    const orderId = crypto.randomUUID();
    const reference = `RF-${crypto.randomUUID().replaceAll("-", "").slice(0, 8).toUpperCase()}`;
    db.prepare(
      `insert into orders (id, reference, status, email, name, phone, rsn, method, provider, provider_ref,
        provider_payment_ref, cart_uuid, lines_json, subtotal_cents, discount_cents, total_cents, currency,
        purchase_recorded, created_at, updated_at, paid_at, test_mode)
       values (?, ?, 'paid', ?, 'Buyer', '', 'Zezima', 'card', 'stripe', ?, ?, ?, ?, 3150, 0, 3150, 'USD', 0, ?, ?, ?, 1)`,
    ).run(orderId, reference, email, `cs_${orderId}`, `pi_${orderId}`, cartUuid, JSON.stringify([line]), at, at, at);
    db.prepare("update chat_conversations set cart_uuid = ?, email = ? where id = ?").run(cartUuid, email, id);
    return { conversationId: id, orderId, reference };
  } finally {
    db.close();
  }
}

function queuedTo(email: string): { subject: string; body_text: string }[] {
  const db = new SQLite(server().databaseFile, { readonly: true });
  try {
    return db.prepare("select subject, body_text from outbox where to_address = ?").all(email) as {
      subject: string;
      body_text: string;
    }[];
  } finally {
    db.close();
  }
}

test("a visitor and an operator in two browsers: typing both ways, the reply live in the panel, links, transcript, cart and order beside", async ({
  page,
  context,
  browser,
}) => {
  const visitorContext = await browser.newContext({ baseURL: server().baseUrl, viewport: DESKTOP });
  const visitor = await visitorContext.newPage();
  try {
    await visitor.goto("/");
    await visitor.getByTestId("live-chat-button").click();
    const panel = visitor.getByTestId("chat-panel");
    await panel.getByTestId("chat-field").fill("My proof of payment: https://example.com/proof.png");
    await visitor.keyboard.press("Enter");
    await expect(panel.getByTestId("chat-message")).toHaveCount(1);
    const email = `visitor-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const { conversationId, orderId, reference } = seedVisitor(email);

    // The order page's link opens the console on this conversation; the stream is open.
    await signedIn(page, context);
    const chat = new AdminChatPage(page);
    await chat.open(conversationId);
    await expect(chat.messages).toHaveCount(1);
    await expect(chat.live).toHaveAttribute("data-live", "yes");
    await expect(chat.cart.getByTestId("admin-chat-cart-line")).toHaveText(["Fire cape × 2$31.50"]);
    await expect(chat.cart.getByTestId("admin-chat-cart-total")).toHaveText("$31.50");
    await expect(chat.orders.getByRole("link", { name: reference })).toHaveAttribute(
      "href",
      `/admin/orders/${orderId}`,
    );

    // The visitor types in the panel: the console shows it.
    await panel.getByTestId("chat-field").pressSequentially("One more thing");
    await expect(chat.typing).toHaveText("Visitor is typing…");
    await panel.getByTestId("chat-field").fill("");

    // The operator types in the console: the panel shows it.
    await chat.claim.click();
    await expect(chat.holder).toHaveText("with you");
    await chat.reply.pressSequentially("Thanks, checking it now");
    await expect(panel.getByTestId("chat-typing")).toHaveText("Support is typing…");
    await chat.send.click();
    await expect(chat.messages).toHaveCount(2);
    await expect(panel.getByTestId("chat-message")).toHaveCount(2, POLLED);
    await expect(panel.getByTestId("chat-message").nth(1)).toContainText("Thanks, checking it now");

    // Links are text until the operator makes them clickable, in the console and in the panel.
    const first = chat.messages.first();
    await expect(first.getByRole("link")).toHaveCount(0);
    await chat.linksToggle.click();
    const link = first.getByRole("link", { name: "https://example.com/proof.png" });
    await expect(link).toHaveAttribute("rel", "noopener noreferrer nofollow ugc");
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(chat.linksToggle).toHaveText("Make links plain text");
    // The visitor's open panel hears of the change and draws the link too.
    const visitorLink = panel
      .getByTestId("chat-message")
      .first()
      .getByRole("link", { name: "https://example.com/proof.png" });
    await expect(visitorLink).toHaveAttribute("rel", "noopener noreferrer nofollow ugc");

    await chat.transcript.click();
    await expect(chat.toast).toHaveText(`Transcript emailed to ${email}.`);
    const queued = queuedTo(email);
    expect(queued).toHaveLength(1);
    expect(queued[0]?.body_text).toContain("My proof of payment: https://example.com/proof.png");
    expect(queued[0]?.body_text).toContain("Thanks, checking it now");
    await page.screenshot({ path: `${SHOTS}/console2-1280.png`, fullPage: true });
  } finally {
    await visitorContext.close();
  }
});
