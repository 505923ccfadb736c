import type { Page } from "@playwright/test";

/**
 * Resolves after two animation frames, or after 250 ms if frames stop coming: new headless Chromium
 * sometimes schedules no frame for a page for minutes (puppeteer#10350), and a bare
 * requestAnimationFrame wait then hangs until the test times out (seen in CI on a scroll). The
 * fallback only ends the wait; whatever was rendered by then is what the caller looks at.
 */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        const fallback = setTimeout(done, 250);
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            clearTimeout(fallback);
            done();
          }),
        );
      }),
  );
}
