import type { Locator, Page } from "@playwright/test";
import { ContactModal } from "./pages/contact-modal";
import { PHONE } from "./support/browser";
import { expect, test } from "./support/fixtures";

/*
 * Keyboard-only journeys. shell.e2e.ts, cart.e2e.ts and contact.e2e.ts already check that each
 * overlay traps Tab and gives focus back on Escape after a mouse click opened it; these open every
 * overlay from the keyboard alone and check the wrap-around, the skip link and the focus ring.
 */

function focusedTestId(page: Page): Promise<string | null> {
  return page.evaluate(() => document.activeElement?.getAttribute("data-testid") ?? null);
}

function holdsFocus(container: Locator): Promise<boolean> {
  return container.evaluate((element) => element.contains(document.activeElement));
}

/** Presses Tab from where focus is until the element with the test id has it; fails after `limit` presses. */
async function tabTo(page: Page, testId: string, limit = 30): Promise<number> {
  for (let presses = 1; presses <= limit; presses++) {
    await page.keyboard.press("Tab");
    if ((await focusedTestId(page)) === testId) return presses;
  }
  throw new Error(`Tab did not reach [data-testid="${testId}"] in ${limit} presses`);
}

/** The focusable elements of a container in Tab order (none of this shop's markup uses a positive tabindex). */
function tabbables(container: Locator): Promise<string[]> {
  return container.evaluate((element) =>
    Array.from(
      element.querySelectorAll<HTMLElement>(
        'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])',
      ),
    )
      .filter((item) => item.getClientRects().length > 0)
      .map((item) => item.outerHTML.slice(0, 120)),
  );
}

function focusedOuterHtml(page: Page): Promise<string> {
  return page.evaluate(() => (document.activeElement as HTMLElement | null)?.outerHTML.slice(0, 120) ?? "");
}

/** The focused element draws the gold outline (2 px or more) or a box-shadow ring; null when it does. */
function missingFocusRing(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return "<body>";
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) >= 2;
    return outline || style.boxShadow !== "none" ? null : element.outerHTML.slice(0, 120);
  });
}

/**
 * Tab past the last element wraps to the first; Shift+Tab before the first wraps to the last.
 * Every stop on the way shows a focus ring.
 */
async function expectWrapAround(page: Page, container: Locator): Promise<void> {
  const order = await tabbables(container);
  expect(order.length).toBeGreaterThan(1);
  const first = order[0];
  const last = order[order.length - 1];
  while ((await focusedOuterHtml(page)) !== last) {
    await page.keyboard.press("Tab");
    await expect.poll(() => holdsFocus(container)).toBe(true);
    await expect.poll(() => missingFocusRing(page)).toBeNull();
  }
  await page.keyboard.press("Tab");
  await expect.poll(() => focusedOuterHtml(page)).toBe(first);
  await page.keyboard.press("Shift+Tab");
  await expect.poll(() => focusedOuterHtml(page)).toBe(last);
}

test.describe("the skip link", () => {
  test("is the first Tab stop, shows itself, and moves the Tab sequence into the main content", async ({ shop }) => {
    await shop.goto("/osrs-gold");
    await shop.page.keyboard.press("Tab");
    const skip = shop.page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    const box = await skip.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(20);
    expect(box?.height ?? 0).toBeGreaterThan(20);

    await shop.page.keyboard.press("Enter");
    await shop.page.keyboard.press("Tab");
    await expect
      .poll(() => shop.page.evaluate(() => document.getElementById("main")?.contains(document.activeElement)))
      .toBe(true);
  });
});

test.describe("focus is always visible", () => {
  for (const path of ["/", "/osrs-quests", "/osrs-skills/attack", "/fire-cape"]) {
    test(`draws a ring around each Tab stop of ${path} (up to 40)`, async ({ shop }) => {
      await shop.goto(path);
      const missing: string[] = [];
      for (let step = 0; step < 40; step++) {
        await shop.page.keyboard.press("Tab");
        const html = await missingFocusRing(shop.page);
        // Past the last stop, focus leaves the document: the page is done.
        if (html === "<body>" && step > 0) break;
        if (html) missing.push(html);
      }
      expect(missing).toEqual([]);
    });
  }
});

test.describe("the mobile menu from the keyboard", () => {
  test("is reached by Tab, opens on Enter with focus inside, wraps both ways, and Escape gives focus back", async ({
    shop,
  }) => {
    await shop.page.setViewportSize(PHONE);
    await shop.goto("/");
    // Skip link, logo, cart, menu: the button is near the top of the Tab order.
    expect(await tabTo(shop.page, "mobile-menu-button", 6)).toBeLessThanOrEqual(6);
    await shop.page.keyboard.press("Enter");
    await expect(shop.mobileMenu).toBeVisible();
    await expect.poll(() => holdsFocus(shop.mobileMenu)).toBe(true);
    await expectWrapAround(shop.page, shop.mobileMenu);

    await shop.page.keyboard.press("Escape");
    await expect(shop.mobileMenu).toHaveCount(0);
    await expect.poll(() => focusedTestId(shop.page)).toBe("mobile-menu-button");
    await expect(shop.menuButton).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("the cart drawer from the keyboard", () => {
  test("opens from the cart icon with Enter, reaches each remove button, wraps, and Escape gives focus back", async ({
    page,
    gold,
    cart,
  }) => {
    await gold.open();
    await gold.addMillions(750);
    await expect(cart.toast).toBeVisible();

    await page.getByTestId("header-logo").focus();
    await tabTo(page, "cart-button", 10);
    await page.keyboard.press("Enter");
    await expect(cart.drawer).toBeVisible();
    await expect.poll(() => holdsFocus(cart.drawer)).toBe(true);
    await expect(cart.items).toHaveCount(1);

    await tabTo(page, "cart-item-remove", 4);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label")))
      .toBe("Remove OSRS Gold (750M)");
    await expectWrapAround(page, cart.drawer);

    await page.keyboard.press("Escape");
    await expect(cart.drawer).toHaveCount(0);
    await expect.poll(() => focusedTestId(page)).toBe("cart-button");
  });

  test("removes lines with Enter and keeps focus in the drawer: on the next line's button, then on the drawer", async ({
    page,
    cartWithGold: cart,
  }) => {
    await cart.button.focus();
    await page.keyboard.press("Enter");
    await expect(cart.drawer).toBeVisible();
    await tabTo(page, "cart-item-remove", 4);

    await page.keyboard.press("Enter");
    await expect(cart.items).toHaveCount(1);
    await expect.poll(() => focusedTestId(page)).toBe("cart-item-remove");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label")))
      .toMatch(/^Remove Fire Cape/);

    await page.keyboard.press("Enter");
    await expect(cart.drawer.getByTestId("cart-empty")).toBeVisible();
    await expect.poll(() => focusedTestId(page)).toBe("cart-drawer");
    await page.keyboard.press("Tab");
    await expect.poll(() => holdsFocus(cart.drawer)).toBe(true);
  });
});

test.describe("the contact modal from the keyboard", () => {
  test("opens from the footer's Contact Us with Enter, has labelled fields, sends with the keyboard, and gives focus back", async ({
    shop,
  }) => {
    await shop.goto("/");
    const contact = new ContactModal(shop.page);
    const sent: string[] = [];
    await shop.page.route("**/api/brevo/fallback", async (route) => {
      sent.push(route.request().postData() ?? "");
      // The shop's own answer (src/domain/api/contact-message.ts): the form reads it through its schema.
      await route.fulfill({
        status: 202,
        contentType: "application/json",
        body: JSON.stringify({ ok: true, id: crypto.randomUUID() }),
      });
    });

    // Reach the footer button by Tab from the footer's last link before it.
    await shop.page.getByTestId("footer-link-privacy").focus();
    await tabTo(shop.page, "contact-us-button", 5);
    await shop.page.keyboard.press("Enter");
    await expect(contact.dialog).toBeVisible();
    await expect.poll(() => holdsFocus(contact.dialog)).toBe(true);

    const email = contact.dialog.getByLabel("Your email", { exact: true });
    const message = contact.dialog.getByLabel("Message", { exact: true });
    await expect(email).toHaveAttribute("data-testid", "contact-email");
    await expect(message).toHaveAttribute("data-testid", "contact-message");

    await tabTo(shop.page, "contact-email", 4);
    await shop.page.keyboard.type("buyer@example.com");
    await shop.page.keyboard.press("Tab");
    await expect.poll(() => focusedTestId(shop.page)).toBe("contact-message");
    await shop.page.keyboard.type("Sent without a mouse");
    await shop.page.keyboard.press("Tab");
    await expect.poll(() => focusedTestId(shop.page)).toBe("contact-submit");
    await expectWrapAround(shop.page, contact.dialog);

    await contact.submit.focus();
    await shop.page.keyboard.press("Enter");
    await expect(contact.dialog.getByText("Message submitted!")).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0] ?? "{}")).toEqual({ email: "buyer@example.com", message: "Sent without a mouse" });

    await shop.page.keyboard.press("Escape");
    await expect(contact.dialog).toHaveCount(0);
    await expect.poll(() => focusedTestId(shop.page)).toBe("contact-us-button");
  });

  test("opens in fallback mode from the Live chat button with Enter, and its links are reachable", async ({ shop }) => {
    await shop.goto("/");
    const contact = new ContactModal(shop.page);
    await shop.page.getByTestId("live-chat-button").focus();
    await shop.page.keyboard.press("Enter");
    await expect(contact.dialog).toBeVisible();
    await expect(contact.dialog).toHaveAttribute("data-mode", "fallback");
    await expect.poll(() => holdsFocus(contact.dialog)).toBe(true);
    const order = await tabbables(contact.dialog);
    expect(order.some((html) => html.includes('href="/discord"'))).toBe(true);
    await expectWrapAround(shop.page, contact.dialog);
    await shop.page.keyboard.press("Escape");
    await expect(contact.dialog).toHaveCount(0);
    await expect.poll(() => focusedTestId(shop.page)).toBe("live-chat-button");
  });
});
