import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Cart } from "./pages/cart";
import { ProductPage } from "./pages/product-page";
import { ShopPage } from "./pages/shop-page";
import { type BrowserSession, baseUrl, DESKTOP, openBrowser, PHONE, saveScreenshot } from "./support/browser";

let browser: BrowserSession;

beforeAll(async () => {
  browser = await openBrowser();
});

afterAll(async () => {
  await browser.close();
});

async function openProduct(path: string): Promise<ProductPage> {
  const product = new ProductPage(await browser.newPage());
  await product.page.goto("/");
  await product.page.evaluate(() => localStorage.clear());
  await product.goto(path);
  return product;
}

describe("configuring a skill", () => {
  it("changes the price as the levels and the method change, segment by segment", async () => {
    const skill = await openProduct("/osrs-skills/agility");
    expect(await skill.startLevel.inputValue()).toBe("60");
    expect(await skill.targetLevel.inputValue()).toBe("90");
    // Seers' Village, 60 to 90: 5,072,590 XP at $0.00002 = $101.45, less the 10% discount.
    expect(await skill.priceBeforeDiscount.innerText()).toBe("$101.45");
    expect(await skill.price.innerText()).toBe("$91.30");
    expect(await skill.goldEquivalent.innerText()).toContain("761M gold");

    await skill.startLevel.fill("55");
    await skill.page.getByTestId("xp-segments").waitFor();
    const segments = await skill.page.getByTestId("xp-segments").innerText();
    expect(segments).toContain("Falador rooftop");
    expect(segments).toContain("Seers' Village rooftop");
    expect(await skill.price.innerText()).not.toBe("$91.30");

    await skill.targetLevel.fill("50");
    expect(await skill.error.innerText()).toBe("The target must be above the start.");
    expect(await skill.addToCartButton.isDisabled()).toBe(true);
    await skill.page.close();
  });
});

describe("adding services to the cart", () => {
  it("holds a boss-kill line and a cape line with the discount applied", async () => {
    const boss = await openProduct("/osrs-pvm/zulrah");
    const cart = new Cart(boss.page);
    await boss.quantity.fill("60");
    const bossPrice = await boss.price.innerText();
    await boss.addToCartButton.click();
    await cart.toast.waitFor();

    await boss.goto("/fire-cape");
    const cape = new ProductPage(boss.page);
    await cape.choice("account-type", "zerker").check();
    await cape.choice("extras", "express").check();
    expect(await cape.priceBeforeDiscount.innerText()).toBe("$43.75"); // 35.00 + 25%
    expect(await cape.price.innerText()).toBe("$39.37");
    await cape.addToCartButton.click();
    await cart.badge.waitFor();
    await cape.page.waitForFunction(() => document.querySelector('[data-testid="cart-count"]')?.textContent === "2");

    await cart.open();
    const lines = await cart.items.evaluateAll((items) => items.map((item) => item.getAttribute("data-sku")));
    expect(lines).toEqual(["pvm-zulrah", "fire-cape"]);
    expect(await cart.items.nth(0).getByTestId("cart-item-sub-name").innerText()).toContain("60 kills");
    expect(await cart.items.nth(1).getByTestId("cart-item-sub-name").innerText()).toContain("Zerker");
    const discount = await cart.drawer.getByTestId("cart-discount").innerText();
    const total = await cart.drawer.getByTestId("cart-total").innerText();
    const cents = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, "")) * 100);
    expect(cents(total)).toBe(cents(bossPrice) + cents("$39.37"));
    expect(cents(discount)).toBeGreaterThan(0);
    await cape.page.close();
  });

  it("replaces a line when the same product is added with other choices", async () => {
    const cape = await openProduct("/infernal-cape");
    const cart = new Cart(cape.page);
    await cape.addToCartButton.click();
    await cart.toast.waitFor();
    await cape.choice("gear", "no-twisted-bow").check();
    await cape.addToCartButton.click();
    await cape.page.waitForFunction(
      () => document.querySelector('[data-testid="cart-toast"]')?.getAttribute("data-outcome") === "updated",
    );
    expect(await cart.count()).toBe(1);
    await cape.page.close();
  });
});

describe("unknown slugs", () => {
  it.each([
    "/osrs-dt2/nope",
    "/osrs-pvm/nope",
    "/osrs-raids/nope",
    "/osrs-quests/nope",
    "/osrs-skills/nope",
    "/osrs-diaries/nope",
    "/osrs-minigames/nope",
    "/osrs-bundles/nope",
    "/osrs-ironman-gathering/nope",
    "/osrs-combat-achievements/boss/nope",
    "/osrs-combat-achievements/difficulty/nope",
  ])("%s is the 404 page", async (path) => {
    const response = await fetch(`${baseUrl()}${path}`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("404 - Page Not Found");
  });

  it("/osrs-bundles sends the visitor to the bundles section", async () => {
    const response = await fetch(`${baseUrl()}/osrs-bundles`, { redirect: "manual" });
    expect([302, 307]).toContain(response.status);
    expect(response.headers.get("location")).toBe("/osrs-services#bundles");
  });
});

describe("listings", () => {
  it("search and filter a long list", async () => {
    const shop = new ShopPage(await browser.newPage());
    await shop.goto("/osrs-pvm");
    const cards = shop.page.getByTestId("product-grid").getByRole("link");
    const all = await cards.count();
    await shop.page.getByTestId("product-search").fill("zul");
    expect(await cards.count()).toBe(1);
    expect(await cards.first().innerText()).toContain("Zulrah");
    await shop.page.getByTestId("product-search").fill("");
    await shop.page.getByTestId("filter-Wilderness").click();
    const wilderness = await cards.count();
    expect(wilderness).toBeGreaterThan(1);
    expect(wilderness).toBeLessThan(all);
    await shop.page.close();
  });

  it("take screenshots of a listing and a detail page at 1280 and 375 px", async () => {
    const shop = new ShopPage(await browser.newPage());
    for (const [viewport, name] of [
      [DESKTOP, "1280"],
      [PHONE, "375"],
    ] as const) {
      await shop.page.setViewportSize(viewport);
      await shop.goto("/osrs-services");
      await saveScreenshot(shop.page, `osrs-services-${name}`);
      await shop.goto("/osrs-skills/agility");
      await saveScreenshot(shop.page, `skill-agility-${name}`);
      const overflow = await shop.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }
    await shop.page.close();
  });
});
