import type { Locator, Page } from "@playwright/test";
import { DESKTOP, PHONE } from "./support/browser";
import { expect, test } from "./support/fixtures";

/*
 * Every product its own picture (public/art/products, made by `npm run art`): distinct on a
 * listing, the same one on the product page, in the drawer and in the checkout; the payment marks
 * in their brand colours. The files themselves are checked in src/server/art/committed-art.test.ts.
 */

async function imageSources(images: Locator): Promise<string[]> {
  return images.evaluateAll((nodes) => nodes.map((node) => (node as HTMLImageElement).getAttribute("src") ?? ""));
}

/** Drawn, not broken: the browser decoded the file. */
async function expectDrawn(image: Locator): Promise<void> {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((node) => (node as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
}

/** Screenshots for the review, only when asked for (ART_SHOTS_DIR): CI has no use for them. */
async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.ART_SHOTS_DIR;
  if (!dir) return;
  for (const [width, viewport] of [
    ["375", PHONE],
    ["1280", DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    // A full-page capture does not scroll, so lazy images below the fold would come out blank.
    await page.evaluate(() => {
      for (const image of document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')) image.loading = "eager";
    });
    await page.waitForFunction(() => [...document.images].every((image) => image.complete));
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({
      path: `${dir}/art-${name}-${width}.png`,
      fullPage: true,
      style: ".lazy-render { content-visibility: visible !important; }",
    });
  }
  await page.setViewportSize(DESKTOP);
}

test("the boss list shows every boss its own picture, and the skills list every skill", async ({ shop }) => {
  for (const [path, prefix, name] of [
    ["/osrs-pvm", "pvm-", "bosses"],
    ["/osrs-skills", "skill-", "skills"],
  ] as const) {
    await shop.goto(path);
    const images = shop.page.locator(`[data-testid^="product-card-${prefix}"] [data-testid="product-card-image"]`);
    const sources = await imageSources(images);
    expect(sources.length, path).toBeGreaterThan(20);
    expect(new Set(sources).size, `${path}: two products share a picture`).toBe(sources.length);
    for (const src of sources) expect(src).toMatch(new RegExp(`^/art/products/${prefix}[a-z0-9-]+\\.svg$`));
    await images.first().scrollIntoViewIfNeeded();
    await expectDrawn(images.first());
    await shoot(shop.page, name);
  }
});

test("a product's own picture is on its page, in the drawer and in the checkout", async ({ product, cart }) => {
  const vorkath = "/art/products/pvm-vorkath.svg";
  await product.goto("/osrs-pvm/vorkath");
  const image = product.page.getByTestId("product-image");
  await expect(image).toHaveAttribute("src", vorkath);
  await expectDrawn(image);
  const ogImage = product.page.locator('meta[property="og:image"]');
  await expect(ogImage).toHaveAttribute("content", /\/art\/og\/pvm-vorkath\.png$/);

  await product.addToCartButton.click();
  await expect(cart.toast).toBeVisible();
  await cart.open();
  const line = cart.items.first().locator("img");
  await expect(line).toHaveAttribute("src", vorkath);
  await expectDrawn(line);

  await cart.buyNow();
  await product.page.waitForURL((url) => url.pathname === "/checkout");
  const summaryImage = product.page.getByTestId("summary-line").first().locator("img");
  await expect(summaryImage).toHaveAttribute("src", vorkath);
  await expectDrawn(summaryImage);

  for (const [path, name] of [
    ["/osrs-quests/dragon-slayer-ii", "quest"],
    ["/osrs-ironman-gathering/raw-anglerfish", "item"],
  ] as const) {
    await product.goto(path);
    await expectDrawn(product.page.getByTestId("product-image"));
    await shoot(product.page, name);
  }
});

test("the payment marks are the brands' own, in colour, and the pictures are credited", async ({ shop, request }) => {
  await shop.goto("/");
  const mastercard = shop.paymentStrip.getByTestId("payment-mark-mastercard");
  await mastercard.scrollIntoViewIfNeeded();
  await expectDrawn(mastercard);
  await expect(mastercard).toHaveAttribute("alt", "Mastercard");
  const svg = await (await request.get((await mastercard.getAttribute("src")) ?? "")).text();
  const fills = new Set([...svg.matchAll(/fill="(#[0-9a-fA-F]{3,6})"/g)].map((match) => match[1]?.toLowerCase()));
  fills.delete("#fff");
  expect(fills.size, `Mastercard's colours: ${[...fills].join(", ")}`).toBeGreaterThan(1);

  await shop.page.getByTestId("footer-credits-link").click();
  await shop.page.waitForURL((url) => url.pathname === "/credits");
  await expect(shop.page.getByTestId("credits-product-pictures")).toContainText("CC BY 3.0");
  await shoot(shop.page, "credits");
  await expect(
    shop.page.getByTestId("credits-product-pictures").getByRole("link", { name: "game-icons.net" }),
  ).toHaveAttribute("href", "https://game-icons.net");
});
