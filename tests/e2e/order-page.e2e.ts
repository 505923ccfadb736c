import { join } from "node:path";
import type { Page } from "@playwright/test";
import { tamperedToken } from "../support/fixtures";
import { OrderTrackingPage } from "./pages/order-tracking";
import { axeViolations } from "./support/axe";
import { baseUrl, DESKTOP, PHONE, saveScreenshot } from "./support/browser";
import { placeFireCapeOrder } from "./support/demo-order";
import { expect, test } from "./support/fixtures";
import { tabTo } from "./support/keyboard";
import { makeGoldOrder, orderLink, writeStep } from "./support/order-links";

/*
 * Issue 18, items 1, 2 and 4 in a browser against the production build: the private order page in
 * each state it shows (axe-clean, looked at in screenshots at 375 and 1280 px), each state reached
 * live while the page is open; the step-email choice from the keyboard; and a link that opens
 * nothing answered exactly like an unknown reference. On the shared server, whose database is
 * written directly for the steps (the back office's controls have their own tests).
 */

const DATABASE_FILE = join(process.env.E2E_DATA_DIR ?? "", "shop.sqlite");

async function newOrder(): Promise<{ reference: string; path: string }> {
  const { reference } = await placeFireCapeOrder(baseUrl(), "zelle", "tracker@example.com");
  return { reference, path: await orderLink(DATABASE_FILE, reference) };
}

async function expectClean(page: Page, state: string): Promise<void> {
  expect(await axeViolations(page), state).toEqual([]);
}

/** Both widths, the phone first (the page is designed for it). */
async function screenshots(page: Page, name: string): Promise<void> {
  await page.setViewportSize(PHONE);
  await saveScreenshot(page, `order-page-${name}-375`);
  await page.setViewportSize(DESKTOP);
  await saveScreenshot(page, `order-page-${name}-1280`);
}

test("each step reaches the open page and reads well: waiting for payment, in progress with its figure, paused, delivered", async ({
  page,
}) => {
  const { reference, path } = await newOrder();
  const order = new OrderTrackingPage(page);
  await page.setViewportSize(PHONE);
  await order.open(path);
  // Unpaid and not started: it waits for the payment (the Zelle details are below), it is not "Queued".
  await expect(order.step).toHaveText("Waiting for your payment");
  await expect(order.payment).toHaveText("Not paid yet");
  await expect(order.stepText).toContainText("by Zelle: how and where are below.");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute("content", "no-referrer");
  await expectClean(page, "queued");
  await screenshots(page, "queued");

  writeStep(DATABASE_FILE, reference, { step: "in_progress", progress: { done: 120, target: 250, unit: "kills" } });
  await expect(order.progressText).toHaveText("120 of 250 kills");
  await expect(order.progress).toHaveAttribute("aria-valuenow", "48");
  await expect(order.announcer).toHaveText("Order update: In progress. 120 of 250 kills.");
  await expectClean(page, "in progress");
  await screenshots(page, "in-progress");

  writeStep(DATABASE_FILE, reference, {
    step: "paused",
    reason: "Your account is logged in; log out so we can go on.",
  });
  await expect(order.step).toHaveText("Paused");
  await expect(order.pausedReason).toHaveText("Why: Your account is logged in; log out so we can go on.");
  await expectClean(page, "paused");

  writeStep(DATABASE_FILE, reference, { step: "delivered" });
  await expect(order.step).toHaveText("Delivered");
  await expect(order.progress).toHaveCount(0);
  await expect(order.timelineSteps).toHaveCount(3);
  // The timeline is in the browser's own locale and zone once hydrated, not the server's UTC form.
  await expect(order.timelineSteps.first().locator("time")).not.toContainText("UTC");
  await expectClean(page, "delivered");
  await screenshots(page, "delivered");
});

test("a gold order says where the trade details will appear, then shows them", async ({ page }) => {
  const { reference, path } = await newOrder();
  makeGoldOrder(DATABASE_FILE, reference, null);
  const order = new OrderTrackingPage(page);
  await order.open(path);
  await expect(order.trade).toContainText("We will put the world, the meeting place and our trader’s name here.");
  await expectClean(page, "gold without trade details");

  makeGoldOrder(DATABASE_FILE, reference, { world: 302, place: "Grand Exchange", traderRsn: "RuneForgeGP" });
  await expect(page.getByTestId("order-trade-world")).toHaveText("302");
  await expect(page.getByTestId("order-trade-place")).toHaveText("Grand Exchange");
  await expect(page.getByTestId("order-trade-rsn")).toHaveText("RuneForgeGP");
  await expectClean(page, "gold with trade details");
  await screenshots(page, "gold-trade");
});

test("the step emails are turned off and on again from the keyboard, and the choice is kept", async ({ page }) => {
  const { path } = await newOrder();
  const order = new OrderTrackingPage(page);
  await order.open(path);
  await expect(order.stepEmails).toBeChecked();
  await tabTo(page, order.stepEmails);
  await page.keyboard.press("Space");
  await expect(order.stepEmails).not.toBeChecked();
  await expect(order.stepEmails).toBeEnabled();
  await page.reload();
  await expect(order.stepEmails).toBeEnabled();
  await expect(order.stepEmails).not.toBeChecked();
  await tabTo(page, order.stepEmails);
  await page.keyboard.press("Space");
  await expect(order.stepEmails).toBeChecked();
});

test("a wrong, missing or malformed token is answered exactly like an unknown reference", async () => {
  const { reference, path } = await newOrder();
  const token = new URL(path, baseUrl()).searchParams.get("k") ?? "";
  const right = await fetch(`${baseUrl()}${path}`);
  expect(right.status).toBe(200);
  expect(right.headers.get("cache-control")).toMatch(/private/);
  expect(right.headers.get("cache-control")).toMatch(/no-store/);

  const unknown = "RF-ZZZZZZZZ";
  const wrong = tamperedToken(token);
  /** Status, cache header and body, with what differs per response (the CSP nonce) or per address taken out. */
  async function answer(ref: string, query: string) {
    const response = await fetch(`${baseUrl()}/orders/${ref}${query}`);
    let body = (await response.text())
      .replace(/nonce="[^"]*"|nonce\\?":\\?"[^"\\]*\\?"/g, "nonce")
      .replaceAll(ref, "REFERENCE");
    // Next echoes the address in its payload; a token is replaced by the same placeholder whatever it is.
    if (query) body = body.replaceAll(query, "?k=TOKEN");
    return { status: response.status, cacheControl: response.headers.get("cache-control"), body };
  }
  // React's payload writer moves the rest of a row into a later one once it has written 3,200
  // bytes, and the address is written before that point: queries of different lengths give
  // different but equivalent bodies. So each query is compared on the real reference and on an
  // unknown one, and the right token (on the unknown reference) with a wrong one of its length.
  const wrongAnswer = await answer(reference, `?k=${wrong}`);
  expect(await answer(unknown, `?k=${token}`)).toEqual(wrongAnswer);
  expect(await answer(unknown, `?k=${wrong}`)).toEqual(wrongAnswer);
  expect(await answer(reference, "?k=not-a-token")).toEqual(await answer(unknown, "?k=not-a-token"));
  // Without one (Next's payload has no query then): unknown reference and the real one alike.
  expect(await answer(reference, "")).toEqual(await answer(unknown, ""));
  expect(wrongAnswer.status).toBe(404);
  expect(wrongAnswer.body).not.toContain("Fire Cape");
});

test("a manual order's page holds its first frame until the payment's instructions are parsed; a card order's page holds nothing", async ({
  page,
}) => {
  const manual = await newOrder();
  const card = await placeFireCapeOrder(baseUrl(), "card", "tracker@example.com");
  const cardPath = await orderLink(DATABASE_FILE, card.reference);
  const heldBy = async (path: string) => {
    const html = await (await page.request.get(path)).text();
    return html.slice(0, html.indexOf("<body")).match(/<link rel="expect"[^>]*>/g) ?? [];
  };
  // The instructions are the unpaid manual order's largest text (ADR 0042): once in the head, the mark ending them.
  expect(await heldBy(manual.path)).toEqual(['<link rel="expect" href="#first-paint-mark" blocking="render"/>']);
  const order = new OrderTrackingPage(page);
  await order.open(manual.path);
  await expect(order.manualPayment.locator("#first-paint-mark")).toHaveCount(1);
  // No instructions, no hold: a link naming a mark the page lacks would hold every frame until the
  // whole document was parsed.
  expect(await heldBy(cardPath)).toEqual([]);
  await order.open(cardPath);
  await expect(order.step).toBeVisible();
  await expect(order.manualPayment).toHaveCount(0);
  await expect(page.locator("#first-paint-mark")).toHaveCount(0);
});
