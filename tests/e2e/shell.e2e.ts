import { baseUrl, PHONE } from "./support/browser";
import { placeDemoOrder } from "./support/demo-order";
import { expect, test } from "./support/fixtures";

test.describe("header", () => {
  test("has the logo, the four main links with their targets and Join Discord", async ({ shop }) => {
    await shop.goto("/join-discord");
    await expect(shop.page.getByTestId("header-logo")).toHaveAttribute("href", "/");
    const expected = [
      ["home", "Home", "/"],
      ["osrs-gold", "OSRS Gold", "/osrs-gold"],
      ["osrs-services", "OSRS Services", "/osrs-services"],
      ["infernal-cape", "Infernal Cape", "/infernal-cape"],
    ] as const;
    for (const [id, label, href] of expected) {
      await expect(shop.navLink(id)).toHaveText(label);
      await expect(shop.navLink(id)).toHaveAttribute("href", href);
    }
    await expect(shop.joinDiscordLink).toHaveAttribute("href", "/join-discord");

    await shop.navLink("home").click();
    await shop.page.waitForURL((url) => url.pathname === "/");
    await shop.waitForPageView("/");
    await expect(shop.navLink("home")).toHaveAttribute("aria-current", "page");
  });

  test("gets its background only after more than 50 px of scroll", async ({ shop }) => {
    await shop.goto("/");
    const transparent = "rgba(0, 0, 0, 0)";

    await shop.scrollTo(0);
    await expect.poll(() => shop.headerIsSolid()).toBe(false);
    await expect.poll(() => shop.headerBackground()).toBe(transparent);

    await shop.scrollTo(40);
    await expect.poll(() => shop.headerIsSolid()).toBe(false);
    await expect.poll(() => shop.headerBackground()).toBe(transparent);

    await shop.scrollTo(60);
    await expect.poll(() => shop.headerIsSolid()).toBe(true);
    await expect(shop.header).not.toHaveCSS("background-color", transparent);

    await shop.scrollTo(0);
    await expect.poll(() => shop.headerIsSolid()).toBe(false);
  });
});

test.describe("mobile menu at 375 px", () => {
  test("hides the desktop links and opens an overlay dialog that takes focus", async ({ shop }) => {
    await shop.page.setViewportSize(PHONE);
    await shop.goto("/");
    await expect(shop.navLink("osrs-gold")).toBeHidden();
    await shop.openMobileMenu();
    await expect(shop.menuButton).toHaveAttribute("aria-expanded", "true");
    await expect(shop.mobileMenu).toHaveAttribute("aria-modal", "true");
    const focusedInside = await shop.mobileMenu.evaluate((menu) => menu.contains(document.activeElement));
    expect(focusedInside).toBe(true);
    for (const label of ["Home", "OSRS Gold", "OSRS Services", "Infernal Cape", "Join Discord"]) {
      await expect(shop.mobileMenuLink(label)).toBeVisible();
    }
  });

  test("keeps Tab inside the menu", async ({ shop }) => {
    await shop.page.setViewportSize(PHONE);
    await shop.goto("/");
    await shop.openMobileMenu();
    for (let step = 0; step < 10; step++) {
      await shop.page.keyboard.press("Tab");
      await expect.poll(() => shop.mobileMenu.evaluate((menu) => menu.contains(document.activeElement))).toBe(true);
    }
    await shop.page.keyboard.press("Shift+Tab");
    await expect.poll(() => shop.mobileMenu.evaluate((menu) => menu.contains(document.activeElement))).toBe(true);
  });

  test("closes when a link navigates", async ({ shop }) => {
    await shop.page.setViewportSize(PHONE);
    await shop.goto("/");
    await shop.openMobileMenu();
    await shop.mobileMenuLink("Join Discord").click();
    await shop.page.waitForURL((url) => url.pathname === "/join-discord");
    await expect(shop.mobileMenu).toHaveCount(0);
    await expect(shop.menuButton).toHaveAttribute("aria-expanded", "false");
  });

  test("closes on a route change it did not start (the back button)", async ({ shop }) => {
    await shop.page.setViewportSize(PHONE);
    await shop.goto("/join-discord");
    await shop.page.getByTestId("header-logo").click();
    await shop.page.waitForURL((url) => url.pathname === "/");
    await shop.openMobileMenu();
    await shop.page.goBack();
    await shop.page.waitForURL((url) => url.pathname === "/join-discord");
    await expect(shop.mobileMenu).toHaveCount(0);
  });

  test("closes on a click outside it, and on Escape with focus back on the button", async ({ shop }) => {
    await shop.page.setViewportSize(PHONE);
    await shop.goto("/");
    await shop.openMobileMenu();
    // The backdrop fills the screen to the left of the panel.
    await shop.page.mouse.click(20, 400);
    await expect(shop.mobileMenu).toHaveCount(0);

    await shop.openMobileMenu();
    await shop.page.keyboard.press("Escape");
    await expect(shop.mobileMenu).toHaveCount(0);
    await expect(shop.menuButton).toBeFocused();
  });
});

test.describe("footer", () => {
  test("links to the community, blog and legal pages and shows the social links", async ({ shop }) => {
    await shop.goto("/");
    for (const slug of ["join-discord", "blog", "terms-of-service", "privacy"] as const) {
      await expect(shop.footerLink(slug)).toHaveAttribute("href", `/${slug}`);
    }
    await expect(shop.page.getByTestId("social-link-discord")).toHaveAttribute("href", "/discord");
    expect(await shop.page.getByTestId("social-links").getByRole("link").count()).toBeGreaterThanOrEqual(2);

    await shop.footerLink("privacy").click();
    await shop.page.waitForURL((url) => url.pathname === "/privacy");
    await expect(shop.page.getByRole("heading", { level: 1, name: /privacy/i })).toBeVisible();
  });

  test("shows every accepted payment method with an accessible name", async ({ shop }) => {
    await shop.goto("/");
    const names = await shop.paymentStrip
      .getByRole("img")
      .evaluateAll((icons) => icons.map((icon) => icon.getAttribute("alt")));
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
  });

  test("hides the payment strip on /checkout and /test-payment only", async ({ shop }) => {
    for (const path of ["/checkout", await demoPaymentPath()]) {
      await shop.goto(path);
      await expect(shop.footer, path).toBeVisible();
      await expect(shop.paymentStrip, path).toHaveCount(0);
    }
    await shop.goto("/osrs-gold");
    await expect(shop.paymentStrip).toBeVisible();
  });
});

test.describe("backdrop", () => {
  test("is darker on the five paths of the spec and the demo payment page, normal elsewhere", async ({ shop }) => {
    for (const path of [
      "/osrs-services",
      "/infernal-cape",
      "/checkout",
      "/fire-cape",
      "/quiver",
      await demoPaymentPath(),
    ]) {
      await shop.goto(path);
      await expect.poll(() => shop.backdrop(), { message: path }).toBe("deep");
    }
    for (const path of ["/", "/osrs-gold", "/join-discord"]) {
      await shop.goto(path);
      await expect.poll(() => shop.backdrop(), { message: path }).toBe("default");
    }
    const normal = await shop.page
      .getByTestId("shell-frame")
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    await shop.goto("/quiver");
    await expect(shop.page.getByTestId("shell-frame")).not.toHaveCSS("background-color", normal);
  });
});

/** The demo provider's payment page for a fresh pending order. */
async function demoPaymentPath(): Promise<string> {
  const { paymentPath } = await placeDemoOrder(baseUrl());
  expect(paymentPath).toMatch(/^\/test-payment\?session=/);
  return paymentPath;
}
