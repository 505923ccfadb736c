import { DESKTOP, PHONE, saveScreenshot } from "./support/browser";
import { expect, test } from "./support/fixtures";

test.describe("home", () => {
  test("shows a card for every product line, each linking to its route", async ({ home }) => {
    await home.open();
    const hrefs = await home.productLines.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        "/osrs-gold",
        "/osrs-services",
        "/infernal-cape",
        "/fire-cape",
        "/quiver",
        "/megascales",
        "/osrs-dt2",
        "/osrs-pvm",
        "/osrs-raids",
        "/osrs-quests",
        "/osrs-skills",
        "/osrs-diaries",
        "/osrs-minigames",
        "/osrs-combat-achievements",
        "/osrs-ironman-gathering",
      ]),
    );
    // Every card's artwork is served.
    const images = await home.page
      .getByTestId("product-lines")
      .locator("img")
      .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src));
    for (const src of images) expect((await home.page.request.get(src)).status(), src).toBe(200);
  });

  test("shows the trust signals: rating, payment methods, how an order works and the FAQ", async ({ home }) => {
    await home.open();
    await expect(home.rating).toHaveText(/4\.9\s*\/\s*5 from 160 reviews/);
    await expect(home.orderSteps).toHaveCount(4);
    const question = home.faq.locator("summary").first();
    await question.click();
    await expect(home.faq.locator("details").first()).toHaveAttribute("open");
    const jsonLd = JSON.parse((await home.page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(jsonLd.aggregateRating).toMatchObject({ ratingValue: "4.9", bestRating: "5", ratingCount: "160" });
  });

  test("on a phone, draws the blocks below the first screen only as they come near: scrolling, the keyboard, a screen reader and a printout all reach them", async ({
    home,
  }) => {
    await home.page.setViewportSize(PHONE);
    await home.open();
    const firstQuestion = home.faq.locator("summary").first();
    const blogLink = home.footerLink("blog");
    expect(await home.isDrawn(home.page.getByRole("heading", { level: 1 }))).toBe(true);
    expect(await home.isDrawn(home.orderSteps.first())).toBe(false);
    expect(await home.isDrawn(firstQuestion)).toBe(false);
    expect(await home.isDrawn(blogLink)).toBe(false);
    // Skipped, not hidden: a screen reader finds the footer's links and the questions.
    const footerNav = home.page.getByRole("navigation", { name: "Footer" });
    await expect(footerNav.getByRole("link", { name: "Blog" })).toHaveCount(1);
    await expect(home.faq.getByText("How fast is gold delivered?")).toHaveCount(1);

    // Scrolling down to the steps draws them.
    await home.orderSteps.first().scrollIntoViewIfNeeded();
    await expect.poll(() => home.isDrawn(home.orderSteps.first())).toBe(true);

    // A keyboard user moving to the footer's link gets it drawn, focused and in view.
    await blogLink.focus();
    await expect(blogLink).toBeFocused();
    await expect.poll(() => home.isDrawn(blogLink)).toBe(true);
    await expect(blogLink).toBeInViewport();

    // Back at the top the questions are skipped again; a printout draws everything at once.
    await home.scrollTo(0);
    await expect.poll(() => home.isDrawn(firstQuestion)).toBe(false);
    await home.page.emulateMedia({ media: "print" });
    await expect.poll(() => home.isDrawn(firstQuestion)).toBe(true);
    await home.page.emulateMedia({ media: null });
  });

  // Its pictures (home-1280.png, home-375.png) are taken by visual.e2e.ts, with the other views.
  test("looks right at 1280 px and 375 px, with nothing wider than the phone", async ({ home }) => {
    await home.page.setViewportSize(DESKTOP);
    await home.open();
    await home.page.setViewportSize(PHONE);
    await home.nextFrames();
    const overflow = await home.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe("join discord", () => {
  test("says what the server offers and has an invite button to /discord", async ({ shop }) => {
    await shop.goto("/join-discord");
    await expect(shop.page.getByRole("heading", { level: 1 })).toHaveText(/Discord/);
    expect(await shop.page.getByTestId("discord-perks").getByRole("listitem").count()).toBeGreaterThanOrEqual(3);
    await expect(shop.page.getByTestId("discord-invite-button")).toHaveAttribute("href", "/discord");
    await saveScreenshot(shop.page, "join-discord-1280");
  });
});

test.describe("legal pages", () => {
  for (const [path, heading] of [
    ["/privacy", /Privacy/],
    ["/terms-of-service", /Terms/],
  ] as const) {
    test(`${path} renders the written policy with the shop's name and email`, async ({ shop }) => {
      await shop.goto(path);
      const article = shop.page.getByTestId("legal-article");
      await expect(article.getByRole("heading", { level: 1 })).toHaveText(heading);
      const text = await article.innerText();
      expect(text).toContain("RuneForge");
      expect(text).toContain("support@runeforge.gg");
      expect(text).not.toContain("{{");
      expect(text.length).toBeGreaterThan(4000);
      await saveScreenshot(shop.page, `${path.slice(1)}-1280`);
    });
  }
});
