import { mkdir } from "node:fs/promises";
import { resolve } from "node:path";
import { chromium } from "playwright-core";
import { EMAIL_SAMPLES, SAMPLE_BRAND } from "../src/emails/email-samples";
import { LOGO_CID, LOGO_PNG_BASE64 } from "../src/emails/logo";

/*
 * Screenshots of the receipt at a desktop client's 600 px and a phone's 375 px (issue 21), from
 * Debian's Chromium, into test-results/screenshots/. The inline logo is given as the attachment's
 * bytes, as a mail client shows it.
 */

const OUT = resolve(import.meta.dirname, "../test-results/screenshots");
const receipt = EMAIL_SAMPLES.find((sample) => sample.id === "receipt");
if (!receipt) throw new Error("no receipt sample");
const html = receipt.build(SAMPLE_BRAND).html.replaceAll(`cid:${LOGO_CID}`, `data:image/png;base64,${LOGO_PNG_BASE64}`);

await mkdir(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
try {
  for (const width of [600, 375]) {
    const page = await browser.newPage({ viewport: { width, height: 800 } });
    await page.setContent(html, { waitUntil: "load" });
    const file = resolve(OUT, `receipt-${width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
    await page.close();
  }
} finally {
  await browser.close();
}
