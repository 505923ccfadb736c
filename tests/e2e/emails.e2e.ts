import { readFileSync } from "node:fs";
import { join } from "node:path";
import { productMailArtSrc, withMailArtFrom } from "@/domain/art/mail-art";
import { EMAIL_SAMPLES, SAMPLE_BRAND } from "@/emails/email-samples";
import { LOGO_CID, LOGO_PNG_BASE64 } from "@/emails/logo";
import { saveScreenshot } from "./support/browser";
import { expect, test } from "./support/fixtures";

/*
 * The receipt email as a mail client draws it (issue 21): at a desktop client's 600 px and a
 * phone's 375 px, nothing wider than the window, the total on screen, and a picture of each
 * (test-results/screenshots/receipt-600.png, receipt-375.png). The inline logo and line pictures
 * are given as the attachments' bytes, as a client shows a cid: image.
 */

const receipt = EMAIL_SAMPLES.find((sample) => sample.id === "receipt");

for (const width of [600, 375]) {
  test(`the receipt email at ${width} px: nothing overflows, the figures and the total are on screen`, async ({
    page,
  }) => {
    if (!receipt) throw new Error("no receipt sample");
    const html = withMailArtFrom(
      receipt.build(SAMPLE_BRAND).html.replaceAll(`cid:${LOGO_CID}`, `data:image/png;base64,${LOGO_PNG_BASE64}`),
      (sku) =>
        `data:image/png;base64,${readFileSync(join(process.cwd(), "public", productMailArtSrc(sku))).toString("base64")}`,
    );
    await page.setViewportSize({ width, height: 800 });
    await page.setContent(html, { waitUntil: "load" });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expect(page.getByText("Total paid")).toBeVisible();
    await expect(page.getByText("$184.30")).toBeVisible();
    await expect(page.getByRole("img").first()).toHaveJSProperty("complete", true);
    expect(
      await page
        .getByRole("img")
        .first()
        .evaluate((image: HTMLImageElement) => image.naturalWidth),
    ).toBeGreaterThan(0);
    // Each line's picture, beside its name (alt="": presentation, not an img role).
    const pictures = page.locator('img[alt=""]');
    await expect(pictures).toHaveCount(3);
    for (const picture of await pictures.all()) {
      await expect(picture).toBeVisible();
      expect(await picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(96);
    }
    await saveScreenshot(page, `receipt-${width}`, { fullPage: true });
  });
}
