import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATALOGUE, productPath } from "@/domain/catalogue/catalogue";
import { Cart } from "./pages/cart";
import { CheckoutPage } from "./pages/checkout-page";
import { ContactModal } from "./pages/contact-modal";
import { GoldPage } from "./pages/gold-page";
import { ProductPage } from "./pages/product-page";
import { ShopPage } from "./pages/shop-page";
import { axeViolations } from "./support/axe";
import { type BrowserSession, DESKTOP, openBrowser, PHONE } from "./support/browser";

let browser: BrowserSession;

beforeAll(async () => {
  browser = await openBrowser();
});

afterAll(async () => {
  await browser.close();
});

type Viewport = typeof PHONE | typeof DESKTOP;

async function expectNoViolations(page: Page, label: string): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations.join("\n\n"), `axe found ${violations.length} violation(s) on ${label}`).toBe("");
}

async function openAt(path: string, viewport: Viewport = DESKTOP): Promise<ShopPage> {
  const shop = new ShopPage(await browser.newPage());
  await shop.page.setViewportSize(viewport);
  await shop.goto(path);
  return shop;
}

/** Gold (750M) and a zerker fire cape: a cart with a discounted and an undiscounted line. */
async function fillCart(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.clear());
  const gold = new GoldPage(page);
  await gold.open();
  await gold.addMillions(750);
  const cape = new ProductPage(page);
  await cape.goto("/fire-cape");
  await cape.choice("account-type", "zerker").check();
  await cape.addToCartButton.click();
  await page.waitForFunction(() => document.querySelector('[data-testid="cart-count"]')?.textContent === "2");
}

/**
 * One product page per pricing model (fixed with options, per unit, XP range, tiered), from the
 * first line that has it: together they show every kind of configurator.
 */
const DETAIL_PAGES = [
  ...new Map(
    CATALOGUE.flatMap((line) =>
      line.products.map((product) => [product.pricing.kind, productPath(line, product)] as const),
    ).reverse(),
  ).values(),
];

const LISTING_PAGES = [...new Set(CATALOGUE.map((line) => line.listingPath.split("#")[0] ?? "/"))];

const STATIC_PAGES = [
  "/",
  "/osrs-gold",
  "/fire-cape",
  "/infernal-cape",
  "/blog",
  "/blog/page/2",
  "/blog/first-fire-cape",
  "/blog/guides/bossing/zulrah-guide",
  "/checkout",
  "/join-discord",
  "/privacy",
  "/terms-of-service",
];

describe("axe (WCAG 2.2 AA and best practices) at 1280 px", () => {
  it.each([...new Set([...STATIC_PAGES, ...LISTING_PAGES])])("%s has no violations", async (path) => {
    const shop = await openAt(path);
    await expectNoViolations(shop.page, path);
    await shop.page.close();
  });

  it.each(DETAIL_PAGES)("product page %s has no violations", async (path) => {
    const shop = await openAt(path);
    await shop.page.getByTestId("add-to-cart").waitFor();
    await expectNoViolations(shop.page, path);
    await shop.page.close();
  });

  it("the 404 page has no violations", async () => {
    const page = await browser.newPage();
    const response = await page.goto("/no-such-page-here");
    expect(response?.status()).toBe(404);
    await new ShopPage(page).waitForPageView("/no-such-page-here");
    await expectNoViolations(page, "the 404 page");
    await page.close();
  });

  it("checkout with items, the demo payment page and the confirmation have no violations", async () => {
    const page = await browser.newPage();
    await page.goto("/");
    await fillCart(page);
    const checkout = new CheckoutPage(page);
    await checkout.goto("/checkout");
    await checkout.page.getByTestId("checkout-form").waitFor();
    await expectNoViolations(page, "/checkout with items");

    await checkout.fillProfile({
      email: "zezima@example.com",
      name: "Zezima",
      phone: "+44 20 7946 0000",
      rsn: "Zezima",
    });
    await checkout.method("card").check();
    await checkout.terms.check();
    await expectNoViolations(page, "/checkout filled in");
    await checkout.submit.click();
    await page.waitForURL((url) => url.pathname === "/test-payment");
    await page.getByTestId("test-payment-pay").waitFor();
    await expectNoViolations(page, "/test-payment");

    await page.getByTestId("test-payment-pay").click();
    await checkout.confirmation.waitFor();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="order-confirmation"]')?.getAttribute("data-status") === "paid",
    );
    await expectNoViolations(page, "the order confirmation");
    await page.close();
  });
});

describe("axe at 375 px", () => {
  it.each([
    "/",
    "/osrs-gold",
    "/osrs-services",
    "/fire-cape",
    "/osrs-skills",
    "/blog",
    "/checkout",
    "/osrs-pvm/zulrah",
  ])("%s has no violations", async (path) => {
    const shop = await openAt(path ?? "/", PHONE);
    await expectNoViolations(shop.page, `${path} at 375 px`);
    await shop.page.close();
  });

  it("/osrs-gold showing its error for a refused amount has no violations", async () => {
    const gold = new GoldPage(await browser.newPage());
    await gold.page.setViewportSize(PHONE);
    await gold.open();
    await gold.addMillions(50);
    await gold.page.getByText("The minimum order is 100M.").waitFor();
    await expectNoViolations(gold.page, "/osrs-gold with an error at 375 px");
    await gold.page.close();
  });

  it("a skill calculator has no violations", async () => {
    const line = CATALOGUE.find((candidate) =>
      candidate.products.some((product) => product.pricing.kind === "xp-range"),
    );
    const product = line?.products.find((candidate) => candidate.pricing.kind === "xp-range");
    if (!line || !product) throw new Error("The catalogue has no skill calculator");
    const skill = productPath(line, product);
    const shop = await openAt(skill, PHONE);
    await shop.page.getByTestId("xp-start").waitFor();
    await expectNoViolations(shop.page, `${skill} at 375 px`);
    await shop.page.close();
  });
});

describe("axe with the overlays open", () => {
  it("the mobile menu at 375 px", async () => {
    const shop = await openAt("/osrs-gold", PHONE);
    await shop.openMobileMenu();
    await expectNoViolations(shop.page, "the open mobile menu");
    await shop.page.close();
  });

  it.each([
    ["1280 px", DESKTOP],
    ["375 px", PHONE],
  ] as const)("the cart drawer with items at %s, and the added-to-cart toast", async (_label, viewport) => {
    const page = await browser.newPage();
    await page.setViewportSize(viewport);
    await page.goto("/");
    await fillCart(page);
    const cart = new Cart(page);
    await cart.toast.waitFor();
    await expectNoViolations(page, "the added-to-cart toast");
    await cart.open();
    expect(await cart.items.count()).toBe(2);
    await expectNoViolations(page, "the open cart drawer");
    await page.close();
  });

  it("the empty cart drawer", async () => {
    const shop = await openAt("/");
    await new Cart(shop.page).open();
    await expectNoViolations(shop.page, "the empty cart drawer");
    await shop.page.close();
  });

  it("the contact modal, also with an invalid email and after a failed send", async () => {
    const shop = await openAt("/");
    const contact = new ContactModal(shop.page);
    await contact.openFromFooter();
    await expectNoViolations(shop.page, "the contact modal");
    await contact.email.fill("not-an-email");
    await contact.page.getByTestId("contact-email-error").waitFor();
    await expectNoViolations(shop.page, "the contact modal with an invalid email");
    await shop.page.route("**/api/brevo/fallback", (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: '{"code":"bad_request:contact","message":"x"}',
      }),
    );
    await contact.email.fill("buyer@example.com");
    await contact.message.fill("Hello");
    await contact.submit.click();
    await shop.page.getByText("Error sending message!").waitFor();
    await expectNoViolations(shop.page, "the contact modal after a failed send");
    await shop.page.close();
  });

  it("the contact modal in fallback mode (no live chat), at 375 px", async () => {
    const shop = await openAt("/", PHONE);
    const contact = new ContactModal(shop.page);
    await contact.openLiveChat();
    expect(await contact.dialog.getAttribute("data-mode")).toBe("fallback");
    await expectNoViolations(shop.page, "the contact modal in fallback mode");
    await shop.page.close();
  });
});

describe("prefers-reduced-motion", () => {
  /** Every running animation's duration in ms (CSS animations and transitions included). */
  function animationDurations(page: Page): Promise<number[]> {
    return page.evaluate(() =>
      document.getAnimations().map((animation) => Number(animation.effect?.getComputedTiming().duration ?? 0)),
    );
  }

  it("opens the mobile menu, the toast and the cart drawer without motion, and closes the drawer at once", async () => {
    const page = await browser.newPage();
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize(PHONE);
    // The profile's storage is shared by every test in the file: start with an empty cart.
    await page.goto("/");
    await page.evaluate(() => localStorage.clear());
    const gold = new GoldPage(page);
    await gold.open();

    await gold.openMobileMenu();
    expect(Math.max(0, ...(await animationDurations(page)))).toBeLessThan(1);
    await page.keyboard.press("Escape");
    await gold.mobileMenu.waitFor({ state: "detached" });

    await gold.addMillions(750);
    const cart = new Cart(page);
    await cart.toast.waitFor();
    expect(await cart.flyingImage.count()).toBe(0);
    expect(Math.max(0, ...(await animationDurations(page)))).toBeLessThan(1);

    await cart.open();
    expect(Math.max(0, ...(await animationDurations(page)))).toBeLessThan(1);
    await page.keyboard.press("Escape");
    const phase = await page.evaluate(
      () => document.querySelector('[data-testid="cart-drawer-overlay"]')?.getAttribute("data-phase") ?? "gone",
    );
    expect(phase).not.toBe("closing");
    await cart.drawer.waitFor({ state: "detached", timeout: 300 });
    await page.close();
  });
});
