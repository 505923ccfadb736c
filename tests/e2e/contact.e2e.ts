import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ContactModal } from "./pages/contact-modal";
import { ShopPage } from "./pages/shop-page";
import { type BrowserSession, openBrowser } from "./support/browser";

let browser: BrowserSession;

beforeAll(async () => {
  browser = await openBrowser();
});

afterAll(async () => {
  await browser.close();
});

async function openHome(): Promise<{ shop: ShopPage; contact: ContactModal }> {
  const shop = new ShopPage(await browser.newPage());
  await shop.goto("/");
  return { shop, contact: new ContactModal(shop.page) };
}

describe("the Contact Us modal", () => {
  it("is a dialog that holds focus and closes on Escape, giving focus back to the button", async () => {
    const { shop, contact } = await openHome();
    await contact.openFromFooter();
    expect(await contact.dialog.getAttribute("role")).toBe("dialog");
    expect(await contact.dialog.getAttribute("aria-modal")).toBe("true");
    expect(await contact.dialog.getAttribute("data-mode")).toBe("form");
    expect(await contact.fallbackMessage.count()).toBe(0);
    for (let step = 0; step < 8; step++) {
      await shop.page.keyboard.press("Tab");
      expect(await contact.dialog.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    await shop.page.keyboard.press("Escape");
    await contact.dialog.waitFor({ state: "detached" });
    expect(await shop.page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe(
      "contact-us-button",
    );
    await shop.page.close();
  });

  it("keeps Submit disabled until the email is valid and there is a message, and marks a bad email", async () => {
    const { shop, contact } = await openHome();
    await contact.openFromFooter();
    expect(await contact.submit.isDisabled()).toBe(true);
    await contact.message.fill("Do you do Inferno on pures?");
    expect(await contact.submit.isDisabled()).toBe(true);
    for (const bad of ["name", "name@host", "na me@host.com", "a@b@c.com"]) {
      await contact.email.fill(bad);
      expect(await contact.email.getAttribute("aria-invalid"), bad).toBe("true");
      expect(await contact.submit.isDisabled(), bad).toBe(true);
    }
    await contact.email.fill("buyer@example.com");
    expect(await contact.email.getAttribute("aria-invalid")).toBe("false");
    expect(await contact.submit.isDisabled()).toBe(false);
    await contact.message.fill("");
    expect(await contact.submit.isDisabled()).toBe(true);
    await shop.page.close();
  });

  it("shows Submitting..., then Message submitted! for 5 s, and ignores a second submit meanwhile", async () => {
    const { shop, contact } = await openHome();
    const posts: string[] = [];
    await shop.page.route("**/api/brevo/fallback", async (route) => {
      posts.push(route.request().postData() ?? "");
      await new Promise((done) => setTimeout(done, 600));
      await route.continue();
    });
    await contact.openFromFooter();
    await contact.email.fill("buyer@example.com");
    await contact.message.fill("Hello from the browser test");
    await contact.submit.click();
    expect(await contact.submit.innerText()).toBe("Submitting...");
    expect(await contact.submit.isDisabled()).toBe(true);
    // Enter in the field submits the form too: ignored while the first send is pending.
    await contact.email.press("Enter");
    await shop.page.getByText("Message submitted!").waitFor();
    await contact.email.press("Enter");
    const succeededAt = Date.now();
    expect(await contact.status.innerText()).toBe("Message submitted!");
    expect(await contact.submit.isDisabled()).toBe(true);
    await shop.page.waitForFunction(
      () => document.querySelector('[data-testid="contact-status"]')?.textContent === "",
      undefined,
      { timeout: 8_000 },
    );
    const shownFor = Date.now() - succeededAt;
    expect(shownFor).toBeGreaterThanOrEqual(4_500);
    expect(shownFor).toBeLessThan(6_500);
    expect(await contact.submit.innerText()).toBe("Submit");
    expect(posts).toHaveLength(1);
    expect(JSON.parse(posts[0] ?? "{}")).toEqual({
      email: "buyer@example.com",
      message: "Hello from the browser test",
    });
    await shop.page.close();
  });

  it("shows Error sending message! when the shop cannot take the message", async () => {
    const { shop, contact } = await openHome();
    await shop.page.route("**/api/brevo/fallback", (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: '{"code":"bad_request:contact","message":"x"}',
      }),
    );
    await contact.openFromFooter();
    await contact.email.fill("buyer@example.com");
    await contact.message.fill("This one fails");
    await contact.submit.click();
    await shop.page.getByText("Error sending message!").waitFor();
    expect(await contact.submit.isDisabled()).toBe(false);
    await shop.page.close();
  });
});

describe("live chat", () => {
  it("with no chat widget, opens the contact modal in fallback mode with the other ways to reach us", async () => {
    const { shop, contact } = await openHome();
    await contact.openLiveChat();
    expect(await contact.dialog.getAttribute("data-mode")).toBe("fallback");
    expect(await contact.fallbackMessage.innerText()).toBe(
      "Uh oh! Looks like your browser/ad blocker is blocking our livechat! Contact us by using one of the methods below!",
    );
    const methods = contact.dialog.getByTestId("contact-methods").getByRole("link");
    expect(await methods.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual([
      "mailto:support@runeforge.gg",
      "/discord",
    ]);
    expect(await contact.dialog.getByTestId("contact-form").isVisible()).toBe(true);
    await shop.page.close();
  });

  it("is always reachable, on a phone too", async () => {
    const shop = new ShopPage(await browser.newPage());
    await shop.page.setViewportSize({ width: 375, height: 812 });
    await shop.goto("/osrs-gold");
    expect(await shop.page.getByTestId("live-chat-button").isVisible()).toBe(true);
    await shop.page.close();
  });
});
