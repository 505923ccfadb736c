import { join } from "node:path";
import type { Page } from "@playwright/test";
import SQLite from "better-sqlite3";
import { ContactModal } from "./pages/contact-modal";
import { axeViolations } from "./support/axe";
import { DESKTOP, PHONE } from "./support/browser";
import { expect, test, withOwnServer } from "./support/fixtures";

/*
 * The shop's own live chat (issue 44), the visitor's side: the Live chat button opens the panel, a
 * message is sent and shown, an operator's reply arrives without a reload, and the conversation is
 * still there after a reload and on another page. The reply is written into the server's database
 * as the chat service does (the conversation's next number, then the message), since the console
 * that sends replies is not built yet.
 */

// One server of its own, with a database of its own this file writes the operator's reply into:
// the tests share it, so they run in one worker, in order.
test.describe.configure({ mode: "serial" });
const server = withOwnServer({ CHAT_PROVIDER: "shop" });

/** What postStaffMessage stores: the open conversation's next number, the visitor's wait ended, the message. */
function replyAsStaff(databaseFile: string, body: string, linksEnabled = false): void {
  const db = new SQLite(databaseFile);
  try {
    const at = new Date().toISOString();
    db.transaction(() => {
      const conversation = db
        .prepare(
          "update chat_conversations set last_seq = last_seq + 1, updated_at = ?, last_staff_at = ?, waiting_since = null where status = 'open' returning id, last_seq",
        )
        .get(at, at) as { id: string; last_seq: number } | undefined;
      if (!conversation) throw new Error("No open conversation to answer");
      db.prepare(
        "insert into chat_messages (id, conversation_id, seq, author, operator_id, body, links_enabled, created_at) values (?, ?, ?, 'staff', null, ?, ?, ?)",
      ).run(crypto.randomUUID(), conversation.id, conversation.last_seq, body, linksEnabled ? 1 : 0, at);
    })();
  } finally {
    db.close();
  }
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
  if (dir) await page.screenshot({ path: join(dir, `panel-${name}.png`) });
}

const panelOf = (page: Page) => page.getByTestId("chat-panel");
const messagesOf = (page: Page) => panelOf(page).getByTestId("chat-message");

test("a visitor writes, an operator's reply arrives without a reload, and the conversation follows them", async ({
  page,
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

  replyAsStaff(server().databaseFile, "Yes, it is. Your order page: https://runeforge.example/orders", true);
  // The panel asks every 3 s: the reply shows within a poll or two, with no reload.
  await expect(messagesOf(page)).toHaveCount(2, { timeout: 10_000 });
  const reply = messagesOf(page).nth(1);
  await expect(reply).toHaveAttribute("data-author", "staff");
  await expect(reply.getByRole("link")).toHaveAttribute("rel", "noopener noreferrer nofollow ugc");
  await shot(page, "1280");

  // A reload reopens the panel on the same conversation (the cookie is the server's, the open state the tab's).
  await page.reload();
  await expect(messagesOf(page)).toHaveCount(2);
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

  // Nobody answers in time: the panel asks an email (on its next poll) and keeps it.
  ageWait(server().databaseFile);
  const ask = panelOf(page).getByTestId("chat-email-ask");
  await expect(ask).toBeVisible({ timeout: 10_000 });
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
