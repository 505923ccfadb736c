import { CATALOGUE, productPath } from "@/domain/catalogue/catalogue";
import { Cart } from "./pages/cart";
import { ContactModal } from "./pages/contact-modal";
import { ShopPage } from "./pages/shop-page";
import { axeViolations } from "./support/axe";
import { DESKTOP, type Page, PHONE } from "./support/browser";
import { expect, fillCartWithGold, PROFILE, test } from "./support/fixtures";

type Viewport = typeof PHONE | typeof DESKTOP;

async function expectNoViolations(page: Page, label: string): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations.join("\n\n"), `axe found ${violations.length} violation(s) on ${label}`).toBe("");
}

async function openAt(page: Page, path: string, viewport: Viewport = DESKTOP): Promise<ShopPage> {
  const shop = new ShopPage(page);
  await page.setViewportSize(viewport);
  await shop.goto(path);
  return shop;
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

test.describe("axe (WCAG 2.2 AA and best practices) at 1280 px", () => {
  for (const path of new Set([...STATIC_PAGES, ...LISTING_PAGES])) {
    test(`${path} has no violations`, async ({ page }) => {
      await openAt(page, path);
      await expectNoViolations(page, path);
    });
  }

  for (const path of DETAIL_PAGES) {
    test(`product page ${path} has no violations`, async ({ page }) => {
      await openAt(page, path);
      await expect(page.getByTestId("add-to-cart")).toBeVisible();
      await expectNoViolations(page, path);
    });
  }

  test("the 404 page has no violations", async ({ page, shop }) => {
    const response = await page.goto("/no-such-page-here");
    expect(response?.status()).toBe(404);
    await shop.waitForPageView("/no-such-page-here");
    await expectNoViolations(page, "the 404 page");
  });

  test("checkout with items, the demo payment page and the confirmation have no violations", async ({
    checkoutWithCart: checkout,
    page,
  }) => {
    await expectNoViolations(page, "/checkout with items");

    await checkout.fillProfile(PROFILE);
    await checkout.method("card").check();
    await checkout.terms.check();
    await expectNoViolations(page, "/checkout filled in");
    await checkout.submit.click();
    await page.waitForURL((url) => url.pathname === "/test-payment");
    await expect(page.getByTestId("test-payment-pay")).toBeVisible();
    await expectNoViolations(page, "/test-payment");

    await page.getByTestId("test-payment-pay").click();
    await expect(checkout.confirmation).toHaveAttribute("data-status", "paid");
    await expectNoViolations(page, "the order confirmation");
  });
});

test.describe("axe at 375 px", () => {
  for (const path of [
    "/",
    "/osrs-gold",
    "/osrs-services",
    "/fire-cape",
    "/osrs-skills",
    "/blog",
    "/checkout",
    "/osrs-pvm/zulrah",
  ]) {
    test(`${path} has no violations`, async ({ page }) => {
      await openAt(page, path, PHONE);
      await expectNoViolations(page, `${path} at 375 px`);
    });
  }

  test("/osrs-gold showing its error for a refused amount has no violations", async ({ gold }) => {
    await gold.page.setViewportSize(PHONE);
    await gold.open();
    await gold.millionsInput.fill("50"); // Add to cart is disabled while the amount is refused
    await expect(gold.page.getByText("The minimum order is 100M.")).toBeVisible();
    await expectNoViolations(gold.page, "/osrs-gold with an error at 375 px");
  });

  test("a skill calculator has no violations", async ({ page }) => {
    const line = CATALOGUE.find((candidate) =>
      candidate.products.some((product) => product.pricing.kind === "xp-range"),
    );
    const product = line?.products.find((candidate) => candidate.pricing.kind === "xp-range");
    if (!line || !product) throw new Error("The catalogue has no skill calculator");
    const skill = productPath(line, product);
    await openAt(page, skill, PHONE);
    await expect(page.getByTestId("xp-start")).toBeVisible();
    await expectNoViolations(page, `${skill} at 375 px`);
  });
});

test.describe("axe with the overlays open", () => {
  test("the mobile menu at 375 px", async ({ page }) => {
    const shop = await openAt(page, "/osrs-gold", PHONE);
    await shop.openMobileMenu();
    await expectNoViolations(page, "the open mobile menu");
  });

  for (const [label, viewport] of [
    ["1280 px", DESKTOP],
    ["375 px", PHONE],
  ] as const) {
    test(`the cart drawer with items at ${label}, and the added-to-cart toast`, async ({
      page,
      gold,
      product,
      cart,
    }) => {
      await page.setViewportSize(viewport);
      // The toast of the second line (the cart of the cartWithGold fixture, built here at this width).
      await fillCartWithGold({ gold, product, cart });
      await expect(cart.toast).toBeVisible();
      await expectNoViolations(page, "the added-to-cart toast");
      await cart.open();
      await expect(cart.items).toHaveCount(2);
      await expectNoViolations(page, "the open cart drawer");
    });
  }

  test("the empty cart drawer", async ({ page }) => {
    await openAt(page, "/");
    await new Cart(page).open();
    await expectNoViolations(page, "the empty cart drawer");
  });

  test("the contact modal, also with an invalid email and after a failed send", async ({ page }) => {
    await openAt(page, "/");
    const contact = new ContactModal(page);
    await contact.openFromFooter();
    await expectNoViolations(page, "the contact modal");
    await contact.email.fill("not-an-email");
    await expect(page.getByTestId("contact-email-error")).toBeVisible();
    await expectNoViolations(page, "the contact modal with an invalid email");
    await page.route("**/api/brevo/fallback", (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: '{"code":"bad_request:contact","message":"x"}',
      }),
    );
    await contact.email.fill("buyer@example.com");
    await contact.message.fill("Hello");
    await contact.submit.click();
    await expect(page.getByText("Error sending message!")).toBeVisible();
    await expectNoViolations(page, "the contact modal after a failed send");
  });

  test("the contact modal in fallback mode (no live chat), at 375 px", async ({ page }) => {
    await openAt(page, "/", PHONE);
    const contact = new ContactModal(page);
    await contact.openLiveChat();
    await expect(contact.dialog).toHaveAttribute("data-mode", "fallback");
    await expectNoViolations(page, "the contact modal in fallback mode");
  });
});

test.describe("prefers-reduced-motion", () => {
  /** Every running animation's duration in ms (CSS animations and transitions included). */
  function animationDurations(page: Page): Promise<number[]> {
    return page.evaluate(() =>
      document.getAnimations().map((animation) => Number(animation.effect?.getComputedTiming().duration ?? 0)),
    );
  }

  test("opens the mobile menu, the toast and the cart drawer without motion, and closes the drawer at once", async ({
    page,
    gold,
    cart,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize(PHONE);
    await gold.open();

    await gold.openMobileMenu();
    expect(Math.max(0, ...(await animationDurations(page)))).toBeLessThan(1);
    await page.keyboard.press("Escape");
    await expect(gold.mobileMenu).toHaveCount(0);

    await gold.addMillions(750);
    await expect(cart.toast).toBeVisible();
    await expect(cart.flyingImage).toHaveCount(0);
    expect(Math.max(0, ...(await animationDurations(page)))).toBeLessThan(1);

    await cart.open();
    expect(Math.max(0, ...(await animationDurations(page)))).toBeLessThan(1);
    // Every phase the drawer takes after Escape, recorded in the page as it happens: with reduced
    // motion it goes from open to gone, never through the closing animation's phase. Recorded rather
    // than timed, so a busy machine cannot fail it, and a drawer that animated cannot pass it.
    await page.evaluate(() => {
      const phases: string[] = [];
      Object.assign(window, { drawerPhases: phases });
      new MutationObserver((records) => {
        for (const record of records) phases.push((record.target as Element).getAttribute("data-phase") ?? "");
      }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ["data-phase"] });
    });
    await page.keyboard.press("Escape");
    await expect(cart.drawer).toHaveCount(0);
    const phases = await page.evaluate(() => (window as unknown as { drawerPhases: string[] }).drawerPhases);
    expect(phases).not.toContain("closing");
  });
});
