import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ShopPage } from "./pages/shop-page";
import { type BrowserSession, baseUrl, openBrowser, PHONE } from "./support/browser";
import { placeDemoOrder } from "./support/demo-order";

let browser: BrowserSession;

beforeAll(async () => {
  browser = await openBrowser();
});

afterAll(async () => {
  await browser.close();
});

describe("header", () => {
  it("has the logo, the four main links with their targets and Join Discord", async () => {
    const shop = new ShopPage(await browser.newPage());
    await shop.goto("/join-discord");
    expect(await shop.page.getByTestId("header-logo").getAttribute("href")).toBe("/");
    const expected = [
      ["home", "Home", "/"],
      ["osrs-gold", "OSRS Gold", "/osrs-gold"],
      ["osrs-services", "OSRS Services", "/osrs-services"],
      ["infernal-cape", "Infernal Cape", "/infernal-cape"],
    ] as const;
    for (const [id, label, href] of expected) {
      expect(await shop.navLink(id).innerText()).toBe(label);
      expect(await shop.navLink(id).getAttribute("href")).toBe(href);
    }
    expect(await shop.joinDiscordLink.getAttribute("href")).toBe("/join-discord");

    await shop.navLink("home").click();
    await shop.page.waitForURL((url) => url.pathname === "/");
    await shop.waitForPageView("/");
    expect(await shop.navLink("home").getAttribute("aria-current")).toBe("page");
    await shop.page.close();
  });

  it("gets its background only after more than 50 px of scroll", async () => {
    const shop = new ShopPage(await browser.newPage());
    await shop.goto("/");
    const transparent = "rgba(0, 0, 0, 0)";

    await shop.scrollTo(0);
    expect(await shop.headerIsSolid()).toBe(false);
    expect(await shop.headerBackground()).toBe(transparent);

    await shop.scrollTo(40);
    expect(await shop.headerIsSolid()).toBe(false);
    expect(await shop.headerBackground()).toBe(transparent);

    await shop.scrollTo(60);
    expect(await shop.headerIsSolid()).toBe(true);
    await shop.page.waitForFunction(
      () =>
        getComputedStyle(document.querySelector('[data-testid="site-header"]') as Element).backgroundColor !==
        "rgba(0, 0, 0, 0)",
    );

    await shop.scrollTo(0);
    expect(await shop.headerIsSolid()).toBe(false);
    await shop.page.close();
  });
});

describe("mobile menu at 375 px", () => {
  it("hides the desktop links and opens an overlay dialog that takes focus", async () => {
    const shop = new ShopPage(await browser.newPage());
    await shop.page.setViewportSize(PHONE);
    await shop.goto("/");
    expect(await shop.navLink("osrs-gold").isVisible()).toBe(false);
    await shop.openMobileMenu();
    expect(await shop.menuButton.getAttribute("aria-expanded")).toBe("true");
    expect(await shop.mobileMenu.getAttribute("aria-modal")).toBe("true");
    const focusedInside = await shop.mobileMenu.evaluate((menu) => menu.contains(document.activeElement));
    expect(focusedInside).toBe(true);
    for (const label of ["Home", "OSRS Gold", "OSRS Services", "Infernal Cape", "Join Discord"]) {
      expect(await shop.mobileMenuLink(label).isVisible()).toBe(true);
    }
    await shop.page.close();
  });

  it("keeps Tab inside the menu", async () => {
    const shop = new ShopPage(await browser.newPage());
    await shop.page.setViewportSize(PHONE);
    await shop.goto("/");
    await shop.openMobileMenu();
    for (let step = 0; step < 10; step++) {
      await shop.page.keyboard.press("Tab");
      expect(await shop.mobileMenu.evaluate((menu) => menu.contains(document.activeElement))).toBe(true);
    }
    await shop.page.keyboard.press("Shift+Tab");
    expect(await shop.mobileMenu.evaluate((menu) => menu.contains(document.activeElement))).toBe(true);
    await shop.page.close();
  });

  it("closes when a link navigates", async () => {
    const shop = new ShopPage(await browser.newPage());
    await shop.page.setViewportSize(PHONE);
    await shop.goto("/");
    await shop.openMobileMenu();
    await shop.mobileMenuLink("Join Discord").click();
    await shop.page.waitForURL((url) => url.pathname === "/join-discord");
    await shop.mobileMenu.waitFor({ state: "detached" });
    expect(await shop.menuButton.getAttribute("aria-expanded")).toBe("false");
    await shop.page.close();
  });

  it("closes on a route change it did not start (the back button)", async () => {
    const shop = new ShopPage(await browser.newPage());
    await shop.page.setViewportSize(PHONE);
    await shop.goto("/join-discord");
    await shop.page.getByTestId("header-logo").click();
    await shop.page.waitForURL((url) => url.pathname === "/");
    await shop.openMobileMenu();
    await shop.page.goBack();
    await shop.page.waitForURL((url) => url.pathname === "/join-discord");
    await shop.mobileMenu.waitFor({ state: "detached" });
    await shop.page.close();
  });

  it("closes on a click outside it, and on Escape with focus back on the button", async () => {
    const shop = new ShopPage(await browser.newPage());
    await shop.page.setViewportSize(PHONE);
    await shop.goto("/");
    await shop.openMobileMenu();
    // The backdrop fills the screen to the left of the panel.
    await shop.page.mouse.click(20, 400);
    await shop.mobileMenu.waitFor({ state: "detached" });

    await shop.openMobileMenu();
    await shop.page.keyboard.press("Escape");
    await shop.mobileMenu.waitFor({ state: "detached" });
    expect(await shop.page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe(
      "mobile-menu-button",
    );
    await shop.page.close();
  });
});

describe("footer", () => {
  it("links to the community, blog and legal pages and shows the social links", async () => {
    const shop = new ShopPage(await browser.newPage());
    await shop.goto("/");
    for (const slug of ["join-discord", "blog", "terms-of-service", "privacy"] as const) {
      expect(await shop.footerLink(slug).getAttribute("href")).toBe(`/${slug}`);
    }
    expect(await shop.page.getByTestId("social-link-discord").getAttribute("href")).toBe("/discord");
    expect(await shop.page.getByTestId("social-links").getByRole("link").count()).toBeGreaterThanOrEqual(2);

    await shop.footerLink("privacy").click();
    await shop.page.waitForURL((url) => url.pathname === "/privacy");
    await shop.page.getByRole("heading", { level: 1, name: /privacy/i }).waitFor();
    await shop.page.close();
  });

  it("shows every accepted payment method with an accessible name", async () => {
    const shop = new ShopPage(await browser.newPage());
    await shop.goto("/");
    const names = await shop.paymentStrip
      .getByRole("img")
      .evaluateAll((icons) => icons.map((icon) => icon.getAttribute("aria-label")));
    expect(names).toEqual([
      "Cryptocurrency",
      "Zelle",
      "Interac e-Transfer",
      "Venmo",
      "Chime",
      "Apple Pay",
      "Google Pay",
      "Mastercard",
      "Visa",
      "Revolut",
    ]);
    await shop.page.close();
  });

  it("hides the payment strip on /checkout and /test-payment only", async () => {
    const shop = new ShopPage(await browser.newPage());
    for (const path of ["/checkout", await demoPaymentPath()]) {
      await shop.goto(path);
      expect(await shop.footer.isVisible(), path).toBe(true);
      expect(await shop.paymentStrip.count(), path).toBe(0);
    }
    await shop.goto("/osrs-gold");
    expect(await shop.paymentStrip.isVisible()).toBe(true);
    await shop.page.close();
  });
});

describe("backdrop", () => {
  it("is darker on the five paths of the spec and the demo payment page, normal elsewhere", async () => {
    const shop = new ShopPage(await browser.newPage());
    for (const path of [
      "/osrs-services",
      "/infernal-cape",
      "/checkout",
      "/fire-cape",
      "/quiver",
      await demoPaymentPath(),
    ]) {
      await shop.goto(path);
      expect(await shop.backdrop(), path).toBe("deep");
    }
    for (const path of ["/", "/osrs-gold", "/join-discord"]) {
      await shop.goto(path);
      expect(await shop.backdrop(), path).toBe("default");
    }
    const normal = await shop.page
      .getByTestId("shell-frame")
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    await shop.goto("/quiver");
    await shop.page.waitForFunction(
      (before) =>
        getComputedStyle(document.querySelector('[data-testid="shell-frame"]') as Element).backgroundColor !== before,
      normal,
    );
    await shop.page.close();
  });
});

/** The demo provider's payment page for a fresh pending order. */
async function demoPaymentPath(): Promise<string> {
  const { paymentPath } = await placeDemoOrder(baseUrl());
  expect(paymentPath).toMatch(/^\/test-payment\?session=/);
  return paymentPath;
}
