import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HomePage } from "./pages/home-page";
import { ShopPage } from "./pages/shop-page";
import { type BrowserSession, DESKTOP, openBrowser, PHONE, saveScreenshot } from "./support/browser";

let browser: BrowserSession;

beforeAll(async () => {
  browser = await openBrowser();
});

afterAll(async () => {
  await browser.close();
});

describe("home", () => {
  it("shows a card for every product line, each linking to its route", async () => {
    const home = new HomePage(await browser.newPage());
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
    await home.page.close();
  });

  it("shows the trust signals: rating, payment methods, how an order works and the FAQ", async () => {
    const home = new HomePage(await browser.newPage());
    await home.open();
    expect(await home.rating.innerText()).toMatch(/4\.9\s*\/\s*5 from 160 reviews/);
    expect(await home.orderSteps.count()).toBe(4);
    const question = home.faq.locator("summary").first();
    await question.click();
    expect(await home.faq.locator("details").first().getAttribute("open")).not.toBeNull();
    const jsonLd = JSON.parse((await home.page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(jsonLd.aggregateRating).toMatchObject({ ratingValue: "4.9", bestRating: "5", ratingCount: "160" });
    await home.page.close();
  });

  it("looks right at 1280 px and 375 px, with nothing wider than the phone", async () => {
    const home = new HomePage(await browser.newPage());
    await home.page.setViewportSize(DESKTOP);
    await home.open();
    await saveScreenshot(home.page, "home-1280");
    await home.page.setViewportSize(PHONE);
    await home.page.waitForTimeout(200);
    const overflow = await home.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await saveScreenshot(home.page, "home-375");
    await home.page.close();
  });
});

describe("join discord", () => {
  it("says what the server offers and has an invite button to /discord", async () => {
    const shop = new ShopPage(await browser.newPage());
    await shop.goto("/join-discord");
    expect(await shop.page.getByRole("heading", { level: 1 }).innerText()).toMatch(/Discord/);
    expect(await shop.page.getByTestId("discord-perks").getByRole("listitem").count()).toBeGreaterThanOrEqual(3);
    expect(await shop.page.getByTestId("discord-invite-button").getAttribute("href")).toBe("/discord");
    await saveScreenshot(shop.page, "join-discord-1280");
    await shop.page.close();
  });
});

describe("legal pages", () => {
  it.each([
    ["/privacy", /Privacy/],
    ["/terms-of-service", /Terms/],
  ])("%s renders the written policy with the shop's name and email", async (path, heading) => {
    const shop = new ShopPage(await browser.newPage());
    await shop.goto(path);
    const article = shop.page.getByTestId("legal-article");
    expect(await article.getByRole("heading", { level: 1 }).innerText()).toMatch(heading);
    const text = await article.innerText();
    expect(text).toContain("RuneForge");
    expect(text).toContain("support@runeforge.gg");
    expect(text).not.toContain("{{");
    expect(text.length).toBeGreaterThan(4000);
    await saveScreenshot(shop.page, `${path.slice(1)}-1280`);
    await shop.page.close();
  });
});
