import { baseUrl, DESKTOP, PHONE, saveScreenshot } from "./support/browser";
import { expect, test } from "./support/fixtures";

test.describe("configuring a skill", () => {
  test("changes the price as the levels and the method change, segment by segment", async ({ product: skill }) => {
    await skill.goto("/osrs-skills/agility");
    await expect(skill.startLevel).toHaveValue("60");
    await expect(skill.targetLevel).toHaveValue("90");
    // Seers' Village, 60 to 90: 5,072,590 XP at $0.00002 = $101.45, less the 10% discount.
    await expect(skill.priceBeforeDiscount).toHaveText("$101.45");
    await expect(skill.price).toHaveText("$91.30");
    await expect(skill.goldEquivalent).toContainText("761M gold");

    await skill.startLevel.fill("55");
    await expect(skill.page.getByTestId("xp-segments")).toBeVisible();
    const segments = await skill.page.getByTestId("xp-segments").innerText();
    expect(segments).toContain("Falador rooftop");
    expect(segments).toContain("Seers' Village rooftop");
    await expect(skill.price).not.toHaveText("$91.30");

    await skill.targetLevel.fill("50");
    await expect(skill.error).toHaveText("The target must be above the start.");
    await expect(skill.addToCartButton).toBeDisabled();
  });
});

test.describe("adding services to the cart", () => {
  test("holds a boss-kill line and a cape line with the discount applied", async ({ product: boss, cart }) => {
    await boss.goto("/osrs-pvm/zulrah");
    await boss.quantity.fill("60");
    const bossPrice = await boss.price.innerText();
    await boss.addToCartButton.click();
    await expect(cart.toast).toBeVisible();

    await boss.goto("/fire-cape");
    const cape = boss;
    await cape.choice("account-type", "zerker").check();
    await cape.choice("extras", "express").check();
    await expect(cape.priceBeforeDiscount).toHaveText("$43.75"); // 35.00 + 25%
    await expect(cape.price).toHaveText("$39.37");
    await cape.addToCartButton.click();
    await expect(cart.badge).toBeVisible();
    await expect(cart.badge).toHaveText("2");

    await cart.open();
    const lines = await cart.items.evaluateAll((items) => items.map((item) => item.getAttribute("data-sku")));
    expect(lines).toEqual(["pvm-zulrah", "fire-cape"]);
    await expect(cart.items.nth(0).getByTestId("cart-item-sub-name")).toContainText("60 kills");
    await expect(cart.items.nth(1).getByTestId("cart-item-sub-name")).toContainText("Zerker");
    const discount = await cart.drawer.getByTestId("cart-discount").innerText();
    // Issue 14 item 4: the lines are shown as charged, so their sum (the subtotal) is the total.
    const total = await cart.subtotal.innerText();
    const cents = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, "")) * 100);
    expect(cents(total)).toBe(cents(bossPrice) + cents("$39.37"));
    expect(cents(discount)).toBeGreaterThan(0);
  });

  test("replaces a line when the same product is added with other choices", async ({ product: cape, cart }) => {
    await cape.goto("/infernal-cape");
    await cape.addToCartButton.click();
    await expect(cart.toast).toBeVisible();
    await cape.choice("gear", "no-twisted-bow").check();
    await cape.addToCartButton.click();
    await expect(cart.toast).toHaveAttribute("data-outcome", "updated");
    await expect.poll(() => cart.count()).toBe(1);
  });
});

test.describe("unknown slugs", () => {
  for (const path of [
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
  ]) {
    test(`${path} is the 404 page`, async () => {
      const response = await fetch(`${baseUrl()}${path}`);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain("404 - Page Not Found");
    });
  }

  test("/osrs-bundles sends the visitor to the bundles section", async () => {
    const response = await fetch(`${baseUrl()}/osrs-bundles`, { redirect: "manual" });
    expect([302, 307]).toContain(response.status);
    expect(response.headers.get("location")).toBe("/osrs-services#bundles");
    const tagged = await fetch(`${baseUrl()}/osrs-bundles?utm_source=forum`, { redirect: "manual" });
    expect(tagged.headers.get("location")).toBe("/osrs-services?utm_source=forum#bundles");
  });
});

test.describe("listings", () => {
  test("search and filter a long list", async ({ shop }) => {
    await shop.goto("/osrs-pvm");
    const cards = shop.page.getByTestId("product-grid").getByRole("link");
    const all = await cards.count();
    await shop.page.getByTestId("product-search").fill("zul");
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText("Zulrah");
    await shop.page.getByTestId("product-search").fill("");
    await shop.page.getByTestId("filter-Wilderness").click();
    await expect.poll(() => cards.count()).toBeLessThan(all);
    const wilderness = await cards.count();
    expect(wilderness).toBeGreaterThan(1);
    expect(wilderness).toBeLessThan(all);
  });

  test("take screenshots of a listing and a detail page at 1280 and 375 px", async ({ shop }) => {
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
  });
});

test.describe("the two-column order pages", () => {
  // The order card spans both rows beside the page's text; when its height changes without the
  // visitor doing anything (a font swapping in, prices in the visitor's currency after hydration),
  // the lists under the header must not move: that was a 0.016 layout shift on /fire-cape.
  for (const [path, card, below] of [
    ["/fire-cape", "Order", "requirements"],
    ["/osrs-gold", "Order gold", "gold-delivery"],
  ] as const) {
    test(`${path}: the text beside the order card stays put when the card grows`, async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto(path);
      const list = page.getByTestId(below);
      const before = await list.boundingBox();
      await page.getByRole("complementary", { name: card, exact: true }).evaluate((aside) => {
        const filler = document.createElement("div");
        filler.style.height = "400px";
        aside.firstElementChild?.append(filler);
      });
      const after = await list.boundingBox();
      expect(before).not.toBeNull();
      expect(after?.y).toBe(before?.y);
    });
  }
});
